import { cartSchema, type Cart, type CartItem, type CartProduct, type Sku } from './contract/index.ts';
import { roundMoney } from './money.ts';
import { unitPrice } from './pricing.ts';

/** Cart rules (spec §4, §5) as pure functions: each returns a new cart and never mutates. */
export const EMPTY_CART: Cart = Object.freeze({ items: [], quantity: 0, coupon: null }) as Cart;

/** Most units of one sku a line may hold; keeps totals sane against a stuck button. */
export const MAX_LINE_QUANTITY = 999;

function line(product: CartProduct, sku: Sku, quantity: number): CartItem {
  return { product, sku, quantity, subTotal: roundMoney(unitPrice(sku) * quantity) };
}

function withItems(cart: Cart, items: CartItem[]): Cart {
  return { items, quantity: items.reduce((sum, item) => sum + item.quantity, 0), coupon: cart.coupon };
}

/** Adds `quantity` of `sku`: the same sku raises its line's quantity, a new sku adds a line. */
export function addItem(cart: Cart, product: CartProduct, sku: Sku, quantity = 1): Cart {
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
 * Reads a stored cart. Corrupt, tampered or stale data becomes an empty cart, silently; prices
 * and totals are recomputed from the skus rather than trusted from storage.
 */
export function parseStoredCart(raw: string | null | undefined): Cart {
  if (!raw) return clearCart();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return clearCart();
  }
  const parsed = cartSchema.safeParse(data);
  if (!parsed.success) return clearCart();
  const items = parsed.data.items.map((item) => line(item.product, item.sku, item.quantity));
  return { ...withItems(parsed.data, items), coupon: parsed.data.coupon };
}
