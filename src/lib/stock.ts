/** How the buying box words a sku's stock: the rule, kept apart from the words (messages/product.ts). */

/** At or below this many units a shopper is told how few are left, so they do not wait. */
export const LOW_STOCK = 5;

/** What the shopper is told about stock: nothing chosen yet, none, few (with how many), or plenty. */
export type StockLevel = { kind: 'unchosen' } | { kind: 'out' } | { kind: 'low'; left: number } | { kind: 'in' };

/** The stock level of the chosen sku's `stock`, or `unchosen` while no sku is chosen (null). */
export function stockLevel(stock: number | null): StockLevel {
  if (stock === null) return { kind: 'unchosen' };
  if (stock <= 0) return { kind: 'out' };
  if (stock <= LOW_STOCK) return { kind: 'low', left: stock };
  return { kind: 'in' };
}
