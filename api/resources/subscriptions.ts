import { Hono, type Context } from 'hono';
import { subscriptionChangeSchema, subscriptionQuerySchema, type Subscription } from '../../src/lib/contract/index.ts';
import { setSubscription, subscriptionStatusOf } from '../accounts/customers.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer } from '../http/customer.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { parseBody, parseQuery } from '../http/validate.ts';

/**
 * E-mail subscriptions (spec §7), mounted at `/api/emails/subscriptions`.
 * - `POST { email, subscribed }`: anyone may subscribe an address (the footer form of a guest);
 *   only its signed-in owner may unsubscribe it, so a stranger cannot silence someone's e-mail.
 *   A guest always hears "subscribed" back, whatever the address was before: no enumeration.
 * - `GET`: the signed-in customer's own status. Reading any address's status would list who
 *   subscribes, so a guest gets 401 and `?email=` must be the customer's own.
 */
export function subscriptionRoutes({ db, clock, findCustomerByToken }: ApiDeps): Hono {
  const signedInEmail = async (c: Context) => {
    const token = c.req.header('X-AUTH-TOKEN')?.trim();
    return token ? (await findCustomerByToken(token))?.email : undefined;
  };
  const answer = (email: string): Subscription => ({ email, subscriptionStatus: subscriptionStatusOf(db, email) });

  return new Hono()
    .post('/', async (c) => {
      const parsed = await parseBody(c, subscriptionChangeSchema);
      if (!parsed.ok) return parsed.response;
      const { email, subscribed } = parsed.data;
      const owner = await signedInEmail(c);
      // A customer who signed up by phone (no e-mail: `null`) subscribes an address as a guest does.
      if (typeof owner === 'string' && owner !== email) return fieldError(c, 'email', 'Use the e-mail address of your account');
      if (!subscribed && owner !== email) return jsonError(c, 401, 'Sign in to unsubscribe this address');
      setSubscription(db, email, subscribed, clock.now());
      return c.json(answer(email));
    })
    .get('/', requireCustomer(findCustomerByToken), async (c) => {
      const parsed = parseQuery(c, subscriptionQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { email } = c.var.customer;
      if (email === null) return jsonError(c, 404, 'This account has no e-mail address');
      if (parsed.data.email !== undefined && parsed.data.email !== email) return fieldError(c, 'email', 'Use the e-mail address of your account');
      return c.json(answer(email));
    });
}
