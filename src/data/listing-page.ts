import { newestFirst } from '../lib/catalogue-order.ts';
import type { Category } from '../lib/contract/index.ts';
import { summarize, type ProductSummary } from '../lib/product-summary.ts';
import { LISTING_PAGE_SIZE } from '../lib/search/listing-query.ts';
import { listingPageKey } from './cache-keys.ts';
import { loadAllProducts, loadCategories } from './catalogue.ts';
import { BUILD_CACHE_DIR, loadLayoutKey } from './incremental.ts';

/** Everything a listing page is rendered from (newest first); also its `_payload.json`. */
export interface ListingPageData {
  category: Category | null;
  categories: Category[];
  total: number;
  firstPage: ProductSummary[];
  /** The options its products have ("Size", "Color"): the listing's filters offer their values. */
  optionNames: string[];
}

/** Loads a category's listing, or the whole catalogue's when `category` is null. */
export async function loadListingPage(category: Category | null): Promise<ListingPageData> {
  const [categories, products] = await Promise.all([loadCategories(), loadAllProducts()]);
  const listed = category ? products.filter((product) => product.categoryId === category.id) : products;
  const ordered = [...listed].sort(newestFirst);
  const optionNames = [...new Set(listed.flatMap((product) => product.skus.flatMap((sku) => sku.attributeValues.map((value) => value.displayLabel))))].sort();
  return { category, categories, total: ordered.length, firstPage: ordered.slice(0, LISTING_PAGE_SIZE).map(summarize), optionNames };
}

/** The static paths of every category page; in an incremental build each with its `cacheKey` (see `listingPageKey`). */
export async function categoryPaths() {
  const categories = await loadCategories();
  if (!BUILD_CACHE_DIR) return categories.map((category) => ({ params: { slug: category.slug }, props: { category } }));
  const layout = await loadLayoutKey();
  return Promise.all(categories.map(async (category) => ({
    params: { slug: category.slug },
    props: { category },
    cacheKey: listingPageKey(await loadListingPage(category), layout),
  })));
}
