import type { SkuStock } from '../contract/domain.ts';
import { skuStockListWireSchema } from '../contract/commerce.ts';
import { MAX_SKUS_PER_STOCK_SEARCH } from '../contract/limits.ts';
import { failure } from './result.ts';
import { reshapeSkuStock } from './reshape.ts';
import type { ApiClient, ApiResult } from './types.ts';

/**
 * Live stock and prices of skus (`POST /api/stocks/items/skus/search`), asked in batches the API
 * accepts, one after another (a big cart must not fire every batch at once); the first failed
 * batch is the answer. A read, so it may be retried.
 */
export async function searchSkuStock(client: ApiClient, skuIds: readonly number[]): Promise<ApiResult<SkuStock[]>> {
  const list: SkuStock[] = [];
  let status = 200;
  for (let i = 0; i < skuIds.length; i += MAX_SKUS_PER_STOCK_SEARCH) {
    const batch = skuIds.slice(i, i + MAX_SKUS_PER_STOCK_SEARCH);
    const answer = await client.request('POST', '/api/stocks/items/skus/search', { body: { skuIds: batch }, schema: skuStockListWireSchema, retry: true });
    if (!answer.ok) return failure(answer.error);
    status = answer.status;
    list.push(...answer.body.list.map(reshapeSkuStock));
  }
  return { ok: true, status, body: list };
}
