import { productOfPage } from '../lib/api/product-payload.ts';
import type { ApiResult } from '../lib/api/types.ts';
import { searchWishlistItems } from '../lib/api/wishlists.ts';
import type { WishlistItem } from '../lib/contract/wishlist.ts';
import { heartSkus, wishlistSkuCode } from '../lib/wishlist.ts';
import { itemSearch, pageSearch } from '../lib/wishlist-page.ts';
import { apiClient } from './api-client.ts';

/*
 * What the hearts (the product page's, the cards') ask of the wishlist, beside the actions they share
 * with the wishlist page (re-exported): apart from wishlist.ts, so the wishlist page loads none of it.
 * The hearts load this module at a press, or for a signed-in customer.
 */

export { addToWishlist, removeWishlistItems, settleWishlistIntent } from './wishlist.ts';

/** The customer's items of one product (a heart's state): every option of it they keep. */
export async function wishlistItemsOf(itemId: number): Promise<ApiResult<WishlistItem[]>> {
  const result = await searchWishlistItems(apiClient(), itemSearch(itemId));
  return result.ok ? { ...result, body: result.body.list } : result;
}

/** Most wishlist items the card hearts read (5 searches of 50, newest first): far beyond any shopper's list. */
const MAX_KEPT_FOR_HEARTS = 250;

/**
 * The customer's items, newest first, for the card hearts of a grid to show which products are kept:
 * one search of 50 after another, up to `MAX_KEPT_FOR_HEARTS`, rather than one search per card.
 */
export async function allWishlistItems(): Promise<ApiResult<WishlistItem[]>> {
  const items: WishlistItem[] = [];
  for (let page = 1; items.length < MAX_KEPT_FOR_HEARTS; page++) {
    const result = await searchWishlistItems(apiClient(), { ...pageSearch(page), size: 50 });
    if (!result.ok) return result;
    items.push(...result.body.list);
    if (items.length >= result.body.total || result.body.list.length === 0) break;
  }
  return { ok: true, status: 200, body: items };
}

/**
 * The option a card's heart keeps for `itemId` (a card names its product only): the one the product
 * page's heart would keep unchosen (`wishlistSkuCode`: the first in stock), read from the product's
 * `_payload.json` at the press; null when that page cannot be read.
 */
export async function cardHeartSkuCode(itemId: number): Promise<string | null> {
  const product = await productOfPage(itemId);
  return product.ok ? wishlistSkuCode(heartSkus(product.body.skus), {}) : null;
}
