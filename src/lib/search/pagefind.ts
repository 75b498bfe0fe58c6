import type { ProductSummary } from '../product-summary.ts';
import { cardsOf, type Hit } from './hit-cards.ts';
import { latestOnly } from './latest-only.ts';
import { SEARCH_DELTA_FILE, type SearchDelta } from './delta-file.ts';

export interface SearchOptions { filters?: Record<string, string>; sort?: Record<string, string> }
/** The part of Pagefind's browser API the shop uses. */
export interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(path: string, options: Record<string, unknown>): Promise<void>;
  search(term: string | null, options: SearchOptions): Promise<{ results: Hit[] } | null>;
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
export async function openIndex(pagefind: Pagefind, described: { index?: unknown; superseded?: unknown }, base: string): Promise<SearchIndex> {
  await pagefind.options({ excerptLength: 0 });
  // A delta of removals only has no index to merge, but base hits to drop all the same.
  const superseded = Array.isArray(described.superseded) ? described.superseded.length : 0;
  if (described.index == null && !superseded) return { pagefind, delta: null };
  const delta = (await import('./merged-search.ts')).parseSearchDelta(described);
  if (delta.index) await pagefind.mergeIndex(`${base}${delta.index}`, { excerptLength: 0 });
  return { pagefind, delta };
}

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
  if (index.delta) return (await import('./merged-search.ts')).searchMerged(index.pagefind, index.delta, signal, term, options, start, start + pageSize);
  const found = await index.pagefind.search(term, options);
  // Each hit's card is one more request: none for an answer a newer search replaces, and no
  // waiting for those already asked for, so the newer search runs at once.
  if (signal.aborted) return null;
  const results = found?.results ?? [];
  const products = await cardsOf(results.slice(start, start + pageSize), signal);
  return products && { total: results.length, products };
}
