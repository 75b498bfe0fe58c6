import type { Page } from '../contract/common.ts';
import { discountPageSchema, discountSearchSchema, type Discount, type DiscountSearch } from '../contract/commerce.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Global discounts active at an instant (`POST /api/global/discounts/search`). */
export function searchGlobalDiscounts(client: ApiClient, search: DiscountSearch = {}): Promise<ApiResult<Page<Discount>>> {
  return client.request('POST', '/api/global/discounts/search', {
    body: discountSearchSchema.parse(search),
    schema: discountPageSchema,
  });
}
