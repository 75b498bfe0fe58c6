import { beforeAll, describe, expect, it } from 'vitest';
import { useReferenceApi } from './support/reference-api.ts';
import * as v from 'valibot';
import { searchActiveDiscounts } from '../../src/lib/api/discounts.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { listProducts } from '../../src/lib/api/items.ts';
import { searchSkuStock } from '../../src/lib/api/stocks.ts';
import { MAX_SKUS_PER_STOCK_SEARCH } from '../../src/lib/contract/limits.ts';
import { skuStockQuerySchema } from '../../src/lib/contract/commerce.ts';

// The browser's live calls against the real reference API on a fresh database.
const api = useReferenceApi();
let client: ReturnType<typeof createApiClient>;

beforeAll(async () => {
  client = createApiClient({ baseURL: api.origin, apiKey: 'demo-storefront-key', deviceId: 'test' });
});

describe('searchSkuStock', () => {
  it('asks for a cart larger than one request allows in batches, and answers every sku', async () => {
    const ids: number[] = [];
    for (let page = 1; ids.length <= 2 * MAX_SKUS_PER_STOCK_SEARCH; page++) {
      const products = await listProducts(client, { page, size: 100 });
      if (!products.ok || products.body.list.length === 0) throw new Error('the demo catalogue has too few skus');
      ids.push(...products.body.list.flatMap((product) => product.skus.map((sku) => sku.id)));
    }
    expect(v.is(skuStockQuerySchema, { skuIds: ids })).toBe(false); // one request would be refused
    const result = await searchSkuStock(client, ids);
    expect(result.ok).toBe(true);
    const found = result.ok ? result.body.map((row) => row.skuId) : [];
    expect([...found].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('fails as a whole when a batch fails', async () => {
    const result = await searchSkuStock(client, [1, -5]);
    expect(result).toMatchObject({ ok: false, status: 422 });
  });
});

describe('searchActiveDiscounts', () => {
  it('lists the global discounts running now', async () => {
    const result = await searchActiveDiscounts(client);
    expect(result.ok).toBe(true);
    const now = Date.now();
    const list = result.ok ? result.body : [];
    expect(list.length).toBeGreaterThan(0);
    for (const discount of list) {
      expect(Date.parse(discount.startsAt)).toBeLessThanOrEqual(now);
      expect(Date.parse(discount.endsAt)).toBeGreaterThan(now);
    }
  });
});
