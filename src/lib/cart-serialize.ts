import type { Cart } from './cart.ts';

/*
 * The cart's stored form (spec §4), written apart from the reading rules (`cart-storage.ts`):
 * writing needs no schema, and scripts outside the browser (the bench's signed-in customer) can
 * write a cart without the shop's build-time settings.
 */

/** The version of the stored shape; a new shape gets a new number and a migration in `cart-storage.ts`. */
export const CART_VERSION = 2;

/** The stored form of `cart`: versioned, lines without the totals `rebuildCart` derives. */
export function serializeCart(cart: Cart): string {
  const items = cart.items.map(({ product, sku, quantity: units }) => ({ product, sku, quantity: units }));
  return JSON.stringify({ version: CART_VERSION, items, coupon: cart.coupon });
}
