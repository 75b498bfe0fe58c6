import { atom } from 'nanostores';
import { browserClient } from '../lib/api/browser-client.ts';
import { searchSkuStock } from '../lib/api/stocks.ts';
import type { CartItem } from '../lib/cart.ts';
import { liveNotice, type LiveNotice } from '../lib/live-check.ts';
import { $cart } from './cart.ts';

/** Notices per sku id where the live price or stock differs from what the cart shows. */
export const $liveNotices = atom<Record<number, LiveNotice>>({});
/** Set when the live check could not reach the API; the cart still works. */
export const $liveCheckFailed = atom(false);

/** Asks the API for the live stock and price of every line (the cart page does this on open). */
export async function checkCartLive(items: readonly CartItem[] = $cart.get().items): Promise<void> {
  if (items.length === 0) {
    $liveNotices.set({});
    return;
  }
  const result = await searchSkuStock(browserClient, items.map((item) => item.sku.id));
  $liveCheckFailed.set(!result.ok);
  if (!result.ok) return;
  const notices: Record<number, LiveNotice> = {};
  for (const item of items) {
    const notice = liveNotice(item, result.body.find((row) => row.skuId === item.sku.id));
    if (notice) notices[item.sku.id] = notice;
  }
  $liveNotices.set(notices);
}
