import { createHash } from 'node:crypto';
import type { Category, Currency } from '../lib/contract/index.ts';
import type { ShopProduct } from '../lib/discounts.ts';
import type { ListingPageData } from './listing-page.ts';

/*
 * Page `cacheKey`s for Astro's incremental build (issue 14 §7): a page whose key and code are the
 * same as in the last build is not rendered again, its last output is reused. A key is a digest of
 * everything the page is rendered from, not only of `updatedAt`: a price that a discount's start
 * or end changes, stock an order took, or a related product's card all change the page without
 * touching its product's `updated_at`. Hashing 10,000 products this way takes a fraction of a second.
 */

/** JSON with every object's keys sorted: the same data gives the same text whatever its key order. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner);
}

/** A short digest of JSON-able data (128 bits, URL-safe): equal data, equal digest. */
export function digestOf(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url').slice(0, 22);
}

/** What every page's layout shows from the catalogue: the header's menu and currency switcher, the footer's year. */
export interface LayoutData {
  categories: readonly Category[];
  currencies: readonly Currency[];
  year: number;
}

/** The key of the layout every page shares: part of each page's own key. */
export function layoutKey(layout: LayoutData): string {
  return digestOf(layout);
}

/**
 * Each product's digest, by id: taken once per build, so the 10,000 product pages' keys (each names
 * its product and six related ones) hash every product once, not seven times.
 */
export function productDigests(products: readonly ShopProduct[]): Map<number, string> {
  return new Map(products.map((product) => [product.id, digestOf(product)]));
}

/**
 * A product page's key: its product (prices after discounts, stock, pictures), its category, the
 * related cards and the layout. `digests` (from `productDigests`) stands for the products it holds.
 */
export function productPageKey(
  page: { product: ShopProduct; category: Category | undefined; related: readonly ShopProduct[] },
  layout: string,
  digests: ReadonlyMap<number, string> = new Map(),
): string {
  const of = (product: ShopProduct) => digests.get(product.id) ?? digestOf(product);
  return digestOf({ product: of(page.product), category: page.category ?? null, related: page.related.map(of), layout });
}

/**
 * A listing page's key: what it shows (its category, the filter's categories, the count and the
 * first page of cards), the discounts its island prices the API's cards with, and the layout.
 */
export function listingPageKey(page: ListingPageData, layout: string): string {
  return digestOf({ page, layout });
}

/**
 * The digest of a category's products, per category id: the API picks a product's related items
 * among the products of its category (api/resources/linked.ts), so while this digest holds, the
 * related items it answered last time still stand.
 */
export function categoryDigests(products: readonly ShopProduct[], digests: ReadonlyMap<number, string> = productDigests(products)): Map<number, string> {
  const byCategory = new Map<number, ShopProduct[]>();
  for (const product of products) {
    const list = byCategory.get(product.categoryId);
    if (list) list.push(product);
    else byCategory.set(product.categoryId, [product]);
  }
  return new Map([...byCategory].map(([id, list]) =>
    [id, digestOf([...list].sort((a, b) => a.id - b.id).map((product) => digests.get(product.id) ?? digestOf(product)))]));
}
