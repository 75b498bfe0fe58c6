import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import { browserClient } from '../lib/api/browser-client.ts';
import { searchSkuStock } from '../lib/api/stocks.ts';
import * as rules from '../lib/cart.ts';
import type { Cart, CartProduct } from '../lib/cart.ts';
import { parseStoredCart } from '../lib/cart-storage.ts';
import type { Sku } from '../lib/contract/index.ts';
import './storage.ts';

/** The shopper's cart, saved to localStorage under `cart` (spec §4) and kept in sync across tabs. */
export const $cart = persistentAtom<Cart>('cart', rules.clearCart(), {
  encode: JSON.stringify,
  decode: parseStoredCart,
});

/** Total units in the cart, for the header badge. */
export const $cartCount = computed($cart, (cart) => cart.quantity);

/** Order total in BDT. */
export const $cartTotal = computed($cart, rules.cartTotal);

/** Whether the cart dropdown is open (the header button toggles it; adding to the cart opens it). */
export const $cartOpen = atom(false);

/** Adds a sku as is; without one it logs 'No SKU provided' and does nothing (spec §5). */
export function addToCart(product: CartProduct, sku: Sku | null | undefined, quantity = 1): boolean {
  if (!sku) {
    console.warn('No SKU provided');
    return false;
  }
  $cart.set(rules.addItem($cart.get(), product, sku, quantity));
  return true;
}

/** What happened to an add-to-cart after the live stock check. */
export type AddOutcome =
  | { status: 'added'; verified: boolean }
  | { status: 'sold-out' }
  | { status: 'limited'; available: number }
  | { status: 'no-sku' };

/**
 * Adds a sku after checking its live stock (`POST /api/stocks/items/skus/search`). Sold out: not
 * added. Fewer left than asked: not added, the shopper is told how many remain. The API out of
 * reach: added anyway (the cart is local), unverified; checkout checks again on the server.
 */
export async function addToCartChecked(product: CartProduct, sku: Sku | null | undefined, quantity = 1): Promise<AddOutcome> {
  if (!sku) {
    addToCart(product, sku, quantity);
    return { status: 'no-sku' };
  }
  const live = await searchSkuStock(browserClient, [sku.id]);
  const row = live.ok ? live.body.find((item) => item.skuId === sku.id) : undefined;
  if (live.ok && row) {
    const inCart = $cart.get().items.find((item) => item.sku.id === sku.id)?.quantity ?? 0;
    if (row.stock <= 0) return { status: 'sold-out' };
    if (inCart + quantity > row.stock) return { status: 'limited', available: Math.max(0, row.stock - inCart) };
  }
  addToCart(product, sku, quantity);
  return { status: 'added', verified: live.ok && row !== undefined };
}

/** Adds one unit of a line. */
export const increaseQuantity = (skuId: number) => $cart.set(rules.increase($cart.get(), skuId));
/** Removes one unit of a line, never below 1. */
export const decreaseQuantity = (skuId: number) => $cart.set(rules.decrease($cart.get(), skuId));
/** Deletes a line. */
export const removeFromCart = (skuId: number) => $cart.set(rules.removeItem($cart.get(), skuId));
/** Empties the cart, coupon included. */
export const clearCart = () => $cart.set(rules.clearCart());
