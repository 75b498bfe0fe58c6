import type { AttributeValue, Sku } from './contract/index.ts';
import { clearCart, MAX_LINE_QUANTITY, rebuildCart, type Cart, type CartItem, type CartProduct } from './cart.ts';

/*
 * Validation of the cart read back from localStorage. Hand-written guards rather than the zod
 * contract: this runs in every page's cart island, and zod would add ~25 KB to the budget.
 */
type Guard<T> = (value: unknown) => value is T;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isString = (value: unknown): value is string => typeof value === 'string';
/** Image addresses are parsed with `new URL()` when a line renders: anything else would throw there. */
const isHttpUrl = (value: unknown): value is string => {
  if (!isString(value)) return false;
  try {
    return /^https?:$/.test(new URL(value).protocol); // not URL.canParse: older phone browsers lack it
  } catch {
    return false;
  }
};
const isMoney = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const isMoneyOrNull = (value: unknown): value is number | null => value === null || isMoney(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const listOf = <T>(guard: Guard<T>) => (value: unknown): value is T[] => Array.isArray(value) && value.every(guard);

const isAttributeValue: Guard<AttributeValue> = (v): v is AttributeValue =>
  isObject(v) && (v['attribute'] === 'Size' || v['attribute'] === 'Color') &&
  isString(v['option']) && isString(v['displayLabel']) && isString(v['optionDisplayLabel']);

const isSku: Guard<Sku> = (v): v is Sku =>
  isObject(v) && isId(v['id']) && isString(v['code']) && isMoney(v['price']) &&
  isMoneyOrNull(v['sale_price']) && isMoneyOrNull(v['regular_price']) && isCount(v['stock']) &&
  isObject(v['image']) && isHttpUrl(v['image']['src']) && isCount(v['image']['width']) && isCount(v['image']['height']) &&
  listOf((a): a is { name: string; option: string } => isObject(a) && isString(a['name']) && isString(a['option']))(v['attributes']) &&
  listOf(isAttributeValue)(v['attributeValues']);

const isDiscount = (v: unknown): v is CartProduct['discount'] =>
  v === null || (isObject(v) && (v['type'] === 'percent' || v['type'] === 'fixed') && isMoney(v['value']) &&
    (v['id'] === undefined || isId(v['id'])));

const isProduct: Guard<CartProduct> = (v): v is CartProduct =>
  isObject(v) && isId(v['id']) && isString(v['name']) && isString(v['slug']) && isHttpUrl(v['image']) &&
  isDiscount(v['discount'] ?? null) && (v['categoryId'] === undefined || isId(v['categoryId']));

const isItem: Guard<Pick<CartItem, 'product' | 'sku' | 'quantity'>> = (v): v is CartItem =>
  isObject(v) && isProduct(v['product']) && isSku(v['sku']) &&
  Number.isSafeInteger(v['quantity']) && (v['quantity'] as number) >= 1 && (v['quantity'] as number) <= MAX_LINE_QUANTITY;

/**
 * Reads a stored cart. Corrupt, tampered or stale data becomes an empty cart, silently; subtotals
 * and the quantity are recomputed from the skus rather than trusted from storage.
 */
export function parseStoredCart(raw: string | null | undefined): Cart {
  if (!raw) return clearCart();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return clearCart();
  }
  if (!isObject(data) || !listOf(isItem)(data['items'])) return clearCart();
  const coupon = isString(data['coupon']) ? data['coupon'] : null;
  // Two lines of one sku would mean hand-edited storage: keep the first.
  const seen = new Set<number>();
  const items = data['items'].filter((item) => !seen.has(item.sku.id) && seen.add(item.sku.id));
  return rebuildCart(items, coupon);
}
