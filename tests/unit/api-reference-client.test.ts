import { beforeAll, describe, expect, it } from 'vitest';
import { useReferenceApi } from './support/reference-api.ts';
import { createApiClient, listProducts, searchGlobalDiscounts, searchLinkedItems, type ApiClient } from '../../src/lib/api/index.ts';
import type { Product } from '../../src/lib/contract/index.ts';
import { unitPrice } from '../../src/lib/pricing.ts';

// The client against the real reference API (its own database, a free port): the two sides agree
// on the contract only if a real request goes through it.
const api = useReferenceApi();
let client: ApiClient;

beforeAll(async () => {
  client = createApiClient({
    baseURL: api.origin,
    apiKey: api.running.config.apiKeys[0]!,
    deviceId: 'unit-test',
    retryDelay: 1,
  });
});

/** What a shopper pays for the cheapest sku of a product (spec §5). */
const lowest = (product: Product) => Math.min(...product.skus.map(unitPrice));

async function productsSortedBy(sort: 'relevance' | 'price_asc' | 'price_desc' | 'newest'): Promise<Product[]> {
  const result = await listProducts(client, { size: 100, sort });
  if (!result.ok) throw new Error(`listProducts(${sort}) failed: ${result.error.message}`);
  return result.body.list;
}

describe('listProducts', () => {
  it('has the API sort by lowest unit price, cheapest first', async () => {
    const prices = (await productsSortedBy('price_asc')).map(lowest);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('has the API sort by lowest unit price, dearest first', async () => {
    const prices = (await productsSortedBy('price_desc')).map(lowest);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBeGreaterThan(prices.at(-1)!);
  });

  it('has the API sort newest first', async () => {
    const dates = (await productsSortedBy('newest')).map((product) => product.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('gives a different order for each sort, so none is ignored', async () => {
    const orders = await Promise.all((['relevance', 'price_asc', 'price_desc', 'newest'] as const).map(productsSortedBy));
    const firstIds = new Set(orders.map((list) => list.slice(0, 10).map((product) => product.id).join()));
    expect(firstIds.size).toBe(4);
  });
});

describe('searchLinkedItems', () => {
  it('finds related products through the real endpoint', async () => {
    const result = await searchLinkedItems(client, { itemId: 1, size: 4 });
    expect(result.ok && result.body.list).toHaveLength(4);
  });

  it('resolves bad input to a 422 failure, as the API would answer it', async () => {
    await expect(searchLinkedItems(client, { itemId: 0 })).resolves.toMatchObject({ ok: false, status: 422, error: { fieldErrors: { itemId: expect.any(String) } } });
  });
});

describe('searchGlobalDiscounts', () => {
  it('lists the discounts active now through the real endpoint', async () => {
    const result = await searchGlobalDiscounts(client);
    expect(result.ok && result.body.list.map((discount) => discount.name)).toEqual(['Gift Week: 10% off gift boxes']);
  });

  it('resolves bad input to a 422 failure, as the API would answer it', async () => {
    await expect(searchGlobalDiscounts(client, { activeAt: 'tomorrow' })).resolves.toMatchObject({ ok: false, status: 422, error: { fieldErrors: { activeAt: expect.any(String) } } });
  });
});
