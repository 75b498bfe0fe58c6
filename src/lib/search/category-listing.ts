import { categoryProducts } from '../api/payloads.ts';
import type { ProductSummary } from '../product-summary.ts';
import { FILTER_KEYS, chosenFacets, pagefindFilters, type Facet, type ListingFilters, type PagefindFilters } from './listing-filters.ts';
import type { FacetCounts, FilterCounts, FoundProducts, SearchOptions } from './pagefind.ts';
import { priceSortKey, sortOrder, type SortValues } from './sort-keys.ts';

/*
 * A category's listing without text, filtered, sorted and counted in the browser from the
 * category's own product file (`/categories/{slug}/products.json`, written by the build next to
 * its page) instead of the static search index. A category is what shoppers filter most, and the
 * index costs a filtered category page its WebAssembly (~58 KiB), loader (~12 KiB) and metadata
 * (~105 KiB per language at 10,000 products, which every first search loads), and the TBT of
 * starting them; the file is the category's cards and filter values, a few KiB (bench: filtered
 * category). Its answers are the index's by construction: the filters are the index's
 * (`pagefindFilters` over the same values, records.ts) and the sorts its keys (sort-keys.ts);
 * tests/unit/category-listing.test.ts holds the two to the same answers on one catalogue.
 */

/** One product of a category's file: its card, and its filter values as the index files them (no `category`: the file is one). */
export interface CategoryItem {
  card: ProductSummary;
  filters: Record<string, string[]>;
}

/** The file: every product of the category, newest first (the browsing order, and the index's `newest` sort). */
export interface CategoryProducts {
  items: CategoryItem[];
}

/** Whether an item's filter values meet `wanted`, in the forms `pagefindFilters` writes: a value, or `any` of some. */
function meets(filters: Record<string, string[]>, wanted: PagefindFilters): boolean {
  for (const [key, want] of Object.entries(wanted)) {
    if (key === FILTER_KEYS.category) continue; // every item is in the file's category
    const have = filters[key];
    if (!have) return false;
    if (typeof want === 'string' ? !have.includes(want) : !want.any.some((value) => have.includes(value))) return false;
  }
  return true;
}

/** The price values the category holds: a price range is the values within it, as the index takes it. */
function priceValuesOf(items: readonly CategoryItem[]): string[] {
  return [...new Set(items.flatMap((item) => item.filters[FILTER_KEYS.price] ?? []))];
}

function narrowed(items: readonly CategoryItem[], narrow: ListingFilters | undefined, priceValues: readonly string[], except?: Facet): CategoryItem[] {
  if (!narrow) return [...items];
  const wanted = pagefindFilters(narrow, priceValues, except);
  return items.filter((item) => meets(item.filters, wanted));
}

/** The sort values of an item: its price key read back from its card, and its place in the file for `newest`. */
function sortValues(items: readonly CategoryItem[]): Map<CategoryItem, SortValues> {
  // Newest first in the file: a key that sorts descending into the file's order.
  return new Map(items.map((item, i) => [item, { price: priceSortKey(item.card), newest: String(items.length - i).padStart(10, '0') }]));
}

/**
 * One page (`start` to `end`) of the category's listing with `options` (`narrow`, `sort`) and its
 * total, as the search index would answer it without text.
 */
export function listCategory(file: CategoryProducts, options: SearchOptions, start: number, end: number): FoundProducts {
  const listed = narrowed(file.items, options.narrow, priceValuesOf(file.items));
  const order = sortOrder(options.sort);
  if (order) {
    const values = sortValues(file.items);
    listed.sort((a, b) => order(values.get(a)!, values.get(b)!));
  }
  return { total: listed.length, products: listed.slice(start, end).map((item) => item.card) };
}

/** Each filter value's count among `items`. */
function tally(items: readonly CategoryItem[]): FilterCounts {
  const counts: FilterCounts = {};
  for (const { filters } of items) {
    for (const [facet, values] of Object.entries(filters)) {
      const facetCounts = (counts[facet] ??= {});
      for (const value of values) facetCounts[value] = (facetCounts[value] ?? 0) + 1;
    }
  }
  return counts;
}

/**
 * The filter panel's counts for the category filtered by `narrow`, as `countFacets` (pagefind.ts)
 * counts them: the category's own values (`scope`), the listing's, and each chosen facet's
 * without its own choice.
 */
export function countCategoryFacets(file: CategoryProducts, narrow: ListingFilters | undefined): FacetCounts {
  const priceValues = priceValuesOf(file.items);
  const listed = narrowed(file.items, narrow, priceValues);
  const counts = tally(listed);
  for (const facet of narrow ? chosenFacets(narrow) : []) counts[facet] = tally(narrowed(file.items, narrow, priceValues, facet))[facet] ?? {};
  return { scope: tally(file.items), counts, total: listed.length };
}

// Each category's file, fetched once per page view: the listing's later filters and pages are worked out from it.
const files = new Map<string, Promise<CategoryProducts>>();

/** The category's product file, fetched on first use; rejects when it could not be read (then asked again next time). */
export function categoryFile(slug: string): Promise<CategoryProducts> {
  let file = files.get(slug);
  if (!file) {
    file = categoryProducts(slug).then((result) => {
      if (!result.ok) throw new Error(`category products ${slug}: ${result.error.message}`);
      return result.body;
    });
    file.catch(() => files.delete(slug));
    files.set(slug, file);
  }
  return file;
}

/** Resolves in a task of its own: see `categoryListing`. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * `page` of the category's listing (`size` cards a page), from its file. Reading the file, drawing
 * the listing and counting the panel's values are tasks of their own, not one long task that
 * blocks the page (the bench's filter sheet: TBT 172 ms as one).
 */
export async function categoryListing(slug: string, options: SearchOptions, page: number, size: number): Promise<FoundProducts> {
  const file = await categoryFile(slug);
  await nextTask();
  return listCategory(file, options, (page - 1) * size, page * size);
}

/** The filter panel's counts for the category, from its file, a task after the listing's (`categoryListing`). */
export async function categoryFacets(slug: string, narrow: ListingFilters | undefined): Promise<FacetCounts> {
  const file = await categoryFile(slug);
  await nextTask();
  await nextTask();
  return countCategoryFacets(file, narrow);
}
