import type { Cart } from './cart.ts';
import type { Quote } from './contract/checkout.ts';
import { unitPrice } from './pricing.ts';

/*
 * What the shopper must know before placing an order (issue 11 §2): the server's quote laid over
 * the cart. A line whose price moved since it entered the cart is flagged; a line the shop cannot
 * fill stops the order until the shopper changes it.
 */

/** One cart line against the quote. */
export interface ReviewedLine {
  skuId: number;
  /** The price the cart showed when the line was added, when the server's differs. */
  priceWas: number | null;
  /** How many the shop has, when that is fewer than asked (0: sold out). */
  shortTo: number | null;
}

/** Each cart line compared with the server's quote (a line the quote lacks is treated as sold out). */
export function reviewLines(cart: Cart, quote: Quote): ReviewedLine[] {
  return cart.items.map((item) => {
    const priced = quote.lines.find((line) => line.skuId === item.sku.id);
    const was = unitPrice(item.sku);
    return {
      skuId: item.sku.id,
      priceWas: priced && priced.unitPrice !== was ? was : null,
      shortTo: !priced ? 0 : priced.available < item.quantity ? priced.available : null,
    };
  });
}

/** Whether every line can be filled: otherwise the order cannot be placed. */
export function allFillable(review: readonly ReviewedLine[]): boolean {
  return review.every((line) => line.shortTo === null);
}

/** The order's lines as the API takes them: skus and quantities only, never prices. */
export function orderLines(cart: Cart): { skuId: number; quantity: number }[] {
  return cart.items.map((item) => ({ skuId: item.sku.id, quantity: item.quantity }));
}

/** A fresh `Idempotency-Key` for one order attempt. */
export function newAttemptKey(): string {
  return crypto.randomUUID();
}
