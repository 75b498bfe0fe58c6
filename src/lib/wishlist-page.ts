import type { WishlistSearch } from './contract/wishlist-search.ts';
import { WISHLIST_PAGE_SIZE } from './contract/wishlist.ts';
import type { ShopProduct } from './discounts.ts';
import { summaryOver, type ProductSummary } from './product-summary.ts';
import { WISHLIST_PENDING_KEY } from './site.ts';
import type { WishlistIntent } from './wishlist.ts';

/*
 * Pure rules of the wishlist's list (spec §3, §9): the searches the store sends, paging, the cards,
 * and reading back a guest's press. Apart from `wishlist.ts` so the heart on product pages never
 * loads them (nor the contract's schemas they bring).
 */

/** The search for the customer's items of one product (spec §7: a `textParams` filter on `itemId`). */
export function itemSearch(itemId: number): WishlistSearch {
  return { page: 1, size: WISHLIST_PAGE_SIZE, textParams: [{ field: 'itemId', value: String(itemId), matchType: 'equals' }] };
}

/** The search for one page of the wishlist: 10 a page, `dateCreated` descending (spec §9). */
export function pageSearch(page: number): WishlistSearch {
  return { page: Math.max(1, Math.floor(page)), size: WISHLIST_PAGE_SIZE, sortParams: [{ field: 'dateCreated', type: 'desc' }] };
}

/** How many pages `total` items fill (at least one, so an empty wishlist is "page 1 of 1"). */
export function pageCount(total: number, size = WISHLIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The page to show after the list shrank to `total`: the same one, or the last that still has items. */
export function pageAfterRemoval(page: number, total: number, size = WISHLIST_PAGE_SIZE): number {
  return Math.min(page, pageCount(total, size));
}

/** Reads a stored intent; anything but `{ itemId, skuCode }` of the right types (junk, another shape) is none. */
export function parseWishlistIntent(raw: string | null): WishlistIntent | null {
  if (!raw) return null;
  try {
    const data: unknown = JSON.parse(raw);
    if (typeof data !== 'object' || data === null) return null;
    const { itemId, skuCode } = data as Record<string, unknown>;
    if (typeof itemId !== 'number' || !Number.isSafeInteger(itemId) || itemId < 1) return null;
    if (typeof skuCode !== 'string' || skuCode.trim() === '' || skuCode.length > 64) return null;
    return { itemId, skuCode };
  } catch {
    return null;
  }
}

/** Whether a guest's press is waiting (not taken: the page that adds it takes it). */
export function peekWishlistIntent(): WishlistIntent | null {
  try {
    return parseWishlistIntent(sessionStorage.getItem(WISHLIST_PENDING_KEY));
  } catch {
    return null;
  }
}

/** The waiting press, forgotten as it is read, so it is added once. */
export function takeWishlistIntent(): WishlistIntent | null {
  const intent = peekWishlistIntent();
  try {
    sessionStorage.removeItem(WISHLIST_PENDING_KEY);
  } catch {
    // blocked storage held nothing to forget
  }
  return intent;
}

/**
 * A wishlist card's view of a product: the kept option's price, picture and stock rather than the
 * cheapest's, so the card shows what Move to cart would add. Null when the option is gone.
 */
export function wishlistCardOf(product: ShopProduct, skuCode: string): ProductSummary | null {
  const sku = product.skus.find((s) => s.code === skuCode);
  return sku ? summaryOver(product, [sku]) : null;
}
