import type { Page } from '../contract/common.ts';
import { discountPageSchema, type Discount, type DiscountSearch } from '../contract/commerce.ts';
import { mapResult } from './result.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** More global discounts than run at once in any shop; one page is the whole answer. */
const ACTIVE_PAGE_SIZE = 100;

/** Global discounts active at an instant (`POST /api/global/discounts/search`); a read, so retried. */
export async function searchGlobalDiscounts(client: ApiClient, search: DiscountSearch = {}): Promise<ApiResult<Page<Discount>>> {
  return client.request('POST', '/api/global/discounts/search', { body: search, schema: discountPageSchema, retry: true });
}

/** The global discounts running now by the server's clock, for the browser's live cart check. */
export async function searchActiveDiscounts(client: ApiClient): Promise<ApiResult<Discount[]>> {
  return mapResult(await searchGlobalDiscounts(client, { size: ACTIVE_PAGE_SIZE }), (page) => page.list);
}
