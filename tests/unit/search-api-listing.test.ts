import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/lib/api/index.ts';
import { searchProductPage, type ProductSearch } from '../../src/lib/api/product-search.ts';
import type { Discount } from '../../src/lib/contract/index.ts';
import { withDiscount } from '../../src/lib/discounts.ts';
import { summarize } from '../../src/lib/product-summary.ts';
import { UnansweredListing, apiListing, apiSearch, withBuildDiscount, type BuildPricing, type ListedDiscount } from '../../src/lib/search/api-listing.ts';
import { parseListingQuery, type ListingQuery } from '../../src/lib/search/listing-query.ts';
import { useReferenceApi } from './support/reference-api.ts';

const reference = useReferenceApi();
const api = (): ApiClient => createApiClient({ baseURL: reference.origin, apiKey: reference.keyHeaders['X-API-KEY']!, deviceId: 'unit-test', retryDelay: 1 });
const listing = (over: Partial<ListingQuery> = {}): ListingQuery => ({ query: '', categoryId: null, sort: 'relevance', page: 1, ...over });
const CATEGORIES = [{ id: 1, slug: 'pens' }, { id: 2, slug: 'pencils' }, { id: 11, slug: 'mugs' }];
const resultOf = (client: ApiClient) => (search: ProductSearch) => searchProductPage(client, search);
const pageOf = (client: ApiClient) => async (search: ProductSearch) => {
  const result = await searchProductPage(client, search);
  return result.ok ? result.body : null;
};

/** A client to the reference API that records the query of every call. */
function recordingClient() {
  const real = api();
  const asked: Record<string, unknown>[] = [];
  const client: ApiClient = { request: (method, path, options) => (asked.push({ method, path, ...options?.query }), real.request(method, path, options)) };
  return { client, asked };
}

describe('apiSearch', () => {
  it('asks for a listing page of 24, relevance with text, newest first without (the browsing order)', () => {
    expect(apiSearch(listing({ query: 'pen', page: 2 }))).toEqual({ page: 2, size: 24, categoryId: null, query: 'pen', sort: 'relevance' });
    expect(apiSearch(listing({ categoryId: 3 }))).toEqual({ page: 1, size: 24, categoryId: 3, query: '', sort: 'newest' });
    expect(apiSearch(listing({ sort: 'price_desc' })).sort).toBe('price_desc');
  });
});

describe('searchProductPage', () => {
  it('asks GET /api/v3/items/joined, leaving out an empty text and no category', async () => {
    const { client, asked } = recordingClient();
    await searchProductPage(client, { page: 1, size: 24, categoryId: null, query: '', sort: 'newest' });
    await searchProductPage(client, { page: 2, size: 24, categoryId: 4, query: 'gift box', sort: 'relevance' });
    expect(asked).toEqual([
      { method: 'GET', path: '/api/v3/items/joined', page: 1, size: 24, sort: 'newest', categoryId: null, query: undefined },
      { method: 'GET', path: '/api/v3/items/joined', page: 2, size: 24, sort: 'relevance', categoryId: 4, query: 'gift box' },
    ]);
  });

  it('reads a page of products from the reference API, checked and reshaped', async () => {
    const result = await searchProductPage(api(), { page: 1, size: 5, categoryId: null, query: 'pen', sort: 'relevance' });
    const page = result.ok ? result.body : null;
    expect(page?.list.length).toBeGreaterThan(0);
    expect(page?.total).toBeGreaterThanOrEqual(page!.list.length);
    expect(page?.list[0]?.skus[0]).toHaveProperty('salePrice');
    expect(page?.list[0]?.images[0]).not.toHaveProperty('image');
  });

  it('fails, never throws, when the key is refused or nobody answers', async () => {
    const search = { page: 1, size: 5, categoryId: null, query: 'pen', sort: 'relevance' } as const;
    const refused = createApiClient({ baseURL: reference.origin, apiKey: 'wrong', deviceId: 'unit-test' });
    expect(await searchProductPage(refused, search)).toMatchObject({ ok: false, status: 401 });
    const nobody = createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'k', deviceId: 'd', retry: 0 });
    expect(await searchProductPage(nobody, search)).toMatchObject({ ok: false, error: { network: true } });
  });
});

describe('withBuildDiscount', () => {
  const builtAt = new Date();
  const running = (over: Partial<Discount>): Discount => ({
    id: 1, name: 'Sale', type: 'percent', value: 10, categoryId: null, startsAt: '2000-01-01T00:00:00.000Z', endsAt: '2999-01-01T00:00:00.000Z', ...over,
  });
  const forBuild = (discounts: Discount[]): BuildPricing => ({ discounts });
  const sets: Discount[][] = [
    [],
    [running({})],
    [running({ categoryId: 1, type: 'fixed', value: 5 }), running({ id: 2, categoryId: 1, value: 20 }), running({ id: 3, categoryId: 2, value: 50 })],
    [running({ type: 'fixed', value: 40 }), running({ id: 2, value: 15 })],
  ];

  it('prices every product exactly as withDiscount does at the build’s instant', async () => {
    const products = (await pageOf(api())({ page: 1, size: 100, categoryId: null, query: '', sort: 'newest' }))!.list;
    for (const discounts of sets) {
      for (const product of products) expect(withBuildDiscount(product, forBuild(discounts))).toEqual(withDiscount(product, discounts, builtAt));
    }
  });
});

describe('apiListing', () => {
  const everything: ListedDiscount = { id: 9, name: 'All week', type: 'percent', value: 10, categoryId: null };

  it('gives cards priced with the build’s discounts, as the static pages price them', async () => {
    const found = await apiListing(listing({ query: 'pen' }), { discounts: [everything] }, resultOf(api()));
    const raw = await pageOf(api())(apiSearch(listing({ query: 'pen' })));
    expect(found.total).toBe(raw!.total);
    expect(found.products).toEqual(raw!.list.map((product) => summarize(withBuildDiscount(product, { discounts: [everything] }))));
    expect(found.products.every((card) => card.off?.type === 'percent' && card.off.value === 10)).toBe(true);
  });

  it('rejects when the API gave no listing, so the index can answer instead', async () => {
    const nobody = createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'k', deviceId: 'd', retry: 0 });
    await expect(apiListing(listing({ query: 'pen' }), { discounts: [] }, resultOf(nobody))).rejects.toEqual(new UnansweredListing(true));
  });

  it('says the API is down when it did not answer or failed, not when it refused the one request (a 4xx)', async () => {
    const answered = (status: number) => async () => ({ ok: false as const, status, error: { status, network: false, message: '', fieldErrors: {}, showable: false } });
    await expect(apiListing(listing({ query: 'pen' }), { discounts: [] }, answered(503))).rejects.toMatchObject({ down: true });
    await expect(apiListing(listing({ query: 'pen' }), { discounts: [] }, answered(422))).rejects.toMatchObject({ down: false });
  });
});

describe('the search shell’s early request (src/stores/search-listing.ts)', () => {
  const pricing: BuildPricing = { discounts: [] };
  /** The store as a fresh page loads it, calling the API through `client`. */
  async function freshPage(client: ApiClient) {
    vi.resetModules();
    (await import('../../src/stores/api-client.ts')).setApiClient(client);
    return import('../../src/stores/search-listing.ts');
  }
  afterEach(async () => (await import('../../src/stores/api-client.ts')).setApiClient(undefined));

  it('asks for exactly what the island will ask the API for: the island takes its answer, and asks nothing itself', async () => {
    const urls = ['?query=pen', '?query=%20gift%20box%20&sort=relevance', '?page=3&sort=newest', '?categoryId=2&query=mug', '?categoryId=99&query=x',
      '?query=pen&page=abc', '?sort=newest&page=2', '', `?query=${encodeURIComponent('কলম')}&page=2`, `?query=${'a'.repeat(120)}`,
      '?query=pen&category=pens', '?category=mugs&page=2'];
    for (const url of urls) {
      const { client, asked } = recordingClient();
      const page = await freshPage(client);
      page.startSearchListing(new URLSearchParams(url), CATEGORIES);
      expect(asked, url).toHaveLength(1);
      const island = parseListingQuery(new URLSearchParams(url), CATEGORIES);
      const found = await page.searchListingPage(island, pricing);
      expect(asked, url).toHaveLength(1);
      const fresh = await apiListing(island, pricing, resultOf(api()));
      expect(found, url).toEqual(fresh);
    }
  });

  it('asks for nothing the island takes elsewhere: price sorts from the index, a category’s first page from its payload', async () => {
    for (const url of ['?query=pen&sort=price_asc', '?sort=price_desc&page=2', '?categoryId=2', '?category=mugs', '?category=pens&sort=relevance']) {
      const { client, asked } = recordingClient();
      (await freshPage(client)).startSearchListing(new URLSearchParams(url), CATEGORIES);
      expect(asked, url).toEqual([]);
    }
  });

  it('is taken once: the same page asked again later (back, forward) asks the API again', async () => {
    const { client, asked } = recordingClient();
    const page = await freshPage(client);
    page.startSearchListing(new URLSearchParams('?query=mug'), CATEGORIES);
    await page.searchListingPage(listing({ query: 'mug' }), pricing);
    await page.searchListingPage(listing({ query: 'mug' }), pricing);
    expect(asked).toHaveLength(2);
  });

  it('is left unused when the island asks for another page, which it asks for itself; and dropped', async () => {
    const { client, asked } = recordingClient();
    const page = await freshPage(client);
    page.startSearchListing(new URLSearchParams('?query=mug'), CATEGORIES);
    await page.searchListingPage(listing({ query: 'mug', page: 2 }), pricing);
    expect(asked.map((query) => query['page'])).toEqual([1, 2]);
    await page.searchListingPage(listing({ query: 'mug' }), pricing);
    expect(asked.map((query) => query['page'])).toEqual([1, 2, 1]);
  });

  it('is not sent once the island has asked (it would be no one’s)', async () => {
    const { client, asked } = recordingClient();
    const page = await freshPage(client);
    await page.searchListingPage(listing({ query: 'mug' }), pricing);
    page.startSearchListing(new URLSearchParams('?query=mug'), CATEGORIES);
    expect(asked).toHaveLength(1);
  });

  it('fails over to the index when the API gives no listing: the island’s page rejects', async () => {
    const page = await freshPage(createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'k', deviceId: 'd', retry: 0 }));
    page.startSearchListing(new URLSearchParams('?query=mug'), CATEGORIES);
    await expect(page.searchListingPage(listing({ query: 'mug' }), pricing)).rejects.toThrow();
  });
});
