import { Hono } from 'hono';
import { customerUpdateSchema } from '../../src/lib/contract/index.ts';
import { customerById, customerProfile, updateCustomer } from '../accounts/customers.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { jsonError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';

/**
 * The signed-in customer's profile (spec §7), mounted at `/api/customers`: `GET` reads it (with
 * e-mail, phone and `subscriptionStatus`), `PUT { name, phone }` replaces those two fields.
 */
export function customerRoutes({ db, clock, findCustomerByToken }: ApiDeps): Hono<CustomerEnv> {
  return new Hono<CustomerEnv>()
    .use(requireCustomer(findCustomerByToken))
    .get('/', (c) => {
      const customer = customerById(db, c.var.customer.id);
      return customer ? c.json(customerProfile(db, customer)) : jsonError(c, 401, 'Sign in first');
    })
    .put('/', async (c) => {
      const parsed = await parseBody(c, customerUpdateSchema);
      if (!parsed.ok) return parsed.response;
      updateCustomer(db, c.var.customer.id, { name: parsed.data.name, phone: parsed.data.phone ?? null }, clock.now());
      const customer = customerById(db, c.var.customer.id);
      return customer ? c.json(customerProfile(db, customer)) : jsonError(c, 401, 'Sign in first');
    });
}
