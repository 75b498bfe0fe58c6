import { atom, map } from 'nanostores';
import { productOfPage } from '../lib/api/product-payload.ts';
import { addWishlistItem, removeWishlistItem, searchWishlistItems } from '../lib/api/wishlists.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { WishlistItem } from '../lib/contract/wishlist.ts';
import type { ShopProduct } from '../lib/discounts.ts';
import { pageAfterRemoval, pageSearch, takeWishlistIntent } from '../lib/wishlist-page.ts';
import type { WishlistIntent } from '../lib/wishlist.ts';
import { forgetKept } from '../lib/site.ts';
import { apiClient } from './api-client.ts';
import { $auth } from './auth.ts';
import type { AddOutcome } from './cart-add.ts';

/*
 * The signed-in customer's wishlist (spec §3: the list and the total count) and its actions. Loaded
 * lazily: the product page's heart imports this only when a customer is signed in or presses it,
 * so no page pays for the API client at load. What only the hearts ask is in wishlist-hearts.ts.
 */

/** One page of the wishlist as the API answered it (spec §9: 10 a page, newest first). */
export interface WishlistState {
  list: WishlistItem[];
  total: number;
  page: number;
  status: 'idle' | 'loading' | 'ready' | 'failed';
}

/** The wishlist of spec §3: the items of the page shown and the total count. */
export const $wishlist = atom<WishlistState>({ list: [], total: 0, page: 1, status: 'idle' });

/** The products the wishlist's cards show, by item id; `null` when the shop no longer has it. */
export const $wishlistProducts = map<Record<number, ShopProduct | null>>({});

// Only the newest load may write the state: an older answer arriving late would show a stale page.
let latestLoad = 0;

/** Loads page `page` of the wishlist (after adding a press a guest made before signing in), then its products. */
export async function loadWishlistPage(page: number): Promise<void> {
  const load = ++latestLoad;
  $wishlist.set({ ...$wishlist.get(), page, status: 'loading' });
  await settleWishlistIntent();
  const result = await searchWishlistItems(apiClient(), pageSearch(page));
  if (load !== latestLoad) return;
  if (!result.ok) {
    $wishlist.set({ ...$wishlist.get(), status: 'failed' });
    return;
  }
  const { list, total } = result.body;
  // A page emptied meanwhile (removed in another tab): show the last page that still has items.
  const last = pageAfterRemoval(page, total);
  if (list.length === 0 && last < page) return loadWishlistPage(last);
  await loadProducts(list.map((item) => item.itemId));
  if (load === latestLoad) $wishlist.set({ list, total, page, status: 'ready' });
}

/** Fetches the products of `itemIds` not yet known, all at once. */
async function loadProducts(itemIds: number[]): Promise<void> {
  const known = $wishlistProducts.get();
  const wanted = [...new Set(itemIds)].filter((id) => !(id in known));
  const answers = await Promise.all(wanted.map(async (id) => [id, await productOfPage(id)] as const));
  for (const [id, answer] of answers) {
    // Only a page that is gone means the product is; a failed fetch is tried again on the next load.
    if (answer.ok) $wishlistProducts.setKey(id, answer.body);
    else if (answer.status === 404) $wishlistProducts.setKey(id, null);
  }
}

/** Keeps a product option in the wishlist (`POST /api/wishlists/items`; the same one twice is kept once). */
export function addToWishlist(intent: WishlistIntent): Promise<ApiResult<WishlistItem>> {
  // The hearts' record no longer says what is kept: the next grid asks (the card hearts write it anew).
  forgetKept();
  return addWishlistItem(apiClient(), intent);
}

/** Removes items by their ids without reloading a page (a heart's press); true when none is left. */
export async function removeWishlistItems(wishlistIds: readonly number[]): Promise<boolean> {
  forgetKept();
  const results = await Promise.all(wishlistIds.map((id) => removeWishlistItem(apiClient(), id)));
  // 404: already gone (removed in another tab), which is what was asked.
  return results.every((result) => result.ok || result.status === 404);
}

/** Removes one item from the page shown, then reloads it so the next item moves up; true when done. */
export async function removeFromWishlist(wishlistId: number): Promise<boolean> {
  if (!(await removeWishlistItems([wishlistId]))) return false;
  const { page, total, list } = $wishlist.get();
  $wishlist.set({ ...$wishlist.get(), list: list.filter((item) => item.wishlistId !== wishlistId), total: Math.max(0, total - 1) });
  await loadWishlistPage(pageAfterRemoval(page, Math.max(0, total - 1)));
  return true;
}

/** What Move to cart did: the cart's outcome, or why it could not try. */
export type MoveOutcome = AddOutcome | { status: 'unavailable' } | { status: 'not-removed' };

/**
 * Moves an item to the cart: its option is added with the live stock check (`cart-add.ts`), and
 * only once it is in the cart is it removed from the wishlist, so nothing is ever lost in between.
 */
export async function moveToCart(item: WishlistItem): Promise<MoveOutcome> {
  const product = $wishlistProducts.get()[item.itemId];
  const sku = product?.skus.find((s) => s.code === item.skuCode);
  if (!product || !sku) return { status: 'unavailable' };
  // The live stock check loads at the first press: most visits to the list only look.
  const [{ addToCartChecked }, { cartProductOf }] = await Promise.all([import('./cart-add.ts'), import('../lib/cart-product.ts')]);
  const outcome = await addToCartChecked(cartProductOf(product), sku, 1);
  if (outcome.status !== 'added') return outcome;
  return (await removeFromWishlist(item.wishlistId)) ? outcome : { status: 'not-removed' };
}

/**
 * Adds the press a guest made before signing in (spec: "the item is added after signing in"), once:
 * the intent is forgotten as it is read. Returns the item kept, or null (none waiting, still a guest,
 * or the API refused).
 */
export function settleWishlistIntent(): Promise<WishlistItem | null> {
  // One at a time: a product page's heart and its cards' hearts both settle at load, and each must
  // see the press added before it asks what is kept.
  settling ??= settleOnce().finally(() => (settling = undefined));
  return settling;
}
let settling: Promise<WishlistItem | null> | undefined;

async function settleOnce(): Promise<WishlistItem | null> {
  if (!$auth.get().isAuthenticated) return null;
  const intent = takeWishlistIntent();
  if (!intent) return null;
  const added = await addToWishlist(intent);
  return added.ok ? added.body : null;
}
