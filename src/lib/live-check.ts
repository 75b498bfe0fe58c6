import type { CartItem } from './cart.ts';
import type { Discount, SkuStock } from './contract/index.ts';
import { applyDiscount, biggestSaving, coversCategory } from './discounts.ts';
import { cartMessages } from './messages/cart.ts';
import { unitPrice } from './pricing.ts';

/** Why a cart line needs the shopper's attention after the live check. */
export type LiveNotice =
  | { kind: 'gone'; message: string }
  | { kind: 'sold-out'; message: string }
  | { kind: 'limited'; message: string; available: number }
  | { kind: 'price'; message: string; livePrice: number };

type DiscountTerms = Pick<Discount, 'type' | 'value'>;

/**
 * The global discount a line gets now, from the API's list of those running (`active`, by the
 * server's clock: a phone's wrong clock must not end a sale). The one the line was priced with,
 * while it still runs; else the running one for its category that saves the most. Without the list
 * (the API out of reach) or the line's category (a cart saved before it was kept), the discount it
 * was added with stands.
 */
export function discountNow(item: CartItem, live: SkuStock, active: readonly Discount[] | null): DiscountTerms | null {
  const { categoryId, discount } = item.product;
  if (!active || categoryId === undefined) return discount;
  const running = active.filter((candidate) => coversCategory(candidate, categoryId));
  const same = discount?.id === undefined ? undefined : running.find((candidate) => candidate.id === discount.id);
  return same ?? biggestSaving(running, unitPrice(live));
}

/**
 * Compares a cart line with the live sku (spec: prices shown come from the build; the cart says
 * when the live price or stock differs). The live price is the live sku's with the discount that
 * applies now (`discountNow`), so a discount that ended, began or changed shows as a new price.
 */
export function liveNotice(item: CartItem, live: SkuStock | undefined, discount: DiscountTerms | null = item.product.discount): LiveNotice | null {
  if (!live) return { kind: 'gone', message: cartMessages.itemGone };
  if (live.stock <= 0) return { kind: 'sold-out', message: cartMessages.soldOutNow };
  if (item.quantity > live.stock) {
    return { kind: 'limited', available: live.stock, message: cartMessages.onlyLeft(live.stock) };
  }
  const livePrice = unitPrice(applyDiscount(live, discount));
  if (livePrice !== unitPrice(item.sku)) {
    return { kind: 'price', livePrice, message: cartMessages.priceChanged(livePrice) };
  }
  return null;
}
