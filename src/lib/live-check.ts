import type { CartItem } from './cart.ts';
import type { SkuStock } from './contract/index.ts';
import { applyDiscount } from './discounts.ts';
import { formatBDT } from './money.ts';
import { unitPrice } from './pricing.ts';

/** Why a cart line needs the shopper's attention after the live check. */
export type LiveNotice =
  | { kind: 'gone'; message: string }
  | { kind: 'sold-out'; message: string }
  | { kind: 'limited'; message: string; available: number }
  | { kind: 'price'; message: string; livePrice: number };

/**
 * Compares a cart line with the live sku (spec: prices shown come from the build; the cart says
 * when the live price or stock differs). The line's discount is applied to the live price so
 * a discounted line is not reported as changed.
 */
export function liveNotice(item: CartItem, live: SkuStock | undefined): LiveNotice | null {
  if (!live) return { kind: 'gone', message: 'This item is no longer sold.' };
  if (live.stock <= 0) return { kind: 'sold-out', message: 'Out of stock now: remove it to check out.' };
  if (item.quantity > live.stock) {
    return { kind: 'limited', available: live.stock, message: `Only ${live.stock} left in stock.` };
  }
  const livePrice = unitPrice(applyDiscount(live, item.product.discount));
  if (livePrice !== unitPrice(item.sku)) {
    return { kind: 'price', livePrice, message: `Price changed: now ${formatBDT(livePrice)} each; you will pay the new price.` };
  }
  return null;
}
