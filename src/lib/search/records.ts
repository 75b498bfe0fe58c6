import { baseLocale, locales, type Locale } from '../../paraglide/runtime.js';
import { newestFirst, newestSortKey } from '../catalogue-order.ts';
import type { Category } from '../contract/index.ts';
import type { ShopProduct } from '../discounts.ts';
import { pathInLocale } from '../i18n/href.ts';
import { productHref } from '../links.ts';
import { summarize } from '../product-summary.ts';
import { isOnSale, unitPrice } from '../pricing.ts';
import type { CategoryProducts } from './category-listing.ts';
import { FILTER_KEYS, IN_STOCK, ON_SALE, optionKey, priceValue } from './listing-filters.ts';
import { priceSortKey } from './sort-keys.ts';

/**
 * Where the Pagefind step of the build (integrations/pagefind.ts) takes the records early
 * (src/data/search-records.ts hands them over): it runs in the build's own process, so a global is
 * what both sides can see.
 */
export const SEARCH_RECORDS_RECEIVER = Symbol.for('storefront.searchRecords');

/**
 * One product in one language as the static search index takes it (Pagefind's custom record).
 * Pagefind writes an index per `language`, and the browser searches the one of the page's
 * `<html lang>`, so a Bangla page finds Bangla pages.
 */
export interface SearchRecord {
  /** The product's page in `language`: `/products/12`, `/bn/products/12`. */
  url: string;
  /** The words a shopper searches by, English and Bangla in either language: names, brand and category. */
  content: string;
  language: Locale;
  /**
   * The card a hit shows (no separate title: the summary has the name, and each byte is fetched per
   * hit), and the `newest` sort key, which the card does not hold: search-delta.ts places a product
   * changed since the index was built among the hits by it (the price key is the card's price).
   */
  meta: { summary: string; newest: string };
  /** What listings filter by (listing-filters.ts): category, brand, price, stock, sale and `option:Size`-style options. */
  filters: Record<string, string[]>;
  sort: { price: string; newest: string };
}

/**
 * A product's search records, one per language of the shop (English, then Bangla): the same words,
 * card, filters and sort keys, each with the product's page in its language (issue 24 §6).
 */
export function searchRecords(product: ShopProduct, category: Category | undefined): SearchRecord[] {
  const english = searchRecord(product, category, baseLocale);
  return locales.map((language) => (language === baseLocale ? english : { ...english, url: productUrl(product, language), language }));
}

/**
 * The search record of a product in `language`: indexed from the build's data rather than its
 * HTML, so the index holds only what search needs and the build parses no pages. `summary` is the
 * card the listing shows for a hit. Each sort key costs the index's metadata file (which every
 * first search loads) about 2 bytes per product, so there are only the two the listing offers:
 * browsing without text uses `newest`, the order the prerendered first page shows.
 *
 * The words are English and Bangla in every language: a Bangla page finds `কলম` and `pen` alike.
 */
export function searchRecord(product: ShopProduct, category: Category | undefined, language: Locale = baseLocale): SearchRecord {
  // Not the description: its everyday words ("gift", "pen", "school") would match half the shop,
  // and every hit's fragment (downloaded per result) would carry it.
  const words = [product.name, product.nameBn, product.brand, category?.name, category?.nameBn];
  const summary = summarize(product);
  const newest = newestSortKey(product);
  return {
    url: productUrl(product, language),
    content: words.filter(Boolean).join('\n'),
    language,
    meta: { summary: JSON.stringify(summary), newest },
    filters: filtersOf(product, category, summary),
    sort: { price: priceSortKey(summary), newest },
  };
}

/**
 * A category's product file (`/categories/{slug}/products.json`) from its `products`: each one's
 * card and filter values as its search record has them (less the category: the file is one),
 * newest first, so the listing filters, sorts and counts the category as the index would
 * (category-listing.ts) without loading it.
 */
export function categoryProductsOf(products: readonly ShopProduct[], category: Category): CategoryProducts {
  return {
    items: [...products].sort(newestFirst).map((product) => {
      const { [FILTER_KEYS.category]: _, ...filters } = searchRecord(product, category).filters;
      return { card: summarize(product), filters };
    }),
  };
}

/**
 * The product's page in `language`, whatever language the build is rendering in when it makes
 * the records (they are made once, for every page and `/search-records.json` alike).
 */
function productUrl(product: ShopProduct, language: Locale): string {
  return pathInLocale(productHref(product), language);
}

/**
 * A product's filter values: its category and brand, its card's price in whole taka, whether any
 * sku is in stock or on sale, and every option value its skus have (`option:Color`: Blue, Black).
 * A filter a product lacks is left out rather than empty.
 */
function filtersOf(product: ShopProduct, category: Category | undefined, summary: ReturnType<typeof summarize>): Record<string, string[]> {
  const filters: Record<string, string[]> = { [FILTER_KEYS.category]: category ? [category.name] : [] };
  if (product.brand) filters[FILTER_KEYS.brand] = [product.brand];
  filters[FILTER_KEYS.price] = [priceValue(unitPrice(summary))]; // what the card shows, as the price sort
  if (summary.inStock) filters[FILTER_KEYS.stock] = [IN_STOCK];
  if (product.skus.some(isOnSale)) filters[FILTER_KEYS.sale] = [ON_SALE];
  for (const sku of product.skus) {
    for (const value of sku.attributeValues) {
      const values = (filters[optionKey(value.displayLabel)] ??= []);
      if (!values.includes(value.optionDisplayLabel)) values.push(value.optionDisplayLabel);
    }
  }
  return filters;
}
