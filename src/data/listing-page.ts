import { newestFirst } from '../lib/catalogue-order.ts';
import type { Category } from '../lib/contract/index.ts';
import { summarize, type ProductSummary } from '../lib/product-summary.ts';
import { LISTING_PAGE_SIZE } from '../lib/search/listing-query.ts';
import { loadAllProducts, loadCategories } from './catalogue.ts';

/** Everything a listing page is rendered from (newest first); also its `_payload.json`. */
export interface ListingPageData {
  category: Category | null;
  categories: Category[];
  total: number;
  firstPage: ProductSummary[];
}

/** Loads a category's listing, or the whole catalogue's when `category` is null. */
export async function loadListingPage(category: Category | null): Promise<ListingPageData> {
  const [categories, products] = await Promise.all([loadCategories(), loadAllProducts()]);
  const listed = category ? products.filter((product) => product.categoryId === category.id) : products;
  const ordered = [...listed].sort(newestFirst);
  return { category, categories, total: ordered.length, firstPage: ordered.slice(0, LISTING_PAGE_SIZE).map(summarize) };
}

/** The static paths of every category page. */
export async function categoryPaths() {
  return (await loadCategories()).map((category) => ({ params: { slug: category.slug }, props: { category } }));
}
