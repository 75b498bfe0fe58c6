import type { Discount } from '../contract/commerce.ts';
import { mapResult } from './client.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** More global discounts than run at once in any shop; one page is the whole answer. */
const PAGE_SIZE = 100;

/**
 * The global discounts running now (`POST /api/global/discounts/search`), for the browser's live
 * cart check. Typed, not parsed with zod (the build-side `searchGlobalDiscounts` does that), to keep
 * zod out of the islands; callers treat every field defensively.
 */
export async function searchActiveDiscounts(client: ApiClient): Promise<ApiResult<Discount[]>> {
  const result = await client.request<{ list: Discount[] }>('POST', '/api/global/discounts/search', { body: { size: PAGE_SIZE } });
  return mapResult(result, (body) => (Array.isArray(body?.list) ? body.list : []));
}
