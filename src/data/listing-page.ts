import { newestFirst } from '../lib/catalogue-order.ts';
import type { Category, Discount } from '../lib/contract/index.ts';
import { summarize, type ProductSummary } from '../lib/product-summary.ts';
import type { ShopProduct } from '../lib/discounts.ts';
import type { CategoryProducts } from '../lib/search/category-listing.ts';
import { optionWordsOf, type OptionWords } from '../lib/i18n/option-words.ts';
import { isOptionName } from '../lib/search/listing-filters.ts';
import { coversCategory } from '../lib/discounts.ts';
import type { ListedDiscount } from '../lib/search/api-listing.ts';
import { categoryProductsOf } from '../lib/search/records.ts';
import { LISTING_PAGE_SIZE } from '../lib/search/listing-query.ts';
import { digestOf, listingPageKey } from './cache-keys.ts';
import { loadAllProducts, loadCategories, loadDiscounts } from './catalogue.ts';
import { BUILD_CACHE_DIR, loadLayoutKey } from './incremental.ts';
import { memo } from './memo.ts';

/** Everything a listing page is rendered from (newest first); also its `_payload.json`. */
export interface ListingPageData {
  category: Category | null;
  categories: Category[];
  total: number;
  firstPage: ProductSummary[];
  /** The options its products have ("Size", "Color"): the listing's filters offer their values. */
  optionNames: string[];
  /** Those options' Bangla words, for a Bangla page's filters (src/lib/i18n/option-words.ts). */
  optionWords: OptionWords;
  /**
   * The global discounts running at the build that cover its products: the commerce API's answers
   * to text typed in the refine box are priced with them, as the prerendered cards are.
   */
  discounts: ListedDiscount[];
}

/** Loads a category's listing, or the whole catalogue's when `category` is null. */
export async function loadListingPage(category: Category | null): Promise<ListingPageData> {
  const [categories, products, discounts] = await Promise.all([loadCategories(), loadAllProducts(), loadDiscounts()]);
  const listed = category ? products.filter((product) => product.categoryId === category.id) : products;
  const ordered = [...listed].sort(newestFirst);
  return {
    category, categories, total: ordered.length, firstPage: ordered.slice(0, LISTING_PAGE_SIZE).map(summarize),
    optionNames: optionNamesOf(listed), optionWords: optionWordsOf(attributeValuesOf(listed)),
    discounts: listedDiscounts(discounts.filter((discount) => !category || coversCategory(discount, category.id))),
  };
}

/** The options of every product and their Bangla words, for the search shell's filters. */
export async function loadOptions(): Promise<Pick<ListingPageData, 'optionNames' | 'optionWords'>> {
  const products = await loadAllProducts();
  return { optionNames: optionNamesOf(products), optionWords: optionWordsOf(attributeValuesOf(products)) };
}

/** The discounts as a listing page holds them: what pricing a card needs, nothing of their schedule. */
export function listedDiscounts(discounts: readonly Discount[]): ListedDiscount[] {
  return discounts.map(({ id, name, type, value, categoryId }) => ({ id, name, type, value, categoryId }));
}

function attributeValuesOf(products: readonly ShopProduct[]) {
  return products.flatMap((product) => product.skus.flatMap((sku) => sku.attributeValues));
}

/**
 * The options some sku of `products` has ("Color", "Size"), sorted; one named as a listing's own URL
 * parameter ("Sort", "Brand") is left out, since its values could not be told apart in a URL.
 */
function optionNamesOf(products: readonly ShopProduct[]): string[] {
  const names = new Set(attributeValuesOf(products).map((value) => value.displayLabel));
  return [...names].filter(isOptionName).sort();
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

/**
 * A category's product file (`/categories/{slug}/products.json`): every product's card and filter
 * values as the search index holds them (records.ts), newest first, so the listing filters,
 * sorts and counts a category without the index (src/lib/search/category-listing.ts).
 */
export const loadCategoryProducts = (category: Category): Promise<CategoryProducts> => categoryProductsById(category.id, category);
// Made once a build (memo, keyed by the category's id): the file's key and the file itself share it.
const categoryProductsById = memo(async (categoryId: number, category: Category): Promise<CategoryProducts> =>
  categoryProductsOf((await loadAllProducts()).filter((product) => product.categoryId === categoryId), category));

/** The static paths of every category's product file; in an incremental build each keyed by the file's own data. */
export async function categoryProductsPaths() {
  const categories = await loadCategories();
  return Promise.all(categories.map(async (category) => ({
    params: { slug: category.slug },
    props: { category },
    // The key's data is the file's (made once a build).
    ...(BUILD_CACHE_DIR ? { cacheKey: digestOf(await loadCategoryProducts(category)) } : {}),
  })));
}
