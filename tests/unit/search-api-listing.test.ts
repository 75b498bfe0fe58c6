import { describe, expect, it } from 'vitest';
import { fetchProductPage, productPageUrl, type ProductApi } from '../../src/lib/api/product-fetch.ts';
import { searchProductPage } from '../../src/lib/api/product-search.ts';
import type { Discount } from '../../src/lib/contract/index.ts';
import { discountLabel, withDiscount } from '../../src/lib/discounts.ts';
import { summarize } from '../../src/lib/product-summary.ts';
import { apiListing, apiSearch, withBuildDiscount, type BuildDiscount, type BuildPricing } from '../../src/lib/search/api-listing.ts';
import { earlySearchScript } from '../../src/lib/search/early-search.ts';
import { parseListingQuery, type ListingQuery } from '../../src/lib/search/listing-query.ts';
import { useReferenceApi } from './support/reference-api.ts';

const reference = useReferenceApi();
const api = (): ProductApi => ({ base: reference.origin, headers: { ...reference.keyHeaders, 'X-DEVICE-ID': 'unit-test' } });
const listing = (over: Partial<ListingQuery> = {}): ListingQuery => ({ query: '', categoryId: null, sort: 'relevance', page: 1, ...over });
const CATEGORIES = [{ id: 1, slug: 'pens' }, { id: 2, slug: 'pencils' }, { id: 11, slug: 'mugs' }];

describe('apiSearch', () => {
  it('asks for a listing page of 24, relevance with text, newest first without (the browsing order)', () => {
    expect(apiSearch(listing({ query: 'pen', page: 2 }))).toEqual({ page: 2, size: 24, categoryId: null, query: 'pen', sort: 'relevance' });
    expect(apiSearch(listing({ categoryId: 3 }))).toEqual({ page: 1, size: 24, categoryId: 3, query: '', sort: 'newest' });
    expect(apiSearch(listing({ sort: 'price_desc' })).sort).toBe('price_desc');
  });
});

describe('productPageUrl', () => {
  it('leaves out an empty text and no category, in a fixed order', () => {
    const base = { base: 'https://api.test', headers: {} };
    expect(productPageUrl(base, { page: 1, size: 24, categoryId: null, query: '', sort: 'newest' })).toBe('https://api.test/api/v3/items/joined?page=1&size=24&sort=newest');
    expect(productPageUrl(base, { page: 2, size: 24, categoryId: 4, query: 'gift box', sort: 'relevance' }))
      .toBe('https://api.test/api/v3/items/joined?page=2&size=24&sort=relevance&categoryId=4&query=gift+box');
  });
});

describe('searchProductPage', () => {
  it('reads a page of products from the reference API, checked and reshaped', async () => {
    const page = await searchProductPage(api(), { page: 1, size: 5, categoryId: null, query: 'pen', sort: 'relevance' });
    expect(page?.list.length).toBeGreaterThan(0);
    expect(page?.total).toBeGreaterThanOrEqual(page!.list.length);
    expect(page?.list[0]?.skus[0]).toHaveProperty('salePrice');
    expect(page?.list[0]?.images[0]).not.toHaveProperty('image');
  });

  it('is null, never a throw, when the key is refused or nobody answers', async () => {
    const search = { page: 1, size: 5, categoryId: null, query: 'pen', sort: 'relevance' } as const;
    expect(await searchProductPage({ ...api(), headers: { 'X-API-KEY': 'wrong' } }, search)).toBeNull();
    expect(await searchProductPage({ base: 'http://127.0.0.1:9', headers: {} }, search)).toBeNull();
  });
});

describe('fetchProductPage', () => {
  it('takes the early request of the same URL once, then asks the API again', async () => {
    const search = { page: 1, size: 3, categoryId: null, query: 'mug', sort: 'relevance' } as const;
    globalThis.earlyProductSearch = { url: productPageUrl(api(), search), body: Promise.resolve({ early: true }) };
    expect(await fetchProductPage(api(), search)).toEqual({ early: true });
    expect(await fetchProductPage(api(), search)).toMatchObject({ list: expect.any(Array), size: 3 });
  });

  it('leaves an early request of another URL unused, and asks for its own', async () => {
    const search = { page: 1, size: 3, categoryId: null, query: 'mug', sort: 'relevance' } as const;
    globalThis.earlyProductSearch = { url: productPageUrl(api(), { ...search, sort: 'newest' }), body: Promise.resolve({ early: true }) };
    expect(await fetchProductPage(api(), search)).toMatchObject({ list: expect.any(Array) });
    expect(globalThis.earlyProductSearch).toBeUndefined();
  });
});

describe('withBuildDiscount', () => {
  const builtAt = new Date();
  const running = (over: Partial<Discount>): Discount => ({
    id: 1, name: 'Sale', type: 'percent', value: 10, categoryId: null, startsAt: '2000-01-01T00:00:00.000Z', endsAt: '2999-01-01T00:00:00.000Z', ...over,
  });
  const forBuild = (discounts: Discount[]): BuildPricing => ({ discounts: discounts.map((d) => ({ ...d, label: discountLabel(d) })) });
  const sets: Discount[][] = [
    [],
    [running({})],
    [running({ categoryId: 1, type: 'fixed', value: 5 }), running({ id: 2, categoryId: 1, value: 20 }), running({ id: 3, categoryId: 2, value: 50 })],
    [running({ type: 'fixed', value: 40 }), running({ id: 2, value: 15 })],
  ];

  it('prices every product exactly as withDiscount does at the build’s instant', async () => {
    const products = (await searchProductPage(api(), { page: 1, size: 100, categoryId: null, query: '', sort: 'newest' }))!.list;
    for (const discounts of sets) {
      for (const product of products) expect(withBuildDiscount(product, forBuild(discounts))).toEqual(withDiscount(product, discounts, builtAt));
    }
  });
});

describe('apiListing', () => {
  const everything: BuildDiscount = { id: 9, name: 'All week', type: 'percent', value: 10, categoryId: null, label: '10% off' };

  it('gives cards priced with the build’s discounts, as the static pages price them', async () => {
    const found = await apiListing(listing({ query: 'pen' }), { discounts: [everything] }, api());
    const raw = await searchProductPage(api(), apiSearch(listing({ query: 'pen' })));
    expect(found.total).toBe(raw!.total);
    expect(found.products).toEqual(raw!.list.map((product) => summarize(withBuildDiscount(product, { discounts: [everything] }))));
    expect(found.products.every((card) => card.discount === '10% off')).toBe(true);
  });

  it('rejects when the API gave no listing, so the index can answer instead', async () => {
    await expect(apiListing(listing({ query: 'pen' }), { discounts: [] }, api(), async () => null)).rejects.toThrow();
  });
});

describe('earlySearchScript', () => {
  /** Runs the inline script as a page would at `search`, and returns the request it left. */
  function runEarly(search: string) {
    const sent: { url: string; headers: unknown }[] = [];
    const page: { earlyProductSearch?: { url: string; body: Promise<unknown> } } = {};
    const fetch = (url: string, init: { headers: unknown }) => (sent.push({ url, headers: init.headers }), Promise.resolve({ ok: true, json: async () => ({}) }));
    new Function('location', 'fetch', 'self', earlySearchScript(api(), CATEGORIES.map((c) => c.id)))({ search }, fetch, page);
    return { sent, early: page.earlyProductSearch };
  }

  it('asks for exactly what the island will ask the API for, with the API’s headers', () => {
    const urls = ['?query=pen', '?query=%20gift%20box%20&sort=relevance', '?page=3&sort=newest', '?categoryId=2&query=mug', '?categoryId=99&query=x',
      '?query=pen&page=abc', '?sort=newest&page=2', '', `?query=${encodeURIComponent('কলম')}&page=2`, `?query=${'a'.repeat(120)}`];
    for (const url of urls) {
      const { sent, early } = runEarly(url);
      const island = productPageUrl(api(), apiSearch(parseListingQuery(new URLSearchParams(url), CATEGORIES)));
      expect(early?.url, url).toBe(island);
      expect(sent, url).toEqual([{ url: island, headers: api().headers }]);
    }
  });

  it('asks for nothing the island takes from the index: price sorts, a category named by slug', () => {
    for (const url of ['?query=pen&category=pens', '?query=pen&sort=price_asc', '?sort=price_desc&page=2', '?query=pen&sort=cheapest']) {
      expect(runEarly(url), url).toEqual({ sent: [], early: undefined });
    }
  });
});
