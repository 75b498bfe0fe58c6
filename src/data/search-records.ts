import { SEARCH_RECORDS_RECEIVER, searchRecords, type SearchRecord } from '../lib/search/records.ts';
import { loadAllProducts, loadCategories } from './catalogue.ts';
import { memo } from './memo.ts';

/**
 * Every product as search records, one per language (records.ts), once per build:
 * `/search-records.json` and the early hand-over share them.
 */
export const loadSearchRecords = memo(async (): Promise<SearchRecord[]> => {
  const [products, categories] = await Promise.all([loadAllProducts(), loadCategories()]);
  const byId = new Map(categories.map((category) => [category.id, category]));
  return products.flatMap((product) => searchRecords(product, byId.get(product.categoryId)));
});

/**
 * Hands the records to the Pagefind step as soon as the catalogue is loaded, when it listens: it
 * indexes them (a process of its own, on another core) while the pages render, instead of after
 * them. `/search-records.json` is still written, for a build where nobody listened.
 */
export async function offerSearchRecords(): Promise<void> {
  const receive = (globalThis as Record<symbol, unknown>)[SEARCH_RECORDS_RECEIVER];
  if (typeof receive === 'function') (receive as (records: SearchRecord[]) => void)(await loadSearchRecords());
}
