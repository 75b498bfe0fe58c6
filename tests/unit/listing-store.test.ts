import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import type { FacetCounts, FoundProducts } from '../../src/lib/search/pagefind.ts';
import type { ProductSummary } from '../../src/lib/product-summary.ts';
import type { ListingQuery } from '../../src/lib/search/listing-query.ts';
import { NO_FILTERS, type ListingFilters } from '../../src/lib/search/listing-filters.ts';
import { UnansweredListing } from '../../src/lib/search/api-listing.ts';
import { chosenFilters } from '../../src/islands/listing/ChosenFilters.tsx';
import {
  $facets, $listing, $listingView, $refineText, changeFilters, changeListing, followUrl, prepareSearch, refineListing, startListing, wantFacets,
  type ListingPorts, type ListingSetup,
} from '../../src/stores/listing.ts';

const product = (id: number) => ({ id, name: `Pen ${id}` }) as ProductSummary;
const CATEGORIES = [{ id: 1, name: 'Pens', slug: 'pens' }, { id: 2, name: 'Mugs', slug: 'mugs' }];
const PRERENDERED: ListingSetup = { initial: { total: 40 }, categories: CATEGORIES, fixedCategoryId: null };

/** Ports that record what the store asked for and answer when the test says so. */
function fakePorts() {
  const searches: { term: string | null; options: object; page: number; answer: (found: FoundProducts | null) => void; fail: () => void }[] = [];
  const urls: { params: string; replace: boolean }[] = [];
  const facetCalls: { term: string | null; options: object; answer: (counts: FacetCounts | null) => void }[] = [];
  const ports: ListingPorts = {
    search: (term, options, page) => new Promise((answer, fail) => searches.push({ term, options, page, answer, fail: () => fail(new Error('offline')) })),
    facets: (term, options) => new Promise((answer) => facetCalls.push({ term, options, answer })),
    cancelSearch: () => undefined,
    prepareSearch: () => undefined,
    categoryPage: async (slug) => ({ total: 3, products: [product(slug === 'mugs' ? 20 : 10)] }),
    navigate: (params, replace) => urls.push({ params: params.toString(), replace }),
  };
  return { ports, searches, urls, facetCalls };
}
const untouched = { typed: null, sort: null };
const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => cleanStores($listing, $listingView, $refineText, $facets));

describe('startListing', () => {
  it('shows the prerendered first page without a search when the URL asks for nothing else', () => {
    const { ports, searches } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams(), untouched);
    expect($listingView.get()).toEqual({ status: 'prerendered', total: 40 });
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
    expect($listingView.get()).toEqual({ status: 'prerendered', total: 40 });
    expect($refineText.get()).toBe('');
    expect(urls).toEqual([]);
  });
});

/** The search shell's ports: the commerce API answers what `apiPage` is asked, when the test says so. */
function shellPorts() {
  const fake = fakePorts();
  const asked: { listing: ListingQuery; answer: (found: FoundProducts) => void; fail: () => void; refuse: () => void }[] = [];
  const ports: ListingPorts = {
    ...fake.ports,
    apiPage: (listing) => new Promise((answer, fail) => asked.push({
      listing, answer, fail: () => fail(new UnansweredListing(true)), refuse: () => fail(new UnansweredListing(false)),
    })),
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

  it('keeps pages, the newest sort and new text on the API; filters go to the index', () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pen'), untouched);
    changeListing({ page: 2 });
    changeListing({ sort: 'newest' });
    refineListing('pencil');
    expect(asked.map((call) => call.listing)).toEqual([
      { query: 'pen', categoryId: null, sort: 'relevance', page: 1 },
      { query: 'pen', categoryId: null, sort: 'relevance', page: 2 },
      { query: 'pen', categoryId: null, sort: 'newest', page: 1 },
      { query: 'pencil', categoryId: null, sort: 'newest', page: 1 },
    ]);
    expect(searches).toEqual([]);
    changeFilters(filtersOf({ brands: ['Deli'] }));
    expect(asked).toHaveLength(4);
    expect(searches.at(-1)).toMatchObject({ term: 'pencil', options: { sort: { newest: 'desc' }, narrow: filtersOf({ brands: ['Deli'] }) }, page: 1 });
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
    refineListing('pencil');
    expect(asked).toHaveLength(1);
    expect(searches.map((search) => search.term)).toEqual(['pen', 'pen', 'pencil']);
  });

  it('takes up text typed before the island woke, on the API', async () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pen'), { typed: 'mug', sort: null });
    expect(asked.map((call) => call.listing.query)).toEqual(['pen', 'mug']);
    expect($listing.get().query).toBe('mug');
    expect(searches).toEqual([]);
    // The URL's own listing was asked for as the island woke; its answer is no one's now.
    asked[0]!.answer({ total: 1, products: [product(1)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'loading' });
  });

  it('a superseded request that fails starts no search: the listing shown keeps its own', async () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pe'), untouched);
    changeListing({ sort: 'price_asc' });
    expect(searches.map((search) => search.term)).toEqual(['pe']);
    asked[0]!.fail();
    await settle();
    expect(searches).toHaveLength(1);
    searches[0]!.answer({ total: 2, products: [product(4)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 2, products: [product(4)] });
  });

  it('a request the API refused (a 4xx) goes to the index alone: later text still asks the API', async () => {
    const { ports, searches, asked } = shellPorts();
    startListing(SHELL, ports, new URLSearchParams('query=pen'), untouched);
    asked[0]!.refuse();
    await settle();
    expect(searches.map((search) => search.term)).toEqual(['pen']);
    refineListing('pencil');
    expect(asked.map((call) => call.listing.query)).toEqual(['pen', 'pencil']);
  });
});

describe('a prerendered listing (a category, the product list)', () => {
  it('answers text from the API, with the category it lists; never its first page, a filter or a price sort', async () => {
    const { ports, asked, searches } = shellPorts();
    startListing({ ...PRERENDERED, fixedCategoryId: 2 }, ports, new URLSearchParams(), untouched);
    expect($listingView.get()).toEqual({ status: 'prerendered', total: 40 });
    refineListing('tea');
    expect(asked.map((call) => call.listing)).toEqual([{ query: 'tea', categoryId: 2, sort: 'relevance', page: 1 }]);
    asked[0]!.answer({ total: 3, products: [product(21)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 3, products: [product(21)] });
    changeListing({ sort: 'price_asc' });
    expect(searches.at(-1)).toMatchObject({ term: 'tea', options: { filters: { category: 'Mugs' }, sort: { price: 'asc' } } });
    refineListing('');
    changeListing({ sort: 'relevance' });
    expect($listingView.get()).toEqual({ status: 'prerendered', total: 40 });
    expect(asked).toHaveLength(1);
  });

  it('without text, pages and sorts on the index as before: the API answers text alone', () => {
    const { ports, asked, searches } = shellPorts();
    startListing(PRERENDERED, ports, new URLSearchParams('page=2'), untouched);
    expect(asked).toEqual([]);
    expect(searches.at(-1)).toMatchObject({ term: null, page: 2 });
  });

  it('with no API port (a host without one), the index answers text', () => {
    const { ports, searches } = fakePorts();
    startListing(PRERENDERED, ports, new URLSearchParams('query=pen'), untouched);
    expect(searches.at(-1)?.term).toBe('pen');
  });
});

describe('prepareSearch', () => {
  /** Ports that count what was fetched ahead: the API's code, or the search library. */
  function counted(withApi: boolean) {
    const { ports, asked } = shellPorts();
    const prepared = { api: 0, library: 0 };
    const counting: ListingPorts = { ...ports, prepareSearch: () => prepared.library++, prepareApi: () => prepared.api++ };
    if (!withApi) delete counting.apiPage;
    return { ports: counting, prepared, asked };
  }

  it('fetches the API\'s code ahead of text the API will answer', () => {
    const { ports, prepared } = counted(true);
    startListing(PRERENDERED, ports, new URLSearchParams(), untouched);
    prepareSearch();
    expect(prepared).toEqual({ api: 1, library: 0 });
  });

  it('fetches the search library where the index answers text: no API, filters chosen, or the API failed', async () => {
    const without = counted(false);
    startListing(PRERENDERED, without.ports, new URLSearchParams(), untouched);
    prepareSearch();
    expect(without.prepared).toEqual({ api: 0, library: 1 });

    const filtered = counted(true);
    startListing(PRERENDERED, filtered.ports, new URLSearchParams('brand=Deli'), untouched);
    prepareSearch();
    expect(filtered.prepared).toEqual({ api: 0, library: 1 });

    const failed = counted(true);
    startListing(PRERENDERED, failed.ports, new URLSearchParams(), untouched);
    refineListing('pen');
    failed.asked[0]!.fail();
    await settle();
    prepareSearch();
    expect(failed.prepared).toEqual({ api: 0, library: 1 });
  });
});

/*
 * Issue 25 §5: filters. The store keeps the panel's counts for the page's life (module state that
 * cleanStores does not reset), so each test below uses a listing of its own, and the one that
 * shows nothing is counted before the panel opens runs first.
 */
const filtersOf = (over: Partial<ListingFilters>): ListingFilters => ({ ...NO_FILTERS, ...over });
const counts = (deli: number): FacetCounts => ({ scope: { brand: { Deli: 4, Econo: 2 } }, counts: { brand: { Deli: deli, Econo: 2 } }, total: deli });

describe('the filter panel\'s counts', () => {
  const MUGS_PAGE: ListingSetup = { initial: { total: 12 }, categories: CATEGORIES, fixedCategoryId: 2, optionNames: ['Size', 'Color'] };

  it('are asked for once the panel opens, then follow the listing but not its page or sort', async () => {
    const { ports, facetCalls } = fakePorts();
    startListing(MUGS_PAGE, ports, new URLSearchParams(), untouched);
    expect(facetCalls).toEqual([]);
    expect($facets.get()).toBeNull();

    wantFacets();
    expect($facets.get()).toBe('loading');
    expect(facetCalls).toHaveLength(1);
    expect(facetCalls[0]!.term).toBeNull();
    expect(facetCalls[0]!.options).toEqual({ filters: { category: 'Mugs' } });
    facetCalls[0]!.answer(counts(4));
    await settle();
    expect($facets.get()).toEqual(counts(4));

    // Counts do not depend on the page or the sort; reopening the panel asks nothing either.
    changeListing({ page: 2 });
    changeListing({ sort: 'price_asc' });
    wantFacets();
    expect(facetCalls).toHaveLength(1);
    expect($facets.get()).toEqual(counts(4));

    // Other filters are another listing: asked again, loading until answered.
    changeFilters(filtersOf({ brands: ['Deli'] }));
    expect(facetCalls).toHaveLength(2);
    expect(facetCalls[1]!.options).toEqual({ filters: { category: 'Mugs' }, narrow: filtersOf({ brands: ['Deli'] }) });
    expect($facets.get()).toBe('loading');
    facetCalls[1]!.answer(counts(3));
    await settle();
    expect($facets.get()).toEqual(counts(3));

    // So is other text; an earlier listing's counts never show for a later one.
    refineListing('mug');
    expect(facetCalls).toHaveLength(3);
    expect(facetCalls[2]!.term).toBe('mug');
    changeFilters(NO_FILTERS);
    expect(facetCalls).toHaveLength(4);
    facetCalls[2]!.answer(counts(1));
    await settle();
    expect($facets.get()).toBe('loading');
    facetCalls[3]!.answer(counts(2));
    await settle();
    expect($facets.get()).toEqual(counts(2));
  });

  it('shows an error when counting fails, and asks again when the panel is opened again', async () => {
    const { ports } = fakePorts();
    let asked = 0;
    startListing(PRERENDERED, { ...ports, facets: () => (asked++, Promise.reject(new Error('offline'))) }, new URLSearchParams('query=facet+failure'), untouched);
    wantFacets();
    await settle();
    expect($facets.get()).toBe('error');
    wantFacets();
    expect(asked).toBe(2);
  });
});

describe('filters', () => {
  const PENS_PAGE: ListingSetup = { initial: { total: 30 }, categories: CATEGORIES, fixedCategoryId: 1, optionNames: ['Size', 'Color'] };

  it('a category page opened at a filtered URL searches the index with them, not the prerendered page, and counts them', async () => {
    const { ports, searches, facetCalls } = fakePorts();
    startListing(PENS_PAGE, ports, new URLSearchParams('brand=Deli&stock=in&size=A4'), untouched);
    const chosen = filtersOf({ brands: ['Deli'], inStock: true, options: { Size: ['A4'] } });
    expect($listing.get()).toEqual({ query: '', categoryId: 1, sort: 'relevance', page: 1, filters: chosen });
    expect($listingView.get()).toEqual({ status: 'loading' });
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({ term: null, options: { filters: { category: 'Pens' }, narrow: chosen, sort: { newest: 'desc' } }, page: 1 });
    expect(facetCalls).toHaveLength(1);
    expect(facetCalls[0]!.options).toEqual({ filters: { category: 'Pens' }, narrow: chosen });
    expect($facets.get()).toBe('loading');
    searches[0]!.answer({ total: 2, products: [product(11), product(12)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 2, products: [product(11), product(12)] });
  });

  it('changeFilters goes back to page 1 with a new history entry and the filters in the URL', () => {
    const { ports, searches, urls } = fakePorts();
    startListing(PENS_PAGE, ports, new URLSearchParams('page=3&sort=price_asc'), untouched);
    changeFilters(filtersOf({ brands: ['Econo', 'Deli'], price: { min: 100, max: 249 }, options: { Color: ['Red'] } }));
    const chosen = filtersOf({ brands: ['Deli', 'Econo'], price: { min: 100, max: 249 }, options: { Color: ['Red'] } });
    expect($listing.get()).toEqual({ query: '', categoryId: 1, sort: 'price_asc', page: 1, filters: chosen });
    expect(urls.at(-1)).toEqual({ params: 'brand=Deli&brand=Econo&price=100-249&color=Red&sort=price_asc', replace: false });
    expect(searches.at(-1)).toMatchObject({ term: null, options: { filters: { category: 'Pens' }, narrow: chosen, sort: { price: 'asc' } }, page: 1 });
    // Back to the URL before: no filters, and no URL written for it.
    const written = urls.length;
    followUrl(new URLSearchParams('page=3&sort=price_asc'));
    expect($listing.get()).toEqual({ query: '', categoryId: 1, sort: 'price_asc', page: 3 });
    expect(urls).toHaveLength(written);
  });

  it('clearing every filter on a category page shows its prerendered first page again, without a search', async () => {
    const { ports, searches, urls } = fakePorts();
    startListing(PENS_PAGE, ports, new URLSearchParams('brand=Matador'), untouched);
    expect(searches).toHaveLength(1);
    const [chip] = chosenFilters($listing.get().filters!);
    changeFilters(chip!.without);
    await settle();
    expect($listing.get()).toEqual({ query: '', categoryId: 1, sort: 'relevance', page: 1 });
    expect($listingView.get()).toEqual({ status: 'prerendered', total: 30 });
    expect(searches).toHaveLength(1);
    expect(urls.at(-1)).toEqual({ params: '', replace: false });
  });
});

describe("a category's listings from its product file", () => {
  const PENS_PAGE: ListingSetup = { initial: { total: 30 }, categories: CATEGORIES, fixedCategoryId: 1, optionNames: ['Size', 'Color'] };

  /** Ports with the product file: its calls recorded, answered (or failed) when the test says. */
  function withFile() {
    const fake = fakePorts();
    const fileSearches: { slug: string; options: object; page: number; answer: (found: FoundProducts) => void; fail: () => void }[] = [];
    const fileCounts: { slug: string; narrow: ListingFilters | undefined; answer: (counts: FacetCounts) => void; fail: () => void }[] = [];
    const ports: ListingPorts = {
      ...fake.ports,
      categorySearch: (slug, options, page) => new Promise((answer, fail) => fileSearches.push({ slug, options, page, answer, fail: () => fail(new Error('404')) })),
      categoryFacets: (slug, narrow) => new Promise((answer, fail) => fileCounts.push({ slug, narrow, answer, fail: () => fail(new Error('404')) })),
    };
    return { ...fake, ports, fileSearches, fileCounts };
  }

  it('answers a filtered, sorted or later page of a category without text, and its counts, with no search index', async () => {
    const { ports, searches, facetCalls, fileSearches, fileCounts } = withFile();
    const chosen = filtersOf({ brands: ['Deli'], inStock: true });
    startListing(PENS_PAGE, ports, new URLSearchParams('brand=Deli&stock=in&sort=price_desc'), untouched);
    wantFacets();
    expect(fileSearches).toHaveLength(1);
    expect(fileSearches[0]).toMatchObject({ slug: 'pens', options: { narrow: chosen, sort: { price: 'desc' } }, page: 1 });
    expect(fileCounts).toEqual([expect.objectContaining({ slug: 'pens', narrow: chosen })]);
    fileSearches[0]!.answer({ total: 2, products: [product(12), product(11)] });
    fileCounts[0]!.answer(counts(2));
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 2, products: [product(12), product(11)] });
    expect($facets.get()).toEqual(counts(2));
    changeListing({ page: 2 });
    expect(fileSearches.at(-1)).toMatchObject({ slug: 'pens', page: 2 });
    expect(searches).toEqual([]);
    expect(facetCalls).toEqual([]);
  });

  it('leaves text to the search index, in a category too', () => {
    const { ports, searches, fileSearches } = withFile();
    startListing(PENS_PAGE, ports, new URLSearchParams('brand=Deli'), untouched);
    refineListing('gel');
    expect(searches.at(-1)).toMatchObject({ term: 'gel', options: { filters: { category: 'Pens' } } });
    expect(fileSearches).toHaveLength(1); // the first, textless listing only
  });

  it('lists the whole shop (no category) from the search index', () => {
    const { ports, searches, fileSearches } = withFile();
    startListing({ ...PRERENDERED, optionNames: ['Color'] }, ports, new URLSearchParams('brand=Deli'), untouched);
    expect(fileSearches).toEqual([]);
    expect(searches).toHaveLength(1);
  });

  it('falls back to the search index when the file cannot be read', async () => {
    const { ports, searches, facetCalls, fileSearches, fileCounts } = withFile();
    startListing(PENS_PAGE, ports, new URLSearchParams('sale=1'), untouched);
    wantFacets();
    fileSearches[0]!.fail();
    fileCounts[0]!.fail();
    await settle();
    expect(searches).toEqual([expect.objectContaining({ term: null, options: { filters: { category: 'Pens' }, narrow: filtersOf({ onSale: true }), sort: { newest: 'desc' } } })]);
    expect(facetCalls).toHaveLength(1);
    searches[0]!.answer({ total: 1, products: [product(13)] });
    await settle();
    expect($listingView.get()).toEqual({ status: 'ready', total: 1, products: [product(13)] });
  });
});
