import { atom } from 'nanostores';
import { searchActiveDiscounts } from '../lib/api/discounts.ts';
import { searchSkuStock } from '../lib/api/stocks.ts';
import type { CartItem } from '../lib/cart.ts';
import { discountNow, liveNotice, type LiveNotice } from '../lib/live-check.ts';
import { apiClient } from './api-client.ts';
import { $cart } from './cart.ts';

/** Notices per sku id where the live price or stock differs from what the cart shows. */
export const $liveNotices = atom<Record<number, LiveNotice>>({});
/** Set when the live check could not reach the API; the cart still works. */
export const $liveCheckFailed = atom(false);

/**
 * Asks the API for the live stock and price of every line, and for the global discounts running
 * now (the cart page does this on open). Without the discounts, each line keeps the one it had.
 */
export async function checkCartLive(items: readonly CartItem[] = $cart.get().items): Promise<void> {
  if (items.length === 0) {
    $liveNotices.set({});
    return;
  }
  const [stocks, discounts] = await Promise.all([
    searchSkuStock(apiClient(), items.map((item) => item.sku.id)),
    searchActiveDiscounts(apiClient()),
  ]);
  $liveCheckFailed.set(!stocks.ok);
  if (!stocks.ok) return;
  const notices: Record<number, LiveNotice> = {};
  for (const item of items) {
    const live = stocks.body.find((row) => row.skuId === item.sku.id);
    const notice = liveNotice(item, live, live ? discountNow(item, live, discounts.ok ? discounts.body : null) : null);
    if (notice) notices[item.sku.id] = notice;
  }
  $liveNotices.set(notices);
}
