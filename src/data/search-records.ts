import { SEARCH_RECORDS_RECEIVER, searchRecords, type SearchRecord } from '../lib/search/records.ts';
import { loadAllProducts, loadCategories } from './catalogue.ts';
import { outsideAnyRender } from '../lib/i18n/render-locale.ts';

/**
 * Every product as search records, one per language (records.ts). Made when asked and not kept:
 * at 100,000 products they are 200,000 records, a few hundred megabytes of the build's heap for
 * the whole render (issue 25: the build must not hold the catalogue twice). The Pagefind step
 * holds what it was handed only until its index is written.
 */
export async function loadSearchRecords(): Promise<SearchRecord[]> {
  const [products, categories] = await Promise.all([loadAllProducts(), loadCategories()]);
  const byId = new Map(categories.map((category) => [category.id, category]));
  // In no page's language, whichever page asks (the records hold both languages' words themselves).
  return outsideAnyRender(() => products.flatMap((product) => searchRecords(product, byId.get(product.categoryId))));
}

/** Whether the records went to the Pagefind step: then `/search-records.json` need not carry them again. */
let handedOver = false;

/**
 * Hands the records to the Pagefind step as soon as the catalogue is loaded, when it listens: it
 * indexes them (a process of its own, on another core) while the pages render, instead of after
 * them. Once per build (the product pages' paths call it, memoised).
 */
export async function offerSearchRecords(): Promise<void> {
  const receive = (globalThis as Record<symbol, unknown>)[SEARCH_RECORDS_RECEIVER];
  if (typeof receive !== 'function') return;
  (receive as (records: SearchRecord[]) => void)(await loadSearchRecords());
  handedOver = true;
}

/**
 * What `/search-records.json` holds: the records, for a build where nobody took them early; else
 * nothing (`[]`), since the Pagefind step indexes what it was handed and removes the file.
 */
export async function searchRecordsFile(): Promise<SearchRecord[]> {
  return handedOver ? [] : loadSearchRecords();
}
