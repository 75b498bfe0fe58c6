import type { ProductSummary } from '../product-summary.ts';
import { latestOnly, unlessAborted } from './latest-only.ts';

/** The part of Pagefind's browser API the shop uses. */
interface PagefindResult { id: string; data(): Promise<{ url: string; meta: Record<string, string> }> }
interface Pagefind {
  options(options: Record<string, unknown>): Promise<void>;
  search(term: string | null, options: { filters?: Record<string, string>; sort?: Record<string, string> }): Promise<{ results: PagefindResult[] } | null>;
}

let loading: Promise<Pagefind> | undefined;

/** Loads the search library once, on the first search (never on page load). */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const module = (await import(/* @vite-ignore */ url)) as Pagefind;
    await module.options({ excerptLength: 0 });
    return module;
  })();
  loading.catch(() => (loading = undefined)); // a failed load may be retried
  return loading;
}

/** Found products: one page of summaries and the total count. */
export interface FoundProducts { total: number; products: ProductSummary[] }

/**
 * One page of search results as product summaries, with the total count; `null` when a newer
 * search superseded this one (see `latestOnly`): before it started, or before its result cards
 * came, since nobody would see them.
 */
export const searchProducts = latestOnly(runSearch);

async function runSearch(
  signal: AbortSignal,
  term: string | null,
  options: { filters?: Record<string, string>; sort?: Record<string, string> },
  page: number,
  pageSize: number,
): Promise<FoundProducts | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.search(term, options);
  // Each hit's card is one more request: none for an answer a newer search replaces, and no
  // waiting for those already asked for, so the newer search runs at once.
  if (signal.aborted) return null;
  const results = found?.results ?? [];
  const slice = results.slice((page - 1) * pageSize, page * pageSize);
  const data = await unlessAborted(Promise.all(slice.map((result) => result.data())), signal);
  if (!data) return null;
  const products = data.flatMap((entry) => {
    try {
      return [JSON.parse(entry.meta['summary'] ?? '') as ProductSummary];
    } catch {
      return []; // a page indexed without a summary is not a product
    }
  });
  return { total: results.length, products };
}
