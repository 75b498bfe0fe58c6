import * as v from 'valibot';
import { positiveInteger } from './common.ts';
import { skuCodeSchema, WISHLIST_PAGE_SIZE } from './wishlist.ts';

/*
 * `POST /api/wishlists/items/search` (spec §7, §9). The search names fields and match types from
 * closed lists: the API maps each to a column it wrote itself, so no name a client sends ever
 * reaches SQL, and anything else is a 422 that says what is allowed. Apart from `wishlist.ts`: the
 * API checks these, the shop only builds searches (`wishlist-page.ts`, with these types).
 */

/** Most text filters or sort keys one search takes. */
export const MAX_WISHLIST_PARAMS = 5;

/** How a text filter compares. */
export const WISHLIST_MATCH_TYPES = ['equals', 'contains', 'startsWith'] as const;
/** Fields a wishlist search can sort on. */
export const WISHLIST_SORT_FIELDS = ['dateCreated', 'itemId', 'skuCode'] as const;

/** One filter: an item id matched exactly, or a sku code matched exactly, by substring or by prefix. */
export const wishlistTextParamSchema = v.variant('field', [
  v.strictObject({
    field: v.literal('itemId'),
    value: v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, 'An item id is written in decimal digits')),
    matchType: v.picklist(['equals'], 'An item id can only be matched with equals'),
  }),
  v.strictObject({
    field: v.literal('skuCode'),
    value: skuCodeSchema,
    matchType: v.picklist(WISHLIST_MATCH_TYPES, 'Expected one of equals, contains, startsWith'),
  }),
], 'Expected the field itemId or skuCode');
export type WishlistTextParam = v.InferOutput<typeof wishlistTextParamSchema>;

/** One sort key. */
export const wishlistSortParamSchema = v.strictObject({
  field: v.picklist(WISHLIST_SORT_FIELDS, 'Expected one of dateCreated, itemId, skuCode'),
  type: v.picklist(['asc', 'desc'], 'Expected asc or desc'),
});
export type WishlistSortParam = v.InferOutput<typeof wishlistSortParamSchema>;

/** `POST /api/wishlists/items/search` (spec §7): 10 a page, newest first unless sorted otherwise (spec §9). */
export const wishlistSearchSchema = v.strictObject({
  page: v.optional(positiveInteger, 1),
  size: v.optional(v.pipe(positiveInteger, v.maxValue(50)), WISHLIST_PAGE_SIZE),
  textParams: v.optional(v.pipe(v.array(wishlistTextParamSchema), v.maxLength(MAX_WISHLIST_PARAMS)), []),
  sortParams: v.optional(v.pipe(v.array(wishlistSortParamSchema), v.maxLength(MAX_WISHLIST_PARAMS)), []),
});
export type WishlistSearch = v.InferInput<typeof wishlistSearchSchema>;
/** A wishlist search once parsed, defaults filled in. */
export type WishlistQuery = v.InferOutput<typeof wishlistSearchSchema>;
