import type { Priced } from '../contract/domain.ts';
import { unitPrice } from '../pricing.ts';

/** A product's values for the search index's two sorts (records.ts). */
export interface SortValues {
  price: string;
  newest: string;
}

/**
 * The `price` sort key: the unit price of a card's price (its cheapest sku's), as Pagefind sorts it
 * (a number). Taken from the card's summary, so a hit's key can be read back from its summary.
 */
export function priceSortKey(cheapest: Priced): string {
  return unitPrice(cheapest).toFixed(2);
}

/** Orders two sets of sort values as Pagefind's `sort` does; undefined for a sort it does not know. */
export type SortOrder = (a: SortValues, b: SortValues) => number;

/**
 * The order of a Pagefind `sort` option (`{ price: 'asc' }`, `{ newest: 'desc' }`): prices as
 * numbers, `newest` keys as text (Pagefind sorts values that all parse as numbers numerically,
 * others by their characters). Undefined without a sort or for an unknown key.
 */
export function sortOrder(sort: Record<string, string> | undefined): SortOrder | undefined {
  const [entry] = Object.entries(sort ?? {});
  if (!entry) return undefined;
  const [key, direction] = entry;
  const ascending: SortOrder | undefined =
    key === 'price' ? (a, b) => Number(a.price) - Number(b.price)
      : key === 'newest' ? (a, b) => (a.newest < b.newest ? -1 : a.newest > b.newest ? 1 : 0)
        : undefined;
  if (!ascending) return undefined;
  return direction === 'desc' ? (a, b) => ascending(b, a) : ascending;
}
