import type { Page } from '../contract/common.ts';
import { discountPageSchema, discountSearchSchema, type Discount, type DiscountSearch } from '../contract/commerce.ts';
import { failure } from './client.ts';
import { invalidInput } from './errors.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Global discounts active at an instant (`POST /api/global/discounts/search`). */
export async function searchGlobalDiscounts(client: ApiClient, search: DiscountSearch = {}): Promise<ApiResult<Page<Discount>>> {
  // Calls never throw (types.ts): bad input becomes the same 422 failure the server would answer.
  const parsed = discountSearchSchema.safeParse(search);
  if (!parsed.success) return failure(invalidInput(parsed.error));
  return client.request('POST', '/api/global/discounts/search', { body: parsed.data, schema: discountPageSchema });
}
