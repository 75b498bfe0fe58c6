import { persistentAtom } from '@nanostores/persistent';
import { atom, computed } from 'nanostores';
import * as rules from '../lib/cart.ts';
import type { Cart, CartProduct } from '../lib/cart.ts';
import { parseStoredCart, serializeCart } from '../lib/cart-storage.ts';
import type { Sku } from '../lib/contract/index.ts';
import { CART_CHANGED_ATTRIBUTE, CART_CHANGED_EVENT } from '../lib/island-awake.ts';
import './storage.ts';

// No network code here: every page's header imports this store, and the API client would cost each
// page its bytes. The checked add that asks the API lives in `cart-add.ts`, loaded by the buying box.

/** The shopper's cart, saved to localStorage under `cart` (spec §4) and kept in sync across tabs. */
export const $cart = persistentAtom<Cart>('cart', rules.clearCart(), {
  encode: serializeCart,
  decode: parseStoredCart,
});

/** Total units in the cart, for the header badge. */
export const $cartCount = computed($cart, (cart) => cart.quantity);

/** Order total in BDT. */
export const $cartTotal = computed($cart, rules.cartTotal);

/** Whether the cart dropdown is open (the header button toggles it; adding to the cart opens it). */
export const $cartOpen = atom(false);

// The header's cart wakes the first time the cart changes on this page (`client:header="cart"`,
// integrations/header-directive-client.ts): until then the badge painted from the stored cart is
// right, and the dropdown has nothing new to show, so a page that only reads the cart (checkout)
// never loads the header's cart unless the shopper reaches for it.
if (typeof document !== 'undefined') {
  const stop = $cart.listen(() => {
    stop();
    document.documentElement.setAttribute(CART_CHANGED_ATTRIBUTE, '');
    document.dispatchEvent(new Event(CART_CHANGED_EVENT));
  });
}

/**
 * Adds a sku as is; without one it logs 'No SKU provided' and does nothing (spec §5). A new sku in
 * a full cart is refused (false; `cartFullMessage` in `cart-add.ts` says why).
 */
export function addToCart(product: CartProduct, sku: Sku | null | undefined, quantity = 1): boolean {
  if (!sku) {
    console.warn('No SKU provided');
    return false;
  }
  if (!rules.hasRoomFor($cart.get(), sku.id)) return false;
  $cart.set(rules.addItem($cart.get(), product, sku, quantity));
  return true;
}

/** Adds one unit of a line. */
export const increaseQuantity = (skuId: number) => $cart.set(rules.increase($cart.get(), skuId));
/** Removes one unit of a line, never below 1. */
export const decreaseQuantity = (skuId: number) => $cart.set(rules.decrease($cart.get(), skuId));
/** Deletes a line. */
export const removeFromCart = (skuId: number) => $cart.set(rules.removeItem($cart.get(), skuId));
/** Empties the cart, coupon included. */
export const clearCart = () => $cart.set(rules.clearCart());
