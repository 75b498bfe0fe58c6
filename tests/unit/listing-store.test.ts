import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import type { FoundProducts } from '../../src/lib/search/pagefind.ts';
import type { ProductSummary } from '../../src/lib/product-summary.ts';
import type { ListingQuery } from '../../src/lib/search/listing-query.ts';
import {
  $listing, $listingView, $refineText, changeListing, followUrl, prepareSearch, refineListing, startListing, type ListingPorts, type ListingSetup,
} from '../../src/stores/listing.ts';

const product = (id: number) => ({ id, name: `Pen ${id}` }) as ProductSummary;
const CATEGORIES = [{ id: 1, name: 'Pens', slug: 'pens' }, { id: 2, name: 'Mugs', slug: 'mugs' }];
const PRERENDERED: ListingSetup = { initial: { products: [product(1)], total: 40 }, categories: CATEGORIES, fixedCategoryId: null };

/** Ports that record what the store asked for and answer when the test says so. */
function fakePorts() {
  const searches: { term: string | null; options: object; page: number; answer: (found: FoundProducts | null) => void; fail: () => void }[] = [];
  const urls: { params: string; replace: boolean }[] = [];
  const ports: ListingPorts = {
    search: (term, options, page) => new Promise((answer, fail) => searches.push({ term, options, page, answer, fail: () => fail(new Error('offline')) })),
    cancelSearch: () => undefined,
    prepareSearch: () => undefined,
    categoryPage: async (slug) => ({ total: 3, products: [product(slug === 'mugs' ? 20 : 10)] }),
    navigate: (params, replace) => urls.push({ params: params.toString(), replace }),
  };
  return { ports, searches, urls };
}
const untouched = { typed: null, sort: null };
const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => cleanStores($listing, $listingView, $refineText));

describe('startListing', () => {
  it('shows the prerendered first page without a search when the URL asks for nothing else', () => {
    const { ports, searches } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams(), untouched);
    expect($listingView.get()).toEqual({ status: 'ready', products: [product(1)], total: 40 });
    expect(searches).toEqual([]);
  });

  it('searches what the URL asks for, showing skeletons (loading) until the answer', async () => {
    const { ports, searches } = fakePorts();
    startListing({ ...PRERENDERED, initial: null }, ports, new URLSearchParams('query=pen&sort=price_asc'), untouched);
    expect($listingView.get()).toEqual({ status: 'loading' });
    expect($refineText.get()).toBe('pen');
    expect(searches[0]).toMatchObject({ term: 'pen', options: { sort: { price: 'asc' } }, page: 1 });
    searches[0]!.answer({ total: 1, products: [product(5)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 1, products: [product(5)] });
  });

  it('takes up text typed and a sort chosen before the island woke, over the URL', async () => {
    const { ports, searches, urls } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams(), { typed: 'notebook', sort: 'price_desc' });
    expect($refineText.get()).toBe('notebook');
    expect($listing.get()).toEqual({ query: 'notebook', categoryId: null, sort: 'price_desc', page: 1 });
    expect(searches.at(-1)).toMatchObject({ term: 'notebook', options: { sort: { price: 'desc' } } });
    expect(urls.at(-1)).toEqual({ params: 'query=notebook&sort=price_desc', replace: false });
  });

  it('ignores an unknown sort left in the page', () => {
    const { ports } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams(), { typed: null, sort: 'cheapest' });
    expect($listing.get().sort).toBe('relevance');
  });

  it("reads a category's first page from its payload, not the search index", async () => {
    const { ports, searches } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams('categoryId=2'), untouched);
    await settle();
    expect(searches).toEqual([]);
    expect($listingView.get()).toEqual({ status: 'ready', total: 3, products: [product(20)] });
  });
});

describe('refineListing', () => {
  it('searches from two characters, replacing the URL rather than stacking history', () => {
    const { ports, searches, urls } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams(), untouched);
    refineListing('t');
    expect(searches).toEqual([]);
    expect($refineText.get()).toBe('t');
    refineListing('te ');
    expect(searches.at(-1)?.term).toBe('te');
    expect(urls.at(-1)).toEqual({ params: 'query=te', replace: true });
  });

  it('never shows the answer of a listing the shopper has moved on from', async () => {
    const { ports, searches } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams(), untouched);
    refineListing('te');
    refineListing('tea');
    searches[0]!.answer({ total: 9, products: [product(9)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'loading' });
    searches[1]!.answer({ total: 1, products: [product(2)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 1, products: [product(2)] });
  });
});

describe('changeListing', () => {
  it('goes back to page 1 on a new sort, with a history entry; a failed search shows an error', async () => {
    const { ports, searches, urls } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams('page=3'), untouched);
    changeListing({ sort: 'newest' });
    expect($listing.get()).toMatchObject({ sort: 'newest', page: 1 });
    expect(urls.at(-1)).toEqual({ params: 'sort=newest', replace: false });
    searches.at(-1)!.fail();
    await settle();
    expect($listingView.get()).toEqual({ status: 'error' });
  });
});

describe('followUrl', () => {
  it('follows back/forward without writing the URL again', () => {
    const { ports, urls } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams('query=pen'), untouched);
    followUrl(new URLSearchParams());
    expect($listingView.get()).toEqual({ status: 'ready', products: [product(1)], total: 40 });
    expect($refineText.get()).toBe('');
    expect(urls).toEqual([]);
  });
});

/** The search shell's ports: the commerce API answers what `apiPage` is asked, when the test says so. */
function shellPorts() {
  const fake = fakePorts();
  const asked: { listing: ListingQuery; answer: (found: FoundProducts) => void; fail: () => void }[] = [];
  const ports: ListingPorts = {
    ...fake.ports,
    apiPage: (listing) => new Promise((answer, fail) => asked.push({ listing, answer, fail: () => fail(new Error('API down')) })),
  };
  return { ...fake, ports, asked };
}
const SHELL: ListingSetup = { ...PRERENDERED, initial: null };

describe('the search shell', () => {
  it('answers the listing the URL asks for from the commerce API, without the search index', async () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pen&categoryId=1'), untouched);
    expect($listingView.get()).toEqual({ status: 'loading' });
    expect(asked.map((call) => call.listing)).toEqual([{ query: 'pen', categoryId: 1, sort: 'relevance', page: 1 }]);
    asked[0]!.answer({ total: 30, products: [product(7)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 30, products: [product(7)] });
    expect(searches).toEqual([]);
  });

  it('keeps pages and the newest sort of that text on the API, and sends new text to the index', () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pen'), untouched);
    changeListing({ page: 2 });
    changeListing({ sort: 'newest' });
    expect(asked.map((call) => call.listing)).toEqual([
      { query: 'pen', categoryId: null, sort: 'relevance', page: 1 },
      { query: 'pen', categoryId: null, sort: 'relevance', page: 2 },
      { query: 'pen', categoryId: null, sort: 'newest', page: 1 },
    ]);
    expect(searches).toEqual([]);
    refineListing('pencil');
    expect(asked).toHaveLength(3);
    expect(searches.at(-1)).toMatchObject({ term: 'pencil', options: { sort: { newest: 'desc' } }, page: 1 });
  });

  it('sends the price sorts to the index, whose price key is the price the cards show', () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pen&sort=price_desc'), untouched);
    expect(asked).toEqual([]);
    expect(searches.at(-1)).toMatchObject({ term: 'pen', options: { sort: { price: 'desc' } } });
    changeListing({ sort: 'relevance' });
    expect(asked.map((call) => call.listing.sort)).toEqual(['relevance']);
  });

  it('falls back to the index when the API fails, for that listing and every later one', async () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pen'), untouched);
    asked[0]!.fail();
    await settle();
    expect(searches.map((search) => search.term)).toEqual(['pen']);
    searches[0]!.answer({ total: 2, products: [product(3)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 2, products: [product(3)] });
    changeListing({ sort: 'newest' });
    expect(asked).toHaveLength(1);
    expect(searches.at(-1)).toMatchObject({ term: 'pen', options: { sort: { newest: 'desc' } } });
  });

  it('takes up text typed before the island woke on the index, not the API', () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pen'), { typed: 'mug', sort: null });
    expect(searches.at(-1)?.term).toBe('mug');
    expect($listing.get().query).toBe('mug');
    // The URL's own listing was asked for as the island woke; its answer is no one's now.
    asked[0]?.answer({ total: 1, products: [product(1)] });
    expect($listingView.get()).toEqual({ status: 'loading' });
  });

  it('never asks the API on a page with its own first page (category pages, the product list)', () => {
    const { ports, asked, searches } = shellPorts();
    startListing(PRERENDERED, ports, new URLSearchParams('query=pen'), untouched);
    expect(asked).toEqual([]);
    expect(searches.at(-1)?.term).toBe('pen');
  });
});

describe('prepareSearch', () => {
  it('asks the ports to fetch the search library ahead of a search', () => {
    const { ports } = fakePorts();
    let prepared = 0;
    startListing(PRERENDERED, { ...ports, prepareSearch: () => prepared++ }, new URLSearchParams(), untouched);
    prepareSearch();
    expect(prepared).toBe(1);
  });
});
