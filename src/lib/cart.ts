import type { Sku } from './contract/index.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './contract/limits.ts';
import { roundMoney } from './money.ts';
import { unitPrice } from './pricing.ts';

/** The product as a cart line remembers it: enough to show the line without the catalogue. */
export interface CartProduct {
  id: number;
  name: string;
  /** Its Bangla name, shown on Bangla pages (absent in carts saved before it was kept: the English one is shown). */
  nameBn?: string | undefined;
  slug: string;
  image: string;
  /**
   * The global discount already in the sku's prices, so live prices can be compared like for like
   * (`id` absent in carts saved before it was kept).
   */
  discount: { id?: number | undefined; type: 'percent' | 'fixed'; value: number } | null;
  /** Its category, to find the global discount that applies now (absent in carts saved before it). */
  categoryId?: number | undefined;
}

/** A cart line (spec §3): product, sku, quantity, subTotal (BDT). */
export interface CartItem {
  product: CartProduct;
  sku: Sku;
  quantity: number;
  subTotal: number;
}

/** Cart state (spec §3): items, total quantity, and a coupon that is only stored (spec §4). */
export interface Cart {
  items: CartItem[];
  quantity: number;
  coupon: string | null;
}

/** Cart rules (spec §4, §5) as pure functions: each returns a new cart and never mutates. */
export const EMPTY_CART: Cart = Object.freeze({ items: [], quantity: 0, coupon: null }) as Cart;

// The bounds live in the contract: the API's checkout refuses what a cart could never hold.
export { MAX_CART_LINES, MAX_LINE_QUANTITY };

/** Whether `cart` has room for `skuId`: a sku already in it always has, a new one while under the cap. */
export function hasRoomFor(cart: Cart, skuId: number): boolean {
  return cart.items.length < MAX_CART_LINES || cart.items.some((item) => item.sku.id === skuId);
}

function line(product: CartProduct, sku: Sku, quantity: number): CartItem {
  return { product, sku, quantity, subTotal: roundMoney(unitPrice(sku) * quantity) };
}

function withItems(cart: Cart, items: CartItem[]): Cart {
  return { items, quantity: items.reduce((sum, item) => sum + item.quantity, 0), coupon: cart.coupon };
}

/**
 * Adds `quantity` of `sku`: the same sku raises its line's quantity, a new sku adds a line. A new
 * sku in a full cart (`hasRoomFor`) is refused: the cart comes back unchanged.
 */
export function addItem(cart: Cart, product: CartProduct, sku: Sku, quantity = 1): Cart {
  if (!hasRoomFor(cart, sku.id)) return cart;
  const existing = cart.items.find((item) => item.sku.id === sku.id);
  if (!existing) return withItems(cart, [...cart.items, line(product, sku, Math.min(quantity, MAX_LINE_QUANTITY))]);
  return withItems(
    cart,
    cart.items.map((item) =>
      item === existing ? line(item.product, sku, Math.min(item.quantity + quantity, MAX_LINE_QUANTITY)) : item,
    ),
  );
}

/** Adds one unit to the line of `skuId`. */
export function increase(cart: Cart, skuId: number): Cart {
  return withItems(
    cart,
    cart.items.map((item) =>
      item.sku.id === skuId && item.quantity < MAX_LINE_QUANTITY ? line(item.product, item.sku, item.quantity + 1) : item,
    ),
  );
}

/** Takes one unit from the line of `skuId`, only while it holds more than one (spec §5). */
export function decrease(cart: Cart, skuId: number): Cart {
  return withItems(
    cart,
    cart.items.map((item) => (item.sku.id === skuId && item.quantity > 1 ? line(item.product, item.sku, item.quantity - 1) : item)),
  );
}

/** Deletes the line of `skuId`. */
export function removeItem(cart: Cart, skuId: number): Cart {
  return withItems(cart, cart.items.filter((item) => item.sku.id !== skuId));
}

/** Empties items, quantity and coupon (spec §4). */
export function clearCart(): Cart {
  return { items: [], quantity: 0, coupon: null };
}

/** The order total in BDT: the sum of line subtotals. */
export function cartTotal(cart: Cart): number {
  return roundMoney(cart.items.reduce((sum, item) => sum + item.subTotal, 0));
}

/**
 * A cart rebuilt from trusted parts: subtotals and the quantity are recomputed, never read; lines
 * past `MAX_CART_LINES` are cut.
 */
export function rebuildCart(items: readonly Pick<CartItem, 'product' | 'sku' | 'quantity'>[], coupon: string | null): Cart {
  const kept = items.slice(0, MAX_CART_LINES);
  return withItems({ items: [], quantity: 0, coupon }, kept.map((item) => line(item.product, item.sku, item.quantity)));
}
