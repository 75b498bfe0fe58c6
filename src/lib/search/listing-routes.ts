/**
 * Host routing for listing URLs, written as a Netlify-style `_redirects` file by the build
 * (`src/pages/[redirects].ts`) and honoured by `scripts/serve-static.ts` (`npm start`, e2e, bench).
 *
 * Why: `/products` is prerendered as the whole catalogue, so on its own it would answer
 * `/products?query=pen` or `/products?categoryId=3` with "360 products" until JavaScript runs.
 * A host that reads these rules sends a category to its prerendered page and a computed listing
 * to the search shell, which reserves the grid's space and says plainly that search needs JavaScript.
 */

import { PRODUCT_SORTS } from '../contract/sorts.ts';

/** The static search shell: a listing computed in the browser (src/pages/search.astro). */
export const SEARCH_SHELL_PATH = '/search';

/** One rule: `from` path, query parameters it needs (`:name` = any non-empty value), target, status. */
export interface RouteRule {
  from: string;
  query: [name: string, value: string][];
  to: string;
  status: number;
}

/** Parameters that make a listing one computed in the browser (the default sort does not). */
const COMPUTED = [['query', ':query'], ['page', ':page'], ...PRODUCT_SORTS.filter((sort) => sort !== 'relevance').map((sort) => ['sort', sort])];

/**
 * The `_redirects` rules for listings: first match wins. A computed listing (text, sort or page,
 * with or without a category) is rewritten (200) to the search shell, the URL kept; a bare category
 * by id or slug is sent (301) to its prerendered page, its query string passed on. `!` forces the
 * rule although `/products` exists as a file.
 */
export function listingRoutes(categories: readonly { id: number; slug: string }[]): string {
  const lines = ['# Listings computed in the browser: the search shell keeps the URL (see src/lib/search/listing-routes.ts).'];
  for (const [name, value] of COMPUTED) lines.push(`/products ${name}=${value} ${SEARCH_SHELL_PATH} 200!`);
  lines.push('# A category typed or bookmarked as /products?categoryId=… lands on its prerendered page.');
  for (const { id, slug } of categories) {
    const page = `/categories/${encodeURIComponent(slug)}`;
    lines.push(`/products categoryId=${id} ${page} 301!`, `/products category=${encodeURIComponent(slug)} ${page} 301!`, `/products category=${id} ${page} 301!`);
  }
  return `${lines.join('\n')}\n`;
}

/** Reads `_redirects` text: one rule per line, `#` comments and malformed lines skipped. */
export function parseRoutes(text: string): RouteRule[] {
  const rules: RouteRule[] = [];
  for (const line of text.split('\n')) {
    const words = line.trim().split(/\s+/);
    if (!words[0]?.startsWith('/')) continue;
    const query = words.slice(1).filter((word) => word.includes('=') && !word.startsWith('/'));
    const [to, status] = words.slice(1 + query.length);
    if (!to || !status || !/^\d{3}!?$/.test(status)) continue;
    rules.push({
      from: trimSlash(words[0]),
      query: query.map((pair) => [decodeURIComponent(pair.slice(0, pair.indexOf('='))), decodeURIComponent(pair.slice(pair.indexOf('=') + 1))]),
      to,
      status: Number(status.slice(0, 3)),
    });
  }
  return rules;
}

/**
 * The first rule a request matches, and where it goes: every parameter the rule names must be
 * present (a `:name` value matches any non-empty one); other parameters are allowed and passed on.
 * A redirect's location carries the request's query string, as Netlify passes it on.
 */
export function matchRoute(rules: readonly RouteRule[], pathname: string, search: string): { to: string; status: number } | undefined {
  const params = new URLSearchParams(search);
  const path = trimSlash(pathname);
  const rule = rules.find((candidate) => candidate.from === path && candidate.query.every(([name, value]) =>
    value.startsWith(':') ? (params.get(name) ?? '').trim() !== '' : params.getAll(name).includes(value)));
  if (!rule) return undefined;
  const query = params.toString();
  return { to: rule.status >= 300 && rule.status < 400 && query && !rule.to.includes('?') ? `${rule.to}?${query}` : rule.to, status: rule.status };
}

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}
