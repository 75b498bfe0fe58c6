import { createMiddleware } from 'hono/factory';
import { jsonError } from './errors.ts';

/** The signed-in customer a request acts for; the rest of the profile is read from the database when needed. */
export interface Customer {
  id: number;
  /** Null for a customer who signed up with a phone (issue 26 §2). */
  email: string | null;
}

/** Resolves a session token to its customer, or `undefined` when the token is unknown or expired. */
export type CustomerLookup = (token: string) => Customer | undefined | Promise<Customer | undefined>;

/** Hono variables of a route that requires a customer: `c.var.customer` is set and typed. */
export interface CustomerEnv {
  Variables: { customer: Customer };
}

/**
 * Requires a customer session (spec §7: `X-AUTH-TOKEN`), looked up through `findCustomer`;
 * 401 JSON without a token or with an unknown one, so the client can end its session.
 */
export function requireCustomer(findCustomer: CustomerLookup) {
  return createMiddleware<CustomerEnv>(async (c, next) => {
    const token = c.req.header('X-AUTH-TOKEN')?.trim() ?? '';
    const customer = token ? await findCustomer(token) : undefined;
    if (!customer) return jsonError(c, 401, 'Sign in first: a valid X-AUTH-TOKEN header is required');
    c.set('customer', customer);
    return next();
  });
}
