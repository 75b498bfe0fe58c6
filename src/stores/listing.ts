import { atom, computed } from 'nanostores';
import type { ProductSort } from '../lib/contract/index.ts';
import type { ProductSummary } from '../lib/product-summary.ts';
import type { ListingFilters } from '../lib/search/listing-filters.ts';
import {
  LISTING_PAGE_SIZE, apiAnswers, isCategoryFirstPage, isPrerendered, listingParams, pagefindSort, parseListingQuery, refineQuery, withFilters, type ListingQuery,
} from '../lib/search/listing-query.ts';
import type { FacetCounts, FoundProducts, SearchOptions } from '../lib/search/pagefind.ts';
import type { BuildPricing } from '../lib/search/api-listing.ts';

/**
 * What the listing shows: results, the page's own prerendered first page (its cards are in the
 * page's HTML, not in the store), a search under way (skeleton cards), or a failure.
 */
export type ListingView =
  | { status: 'ready'; products: ProductSummary[]; total: number }
  | { status: 'prerendered'; total: number }
  | { status: 'loading' }
  | { status: 'error' };

/** The view of a page's prerendered listing: its cards are already in the page. */
export const prerenderedView = (initial: { total: number }): ListingView => ({ status: 'prerendered', total: initial.total });

/** A category as the listing needs it: filters by name, prerendered pages by slug. */
export interface ListingCategory { id: number; name: string; slug: string }

/** What the page holds: how many products its prerendered listing has (null on the search shell) and its categories. */
export interface ListingSetup {
  initial: { total: number } | null;
  categories: readonly ListingCategory[];
  /** Set on a category's own page: the listing never leaves it. */
  fixedCategoryId: number | null;
  /** The options products may be filtered by ("Size", "Color"): their URL parameters are read as filters. */
  optionNames?: readonly string[];
}

/** Where answers come from and where the URL goes; injected so tests need no browser. */
export interface ListingPorts {
  /** The static index (Pagefind); `null` when a newer search superseded this one. */
  search(term: string | null, options: SearchOptions, page: number, size: number): Promise<FoundProducts | null>;
  /** The filter panel's counts for a listing, from the static index; `null` when superseded. */
  facets(term: string | null, options: SearchOptions): Promise<FacetCounts | null>;
  /**
   * A category's listing without text (filtered, sorted or a later page) from the category's
   * product file instead of the static index (src/lib/search/category-listing.ts); the index
   * answers when the file cannot be read. Optional: without it the index answers.
   */
  categorySearch?(slug: string, options: SearchOptions, page: number, size: number): Promise<FoundProducts>;
  /** The filter panel's counts for a category without text, from the same file. */
  categoryFacets?(slug: string, narrow: ListingFilters | undefined): Promise<FacetCounts>;
  cancelSearch(): void;
  /** Fetches the search library ahead of a search. */
  prepareSearch(): void;
  categoryPage(slug: string): Promise<FoundProducts>;
  /**
   * One page of a listing from the commerce API, which answers text (typed in the refine box, or
   * the text the search shell was opened with) in relevance or newest order, unfiltered, any page:
   * a few kilobytes a query, where the static index's metadata alone is ~105 KiB a language at
   * 10,000 products. Without it the index answers everything.
   */
  apiPage?: ((listing: ListingQuery) => Promise<FoundProducts>) | undefined;
  /** Fetches the API's code ahead of a search it will answer. */
  prepareApi?(): void;
  /** Writes the listing's URL parameters; `replace` keeps typing out of the back button. */
  navigate(params: URLSearchParams, replace: boolean): void;
}

const keyOf = (listing: ListingQuery) => JSON.stringify(listing);
/** What a listing's filter counts depend on: not its page or sort. */
const facetKeyOf = ({ query, categoryId, filters }: ListingQuery) => JSON.stringify({ query, categoryId, filters });
const START: ListingQuery = { query: '', categoryId: null, sort: 'relevance', page: 1 };

/** The listing the URL asks for (query, category, sort, page). */
export const $listing = atom<ListingQuery>(START);
/** What the refine box holds as typed, spaces included; the listing searches its trimmed text. */
export const $refineText = atom('');
/**
 * The filter panel's counts, keyed by the listing they count; loaded once the shopper opens the
 * panel (or a listing is filtered), then kept up to date with the listing.
 */
const $facetAnswer = atom<{ key: string; counts: FacetCounts | 'loading' | 'error'; shown?: FacetCounts } | null>(null);
/** The filter panel's counts for the current listing: loading until they come. */
export const $facets = computed([$listing, $facetAnswer], (listing, answer): FacetCounts | 'loading' | 'error' | null =>
  answer === null ? null : answer.key === facetKeyOf(listing) ? answer.counts : 'loading');
/**
 * The counts the panel shows: the current listing's, or while they load the last ones that came,
 * so the panel keeps its checkboxes (and the focus on one just ticked) instead of emptying.
 */
export const $shownFacets = computed([$facets, $facetAnswer], (facets, answer): FacetCounts | null =>
  typeof facets === 'object' && facets !== null ? facets : (answer?.shown ?? null));
// The last answer, keyed by the listing it answers: a view never shows an earlier listing's results.
const $answer = atom<{ key: string; view: ListingView }>({ key: '', view: { status: 'loading' } });
/** What is on screen for the current listing. */
export const $listingView = computed([$listing, $answer], (listing, answer): ListingView =>
  answer.key === keyOf(listing) ? answer.view : { status: 'loading' });

let setup: ListingSetup = { initial: null, categories: [], fixedCategoryId: null };
let ports: ListingPorts | undefined;
/**
 * The text and category the search shell was opened with: the API answers them even without text
 * (`/products?page=2` has no prerendered page); else null.
 */
let served: Pick<ListingQuery, 'query' | 'categoryId'> | null = null;
/** Set once the API is down (no answer, a server error): the static index answers every later listing. */
let apiFailed = false;
type KeptLoad<T> = (() => Promise<T>) & { readonly started: Promise<T> | undefined };

/**
 * `load()`'s promise, kept once asked for (a failed load may be retried); `started` is it, or
 * undefined before. Kept, not imported again: Chromium resolves even an evaluated module's
 * `import()` in a later task, so a typed key's request waited behind React's render of the key
 * (sent ~16 ms after the key in traces at 10,000 products, ~4 ms with the promise kept).
 */
function keptLoad<T>(load: () => Promise<T>): KeptLoad<T> {
  let kept: Promise<T> | undefined;
  const get = () => {
    kept ??= load();
    kept.catch(() => (kept = undefined));
    return kept;
  };
  return Object.defineProperty(get, 'started', { get: () => kept }) as KeptLoad<T>;
}
// The search library's wrapper loads with the first search, not with the listing.
const pagefind = keptLoad(() => import('../lib/search/pagefind.ts'));

/**
 * The ports a browser uses: Pagefind, the category pages' payloads, `history`, and the commerce API
 * (`apiPage`, whose cards are priced with `pricing`).
 */
export function browserPorts(pricing: BuildPricing): ListingPorts {
  // On a prerendered listing the API's code (src/stores/search-listing.ts and the API client) loads
  // with the first text typed, or when the refine box gets focus. The search shell has it at once:
  // its early request (src/scripts/search-early.ts) loaded the module, which this import then finds.
  const apiCode = keptLoad(() => import('./search-listing.ts'));
  const apiPage: ListingPorts['apiPage'] = async (listing) => (await apiCode()).searchListingPage(listing, pricing);
  return {
    search: async (...args) => (await pagefind()).searchProducts(...args),
    facets: async (...args) => (await pagefind()).facetCounts(...args),
    categorySearch: async (...args) => (await import('../lib/search/category-listing.ts')).categoryListing(...args),
    categoryFacets: async (...args) => (await import('../lib/search/category-listing.ts')).categoryFacets(...args),
    // Nothing to cancel before the first search; after it, cancels and searches wait on the same
    // promise, so they run in the order they were called.
    cancelSearch: () => void pagefind.started?.then((module) => module.searchProducts.cancel()),
    prepareSearch: () => void pagefind().then((module) => module.loadPagefind()).catch(() => undefined),
    apiPage,
    prepareApi: () => void apiCode().catch(() => undefined),
    categoryPage: async (slug) => (await import('../lib/search/category-page.ts')).categoryPage(slug),
    navigate(params, replace) {
      const query = params.toString();
      const url = `${location.pathname}${query ? `?${query}` : ''}`;
      if (replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
    },
  };
}

/**
 * Starts the listing as the island wakes: from the URL, then from what the shopper did before the
 * JavaScript arrived (text typed in the refine box, a sort chosen; null when untouched), which wins.
 */
export function startListing(page: ListingSetup, with_: ListingPorts, url: URLSearchParams, before: { typed: string | null; sort: string | null }): void {
  setup = page;
  ports = with_;
  const fromUrl = parseListingQuery(url, page.categories, page.fixedCategoryId, page.optionNames);
  served = with_.apiPage && !page.initial ? { query: fromUrl.query, categoryId: fromUrl.categoryId } : null;
  apiFailed = false;
  if (page.initial) $answer.set({ key: keyOf({ ...START, categoryId: page.fixedCategoryId }), view: prerenderedView(page.initial) });
  show(fromUrl, null);
  $refineText.set(fromUrl.query);
  if (before.typed !== null) refineListing(before.typed);
  if (before.sort !== null && before.sort !== fromUrl.sort && isSort(before.sort)) changeListing({ sort: before.sort });
}

/** Follows the URL after back/forward: no new history entry. */
export function followUrl(url: URLSearchParams): void {
  const listing = parseListingQuery(url, setup.categories, setup.fixedCategoryId, setup.optionNames);
  $refineText.set(listing.query);
  show(listing, null);
}

/** Results follow the refine box as the shopper types (too short a text lists everything). */
export function refineListing(typed: string): void {
  $refineText.set(typed);
  const query = refineQuery(typed);
  if (query !== $listing.get().query) changeListing({ query }, true);
}

/**
 * The refine box got focus: a search is coming, so fetch what will answer it now, not on the first
 * key: the API's code, or the search library where the index answers text (filters are chosen, or the API failed).
 */
export function prepareSearch(): void {
  const typed = { ...$listing.get(), query: 'text', page: 1 };
  if (apiTakes(typed) && ports?.prepareApi) ports.prepareApi();
  else ports?.prepareSearch();
}

/** Whether the commerce API answers `listing` on this page (see `apiPage`). */
function apiTakes(listing: ListingQuery): boolean {
  const openedWith = served?.query === listing.query && served.categoryId === listing.categoryId;
  return !apiFailed && ports?.apiPage !== undefined && apiAnswers(listing) && (listing.query !== '' || openedWith);
}

/** Another sort, page or text: back to page 1 unless a page is given; a new history entry unless `replace`. */
export function changeListing(next: Partial<ListingQuery>, replace = false): void {
  show({ ...$listing.get(), page: 1, ...next }, replace);
}

/** Other filters: back to page 1, a new history entry (Back undoes a filter). */
export function changeFilters(filters: ListingFilters): void {
  show(withFilters({ ...$listing.get(), page: 1 }, filters), false);
}

/** The shopper opened the filter panel: count its values now, and with every listing after. */
export function wantFacets(): void {
  if ($facetAnswer.get() === null) $facetAnswer.set({ key: '', counts: 'loading' });
  countFacets($listing.get());
}

function isSort(value: string): value is ProductSort {
  return value !== '' && parseListingQuery(new URLSearchParams({ sort: value }), []).sort === value;
}

/** Shows `listing`, writing the URL unless `replace` is null, and fetches its answer if needed. */
function show(listing: ListingQuery, replace: boolean | null): void {
  if (keyOf(listing) === keyOf($listing.get()) && $answer.get().key === keyOf(listing)) return;
  const { fixedCategoryId, initial, categories } = setup;
  if (replace !== null) ports?.navigate(listingParams(listing, fixedCategoryId !== null), replace);
  ports?.cancelSearch(); // a search the previous listing started is no one's now
  $listing.set(listing);
  const key = keyOf(listing);
  if (initial && isPrerendered(listing, fixedCategoryId)) {
    $answer.set({ key, view: prerenderedView(initial) });
    if ($facetAnswer.get() !== null) countFacets(listing);
    return;
  }
  const category = categories.find((c) => c.id === listing.categoryId);
  // Counted for the panel only, once opened: a filtered URL opened cold loads no counts it does not show.
  if ($facetAnswer.get() !== null) countFacets(listing);
  const sort = pagefindSort(listing);
  const narrowed = { ...(listing.filters ? { narrow: listing.filters } : {}), ...(sort ? { sort } : {}) };
  const search = () => ports?.search(listing.query || null, { ...scopeOf(listing), ...narrowed }, listing.page, LISTING_PAGE_SIZE);
  const fromApi = apiTakes(listing) ? ports?.apiPage : undefined;
  const inFile = fileSlugOf(listing);
  // When another source fails, the index answers: only a listing still shown (a stale search would
  // take the index's one search slot from the current listing's).
  const fromIndex = () => ($listing.get() === listing ? search() : null);
  const found = category && isCategoryFirstPage(listing)
    ? ports?.categoryPage(category.slug)
    : fromApi
      // The API is down: the index answers this and every later listing (the API is not asked again,
      // and its answers and the index's, which match words differently, do not alternate as the
      // shopper types). A request it refused (a 4xx) says nothing of the next: that listing alone.
      ? fromApi(listing).catch((error: unknown) => ((apiFailed ||= (error as { down?: unknown } | null)?.down !== false), fromIndex()))
      : inFile !== null && ports?.categorySearch
        ? ports.categorySearch(inFile, narrowed, listing.page, LISTING_PAGE_SIZE).catch(fromIndex)
        : search();
  // null: a newer listing superseded this search; its own answer will show. A stale key is dropped.
  found?.then((answer) => answer && $listing.get() === listing && $answer.set({ key, view: { status: 'ready', ...answer } }))
    .catch(() => $listing.get() === listing && $answer.set({ key, view: { status: 'error' } }));
}

/** The Pagefind filter of a listing's category, if it has one. */
function scopeOf(listing: ListingQuery): SearchOptions {
  const category = setup.categories.find((c) => c.id === listing.categoryId);
  return category ? { filters: { category: category.name } } : {};
}

/** A category without text is answered from its product file (no search library): that category's slug, else null. */
function fileSlugOf(listing: ListingQuery): string | null {
  const category = setup.categories.find((c) => c.id === listing.categoryId);
  return category && !listing.query ? category.slug : null;
}

/** Counts the filter panel's values for `listing` (`$facets`). */
function countFacets(listing: ListingQuery): void {
  const key = facetKeyOf(listing);
  if ($facetAnswer.get()?.key === key && $facetAnswer.get()?.counts !== 'error') return;
  const before = $facetAnswer.get();
  const shown = before && typeof before.counts === 'object' ? before.counts : before?.shown;
  $facetAnswer.set({ key, counts: 'loading', ...(shown ? { shown } : {}) });
  const counting = () => ports?.facets(listing.query || null, { ...scopeOf(listing), ...(listing.filters ? { narrow: listing.filters } : {}) });
  const inFile = fileSlugOf(listing);
  (inFile !== null && ports?.categoryFacets ? ports.categoryFacets(inFile, listing.filters).catch(() => counting()) : counting())
    ?.then((counts) => counts && $facetAnswer.get()?.key === key && $facetAnswer.set({ key, counts }))
    .catch(() => $facetAnswer.get()?.key === key && $facetAnswer.set({ key, counts: 'error', ...(shown ? { shown } : {}) }));
}
