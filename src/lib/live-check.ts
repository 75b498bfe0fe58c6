import type { CartItem } from './cart.ts';
import type { Discount, SkuStock } from './contract/index.ts';
import { applyDiscount, bestDiscount } from './discounts.ts';
import { formatBDT } from './money.ts';
import { unitPrice } from './pricing.ts';

/** Why a cart line needs the shopper's attention after the live check. */
export type LiveNotice =
  | { kind: 'gone'; message: string }
  | { kind: 'sold-out'; message: string }
  | { kind: 'limited'; message: string; available: number }
  | { kind: 'price'; message: string; livePrice: number };

type DiscountTerms = Pick<Discount, 'type' | 'value'>;

/**
 * The global discount a line gets now: the best of the `active` ones for its category. Without the
 * live list (the API out of reach) or the line's category (a cart saved before it was kept), the
 * discount it was added with stands.
 */
export function discountNow(item: CartItem, live: SkuStock, active: readonly Discount[] | null, now: Date): DiscountTerms | null {
  if (!active || item.product.categoryId === undefined) return item.product.discount;
  return bestDiscount(active, item.product.categoryId, unitPrice(live), now);
}

/**
 * Compares a cart line with the live sku (spec: prices shown come from the build; the cart says
 * when the live price or stock differs). The live price is the live sku's with the discount that
 * applies now (`discountNow`), so a discount that ended, began or changed shows as a new price.
 */
export function liveNotice(item: CartItem, live: SkuStock | undefined, discount: DiscountTerms | null = item.product.discount): LiveNotice | null {
  if (!live) return { kind: 'gone', message: 'This item is no longer sold.' };
  if (live.stock <= 0) return { kind: 'sold-out', message: 'Out of stock now: remove it to check out.' };
  if (item.quantity > live.stock) {
    return { kind: 'limited', available: live.stock, message: `Only ${live.stock} left in stock.` };
  }
  const livePrice = unitPrice(applyDiscount(live, discount));
  if (livePrice !== unitPrice(item.sku)) {
    return { kind: 'price', livePrice, message: `Price changed: now ${formatBDT(livePrice)} each; you will pay the new price.` };
  }
  return null;
}
