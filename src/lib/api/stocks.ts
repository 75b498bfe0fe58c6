import type { SkuStock } from '../contract/commerce.ts';
import { mapResult } from './client.ts';
import type { ApiClient, ApiResult } from './types.ts';

/**
 * Live stock and prices of skus (`POST /api/stocks/items/skus/search`). Runs in the browser, so the
 * answer is typed, not parsed with zod; callers treat every field defensively.
 */
export async function searchSkuStock(client: ApiClient, skuIds: readonly number[]): Promise<ApiResult<SkuStock[]>> {
  const result = await client.request<{ list: SkuStock[] }>('POST', '/api/stocks/items/skus/search', {
    body: { skuIds: [...skuIds] },
  });
  return mapResult(result, (body) => (Array.isArray(body?.list) ? body.list : []));
}
