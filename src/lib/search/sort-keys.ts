import type { Priced } from '../contract/domain.ts';
import { unitPrice } from '../pricing.ts';

/** A product's values for the search index's two sorts (records.ts). */
export interface SortValues {
  price: string;
  newest: string;
}

/**
 * The `price` sort key: the unit price of a card (its cheapest sku's) and the product's id, as text
 * that sorts as the numbers do (`000000120.50#0000000042`). Unique, so that products of one price
 * keep one order whichever index holds them (Pagefind orders equal keys as their records came, and
 * a delta's records come apart from the base's: search-delta.ts). Taken from the card's summary,
 * so a hit's key can be read back from its card.
 */
export function priceSortKey(card: Priced & { id: number }): string {
  return `${unitPrice(card).toFixed(2).padStart(12, '0')}#${String(card.id).padStart(10, '0')}`;
}

/** Orders two sets of sort values as Pagefind's `sort` does; undefined for a sort it does not know. */
export type SortOrder = (a: SortValues, b: SortValues) => number;

/**
 * The order of a Pagefind `sort` option (`{ price: 'asc' }`, `{ newest: 'desc' }`): both keys are
 * text, which Pagefind sorts by its characters (values that all parse as numbers it would sort as
 * numbers). Undefined without a sort or for a key the index does not have.
 */
export function sortOrder(sort: Record<string, string> | undefined): SortOrder | undefined {
  const [entry] = Object.entries(sort ?? {});
  if (!entry) return undefined;
  const [key, direction] = entry;
  if (key !== 'price' && key !== 'newest') return undefined;
  const ascending: SortOrder = (a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0);
  return direction === 'desc' ? (a, b) => ascending(b, a) : ascending;
}
