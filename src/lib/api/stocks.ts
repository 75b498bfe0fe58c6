import type { SkuStock } from '../contract/commerce.ts';
import { MAX_SKUS_PER_STOCK_SEARCH } from '../contract/limits.ts';
import { mapResult } from './client.ts';
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
  const failed = answers.find((answer) => !answer.ok);
  if (failed) return mapResult(failed, () => []);
  return { ok: true, status: 200, body: answers.flatMap((answer) => (answer.ok && Array.isArray(answer.body?.list) ? answer.body.list : [])) };
}
