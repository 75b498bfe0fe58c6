import type { ProductSummary } from '../product-summary.ts';
import { cardsOf, type Hit } from './hit-cards.ts';
import { latestOnly } from './latest-only.ts';
import { SEARCH_DELTA_FILE, type SearchDelta } from './delta-file.ts';
import { FILTER_KEYS, chosenFacets, pagefindFilters, type Facet, type ListingFilters } from './listing-filters.ts';

/**
 * A search's options: Pagefind's own filters and sort, and `narrow`, the shopper's filters
 * (listing-filters.ts), which become Pagefind filters once the index's price values are known.
 */
export interface SearchOptions { filters?: Record<string, unknown>; sort?: Record<string, string>; narrow?: ListingFilters }
/** Counts per filter value (`{ brand: { Deli: 12 } }`), as Pagefind answers them. */
export type FilterCounts = Record<string, Record<string, number>>;
/**
 * A search's answer: its hits, Pagefind's counts per filter value, and (`namesOnly`) the hits
 * dropped for matching a record's meta only, which those counts still include.
 */
export interface Found { results: Hit[]; filters?: FilterCounts; dropped?: Hit[] }
/** The part of Pagefind's browser API the shop uses. */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string, options: Record<string, unknown>): Promise<void>;
  search(term: string | null, options: SearchOptions): Promise<Found | null>;
  /** Every filter value and its count; loads the filter files, after which searches count per value too. */
  filters(): Promise<FilterCounts>;
  /** Starts loading the WebAssembly and the index's metadata (else the first search does). */
  init?(): Promise<void>;
}

/** The loaded search: Pagefind, with the release's delta index merged in when it has one (search-delta.ts). */
export interface SearchIndex { pagefind: Pagefind; delta: SearchDelta | null }

const BASE = '/pagefind/';
let loading: Promise<SearchIndex> | undefined;

/** Loads the search library and the delta's description once, on the first search (never on page load). */
export function loadPagefind(): Promise<SearchIndex> {
  loading ??= (async () => {
    const [module, delta] = await Promise.all([
      import(/* @vite-ignore */ `${BASE}pagefind.js`) as Promise<Pagefind>,
      // Revalidated: a release replaces it under the same name.
      fetch(`${BASE}${SEARCH_DELTA_FILE}`, { cache: 'no-cache' }).then((response) => {
        if (!response.ok) throw new Error(`${SEARCH_DELTA_FILE} answered ${response.status}`);
        return response.json() as Promise<{ index?: unknown; superseded?: unknown }>;
      }),
    ]);
    return openIndex(module, delta, BASE);
  })();
  loading.catch(() => (loading = undefined)); // a failed load may be retried
  return loading;
}

/**
 * Sets Pagefind up as the shop searches it: no excerpts (cards only), and the delta merged in when
 * `described` (the delta file) names one; the code that reads a merged answer loads only then.
 */
export async function openIndex(library: Pagefind, described: { index?: unknown; superseded?: unknown }, base: string): Promise<SearchIndex> {
  const pagefind = namesOnly(library);
  await pagefind.options({ excerptLength: 0, ranking: { metaWeights: NO_META_WEIGHTS } });
  // A delta of removals only has no index to merge, but base hits to drop all the same.
  const superseded = Array.isArray(described.superseded) ? described.superseded.length : 0;
  if (described.index == null && !superseded) return { pagefind, delta: null };
  const delta = (await import('./merged-search.ts')).parseSearchDelta(described);
  if (delta.index) await pagefind.mergeIndex(`${base}${delta.index}`, { excerptLength: 0 });
  return { pagefind, delta };
}

/**
 * Pagefind searches a record's meta too (since 1.5), and the meta of ours is the card (its JSON:
 * picture URL, prices, `true`, `null`) and a date: "media" or "2026" found every product. A hit the
 * shopper's words match only there is none: it has no word of the record's content (`words`). Its
 * meta adds nothing to the ranking either.
 */
function namesOnly(pagefind: Pagefind): Pagefind {
  return {
    options: (options) => pagefind.options(options),
    mergeIndex: (path, options) => pagefind.mergeIndex(path, options),
    filters: () => pagefind.filters(),
    ...(pagefind.init ? { init: () => pagefind.init!() } : {}),
    async search(term, options) {
      const found = await pagefind.search(term, options);
      if (!found || term === null) return found;
      const inContent = (hit: Hit) => hit.words === undefined || hit.words.length > 0;
      const dropped = found.results.filter((hit) => !inContent(hit));
      return dropped.length ? { ...found, results: found.results.filter(inContent), dropped } : found;
    },
  };
}
const NO_META_WEIGHTS = { title: 0, summary: 0, newest: 0 };

/** Found products: one page of summaries and the total count. */
export interface FoundProducts { total: number; products: ProductSummary[] }

/**
 * One page of search results as product summaries, with the total count; `null` when a newer
 * search superseded this one (see `latestOnly`): before it started, or before its result cards
 * came, since nobody would see them.
 */
export const searchProducts = latestOnly(async (signal: AbortSignal, term: string | null, options: SearchOptions, page: number, pageSize: number) =>
  searchIndex(await loadPagefind(), signal, term, options, page, pageSize));

/** `searchProducts` on an index already open (tests open one from a release's folder). */
export async function searchIndex(
  index: SearchIndex,
  signal: AbortSignal,
  term: string | null,
  options: SearchOptions,
  page: number,
  pageSize: number,
): Promise<FoundProducts | null> {
  const start = (page - 1) * pageSize;
  options = await narrowed(index, options);
  if (signal.aborted) return null;
  if (index.delta) return (await import('./merged-search.ts')).searchMerged(index.pagefind, index.delta, signal, term, options, start, start + pageSize);
  const found = await index.pagefind.search(term, options);
  // Each hit's card is one more request: none for an answer a newer search replaces, and no
  // waiting for those already asked for, so the newer search runs at once.
  if (signal.aborted) return null;
  const results = found?.results ?? [];
  const products = await cardsOf(results.slice(start, start + pageSize), signal);
  return products && { total: results.length, products };
}

// Each index's filter values, loaded once per index (they load its filter files).
const filterValues = new WeakMap<Pagefind, Promise<FilterCounts>>();
function allFilterValues(pagefind: Pagefind): Promise<FilterCounts> {
  let values = filterValues.get(pagefind);
  if (!values) {
    values = pagefind.filters();
    values.catch(() => filterValues.delete(pagefind)); // a failed load may be retried
    filterValues.set(pagefind, values);
  }
  return values;
}

/** `options` with the shopper's filters (`narrow`) made Pagefind filters (`except` one facet, to count it). */
async function narrowed(index: SearchIndex, options: SearchOptions, except?: Facet): Promise<SearchOptions> {
  const { narrow, ...rest } = options;
  if (!narrow) return rest;
  // The index's price values load every filter's file: only a price range needs them.
  const priceValues = narrow.price ? Object.keys((await allFilterValues(index.pagefind))[FILTER_KEYS.price] ?? {}) : [];
  return { ...rest, filters: { ...rest.filters, ...pagefindFilters(narrow, priceValues, except) } };
}

/**
 * What the filter panel shows for a listing: `scope`, each filter value's count among the products
 * the text and category find (the values there are to choose from), and `counts`, each value's
 * count with the other chosen filters applied (a chosen facet is counted without its own choice,
 * so its values add up: Deli or Econo). `total` is the filtered listing's size.
 */
export interface FacetCounts { scope: FilterCounts; counts: FilterCounts; total: number }

/** The filter panel's counts (`FacetCounts`); `null` when a newer call superseded this one. */
export const facetCounts = latestOnly(async (signal: AbortSignal, term: string | null, base: SearchOptions): Promise<FacetCounts | null> =>
  countFacets(await loadPagefind(), signal, term, base));

/** `facetCounts` on an index already open (tests open one from a release's folder). */
export async function countFacets(index: SearchIndex, signal: AbortSignal, term: string | null, base: SearchOptions): Promise<FacetCounts | null> {
  await allFilterValues(index.pagefind); // without them loaded, Pagefind counts nothing
  const { narrow, sort: _, ...scopeOptions } = base;
  const search = async (options: SearchOptions) => (await index.pagefind.search(term, options)) ?? { results: [], filters: {} };
  const chosen = narrow ? chosenFacets(narrow) : [];
  const [scope, listing, ...apart] = await Promise.all([
    search(scopeOptions),
    search(await narrowed(index, { ...scopeOptions, ...(narrow ? { narrow } : {}) })),
    ...chosen.map(async (facet) => search(await narrowed(index, { ...scopeOptions, narrow: narrow! }, facet))),
  ]);
  if (signal.aborted) return null;
  // Pagefind's counts include hits the listing leaves out (`liveCounts`): they are taken off.
  const [scopeCounts, listingCounts, ...apartCounts] = await Promise.all([scope, listing, ...apart].map((found) => liveCounts(index, found)));
  if (signal.aborted) return null;
  const counts: FilterCounts = { ...listingCounts!.counts };
  chosen.forEach((facet, i) => (counts[facet] = apartCounts[i]?.counts[facet] ?? {}));
  return { scope: scopeCounts!.counts, counts, total: listingCounts!.total };
}

/** Hits read back to correct Pagefind's counts, at most (each is a fragment fetched). */
const RECOUNT_LIMIT = 100;

/**
 * A search's counts per filter value and its size, as the listing holds it: less the base hits a
 * merged delta supersedes, and less the hits `namesOnly` dropped (Pagefind counts both). Those are
 * read back and taken off; when there are too many, the hits kept are counted instead; when both
 * are many (a query of digits matching thousands of prices), Pagefind's counts stand.
 */
async function liveCounts(index: SearchIndex, found: Found): Promise<{ counts: FilterCounts; total: number }> {
  const superseded = new Set(index.delta?.superseded ?? []);
  const old = found.results.filter((hit) => superseded.has(hit.id));
  const stale = [...old, ...(found.dropped ?? [])];
  const total = found.results.length - old.length;
  const counts: FilterCounts = Object.fromEntries(Object.entries(found.filters ?? {}).map(([facet, values]) => [facet, { ...values }]));
  if (stale.length === 0) return { counts, total };
  if (stale.length <= RECOUNT_LIMIT) {
    for (const data of await Promise.all(stale.map((hit) => hit.data()))) tally(counts, data.filters, -1);
  } else if (total <= RECOUNT_LIMIT) {
    for (const values of Object.values(counts)) for (const value of Object.keys(values)) values[value] = 0;
    const live = found.results.filter((hit) => !superseded.has(hit.id));
    for (const data of await Promise.all(live.map((hit) => hit.data()))) tally(counts, data.filters, 1);
  }
  return { counts, total };
}

/** Adds `by` to the count of each of a hit's filter values (never below zero). */
function tally(counts: FilterCounts, filters: Record<string, string[]> | undefined, by: number): void {
  for (const [facet, values] of Object.entries(filters ?? {})) {
    const facetCounts = (counts[facet] ??= {});
    for (const value of values) facetCounts[value] = Math.max(0, (facetCounts[value] ?? 0) + by);
  }
}
