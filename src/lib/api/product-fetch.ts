import type { ProductSort } from '../contract/sorts.ts';

/** What the search shell asks `GET /api/v3/items/joined` for: one listing page. */
export interface ProductSearch {
  page: number;
  size: number;
  categoryId: number | null;
  query: string;
  sort: ProductSort;
}

/**
 * Where the search shell's requests go: the API's base URL (no trailing slash) and the headers of
 * spec §7 (the public key, the fixed device id; no session). The page passes them in from the
 * build's settings (`searchApi` in early-search.ts), so its JavaScript loads no settings module.
 */
export interface ProductApi { base: string; headers: Record<string, string> }

/**
 * The URL of `GET /api/v3/items/joined` for `search`. Parameters in this order: the search shell's
 * inline early request (early-search.ts) writes them the same way, and is matched by its URL.
 */
export function productPageUrl(api: ProductApi, search: ProductSearch): string {
  const params = new URLSearchParams({ page: String(search.page), size: String(search.size), sort: search.sort });
  if (search.categoryId !== null) params.set('categoryId', String(search.categoryId));
  // An empty search means "no filter", so it is left out rather than sent as `query=`.
  if (search.query) params.set('query', search.query);
  return `${api.base}/api/v3/items/joined?${params}`;
}

/** The request the search shell's inline script sent as the page was read (early-search.ts). */
export interface EarlyRequest { url: string; body: Promise<unknown> }
declare global {
  var earlyProductSearch: EarlyRequest | undefined;
}

/**
 * The body of `GET /api/v3/items/joined` for `search`, unchecked; `undefined` on any failure. The
 * early request's answer if it asked for this very URL (taken once: asking again later, on back or
 * forward, asks the API again).
 *
 * Plain `fetch` rather than the API client: one read-only call with no session, and the client
 * (retries, the error catalogue) would add over 1 KB to a page whose JavaScript budget is nearly
 * spent. Its callers have the static index to fall back on: which failure it was does not matter.
 */
export async function fetchProductPage(api: ProductApi, search: ProductSearch): Promise<unknown> {
  const url = productPageUrl(api, search);
  const early = globalThis.earlyProductSearch;
  globalThis.earlyProductSearch = undefined;
  if (early?.url === url) return early.body;
  try {
    const response = await fetch(url, { headers: api.headers });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined; // refused, offline, or not JSON
  }
}
