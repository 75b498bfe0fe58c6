import type { SkuStock } from '../contract/commerce.ts';
import { MAX_SKUS_PER_STOCK_SEARCH } from '../contract/limits.ts';
import { failure } from './client.ts';
import type { ApiClient, ApiResult } from './types.ts';

/**
 * Live stock and prices of skus (`POST /api/stocks/items/skus/search`), asked in batches the API
 * accepts; the first failed batch is the answer. Runs in the browser, so the answer is typed, not
 * parsed with zod; callers treat every field defensively.
 */
export async function searchSkuStock(client: ApiClient, skuIds: readonly number[]): Promise<ApiResult<SkuStock[]>> {
  const batches: number[][] = [];
  for (let i = 0; i < skuIds.length; i += MAX_SKUS_PER_STOCK_SEARCH) batches.push(skuIds.slice(i, i + MAX_SKUS_PER_STOCK_SEARCH));
  const answers = await Promise.all(batches.map((batch) =>
    client.request<{ list: SkuStock[] }>('POST', '/api/stocks/items/skus/search', { body: { skuIds: batch } })));
  const list: SkuStock[] = [];
  for (const answer of answers) {
    if (!answer.ok) return failure(answer.error);
    if (Array.isArray(answer.body?.list)) list.push(...answer.body.list);
  }
  return { ok: true, status: answers[0]?.status ?? 200, body: list };
}
