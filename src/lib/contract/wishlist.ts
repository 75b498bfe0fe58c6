import * as v from 'valibot';
import { isoInstant, pageSchema, plainText, positiveInteger } from './common.ts';

/*
 * The wishlist (spec §3 "Wishlist item", §7, §9): adding an item and the item as answered. The
 * search's rules are `wishlist-search.ts`: only the API checks them (the shop's searches are its
 * own), so no page that shows a wishlist loads them.
 */

/** Items per page of the wishlist (spec §9). */
export const WISHLIST_PAGE_SIZE = 10;

/** A sku code: the shop's are about 20 characters. */
export const skuCodeSchema = v.pipe(plainText, v.trim(), v.minLength(1, 'Choose an option of the product'), v.maxLength(64, 'At most 64 characters'));

/** `POST /api/wishlists/items`: keeps a product option in the caller's wishlist. */
export const wishlistAddSchema = v.strictObject({ itemId: positiveInteger, skuCode: skuCodeSchema });
export type WishlistAddInput = v.InferInput<typeof wishlistAddSchema>;

/** A wishlist item (spec §3), with when it was added. */
export const wishlistItemSchema = v.object({
  wishlistId: positiveInteger,
  itemId: positiveInteger,
  skuCode: v.string(),
  userId: positiveInteger,
  dateCreated: isoInstant,
});
export type WishlistItem = v.InferOutput<typeof wishlistItemSchema>;
/** A page of wishlist items; `total` is the wishlist's count of spec §3 when no filter is given. */
export const wishlistPageSchema = pageSchema(wishlistItemSchema);
