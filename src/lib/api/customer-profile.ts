import { customerSchema, type CustomerProfile } from '../contract/customer.ts';
import { fetchCustomerResult, type FetchCustomerResult } from './result-codes.ts';
import type { ApiClient, ApiResult } from './types.ts';

/*
 * The one customer call the profile screen makes at load. Apart from `customers.ts` (which
 * re-exports it) so that screen loads none of the sign-in, sign-up and password calls and rules.
 */

/** A result with its outcome code of spec §8 beside it, so a form branches on one word. */
export type CodedResult<T, Code> = ApiResult<T> & { code: Code };

/** The signed-in customer's profile (`GET /api/customers`); `code` is `auth_error` for a dead session. */
export async function fetchCustomer(client: ApiClient): Promise<CodedResult<CustomerProfile, FetchCustomerResult>> {
  const result = await client.request('GET', '/api/customers', { schema: customerSchema });
  return { ...result, code: fetchCustomerResult(result) };
}
