import type { ProductSummary } from '../product-summary.ts';

/*
 * The shop's own prerendered data (spec §7, Housekeeping: `GET {path}/_payload.json`), from the
 * site's origin rather than the commerce API, so plain `fetch` and no API headers.
 */

/**
 * The first page of a category as its prerendered page shows it, read from that page's
 * `_payload.json`: a couple of kilobytes instead of the search library and index, for the listing
 * Browse Categories opens (`/products?categoryId=…`).
 */
export async function categoryFirstPage(slug: string): Promise<{ total: number; products: ProductSummary[] }> {
  const response = await fetch(`/categories/${encodeURIComponent(slug)}/_payload.json`);
  if (!response.ok) throw new Error(`category payload: HTTP ${response.status}`);
  const data = (await response.json()) as { total?: unknown; firstPage?: unknown };
  if (typeof data.total !== 'number' || !Array.isArray(data.firstPage)) throw new Error('category payload: unexpected shape');
  return { total: data.total, products: data.firstPage as ProductSummary[] };
}
