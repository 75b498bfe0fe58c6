import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import * as rules from '../lib/cart.ts';
import type { Cart, CartProduct, Sku } from '../lib/contract/index.ts';

/** The shopper's cart, saved to localStorage under `cart` (spec §4) and shared across tabs. */
export const $cart = persistentAtom<Cart>('cart', rules.clearCart(), {
  encode: JSON.stringify,
  decode: rules.parseStoredCart,
});

/** Total units in the cart, for the header badge. */
export const $cartCount = computed($cart, (cart) => cart.quantity);

/** Order total in BDT. */
export const $cartTotal = computed($cart, rules.cartTotal);

/** Adds a sku; without one it logs 'No SKU provided' and does nothing (spec §5). */
export function addToCart(product: CartProduct, sku: Sku | null | undefined, quantity = 1): void {
  if (!sku) {
    console.warn('No SKU provided');
    return;
  }
  $cart.set(rules.addItem($cart.get(), product, sku, quantity));
}

/** Adds one unit of a line. */
export const increaseQuantity = (skuId: number) => $cart.set(rules.increase($cart.get(), skuId));
/** Removes one unit of a line, never below 1. */
export const decreaseQuantity = (skuId: number) => $cart.set(rules.decrease($cart.get(), skuId));
/** Deletes a line. */
export const removeFromCart = (skuId: number) => $cart.set(rules.removeItem($cart.get(), skuId));
/** Empties the cart, coupon included. */
export const clearCart = () => $cart.set(rules.clearCart());
