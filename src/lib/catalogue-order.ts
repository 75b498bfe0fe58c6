/** The order the shop browses its catalogue in: newest first (home, listings, search index). */
interface Dated {
  id: number;
  createdAt: string;
}

/** Compares newest first; the same moment goes by the higher id, so the order is total. */
export function newestFirst(a: Dated, b: Dated): number {
  return b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
}

/**
 * The search index's `newest` sort key: sorted descending it gives exactly `newestFirst`. The id
 * makes every key unique, so a later listing page never repeats or skips a product at its edge.
 */
export function newestSortKey(product: Dated): string {
  return `${product.createdAt}#${String(product.id).padStart(10, '0')}`;
}
