import { messageSchema, type MessageAnswer } from '../contract/common.ts';
import type { Page } from '../contract/common.ts';
import {
  wishlistItemSchema,
  wishlistPageSchema,
  type WishlistAddInput,
  type WishlistItem,
} from '../contract/wishlist.ts';
import type { WishlistSearch } from '../contract/wishlist-search.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** Keeps a product option in the wishlist (`POST /api/wishlists/items`): 201 new, 200 when already kept. */
export async function addWishlistItem(client: ApiClient, input: WishlistAddInput): Promise<ApiResult<WishlistItem>> {
  return client.request('POST', '/api/wishlists/items', { body: input, schema: wishlistItemSchema });
}

/** Removes a wishlist item by its `wishlistId` (`DELETE /api/wishlists/items?id=`). */
export function removeWishlistItem(client: ApiClient, wishlistId: number): Promise<ApiResult<MessageAnswer>> {
  return client.request('DELETE', '/api/wishlists/items', { query: { id: wishlistId }, schema: messageSchema });
}

/**
 * A page of the signed-in customer's wishlist (`POST /api/wishlists/items/search`): 10 a page,
 * newest first unless `sortParams` say otherwise (spec §9); a read, so retried. The search is the
 * shop's own (`wishlist-page.ts`), not typed by anyone, so it is not checked here: the API checks it
 * (`wishlistSearchSchema`), and the page that lists the wishlist loads none of those rules.
 */
export async function searchWishlistItems(client: ApiClient, search: WishlistSearch = {}): Promise<ApiResult<Page<WishlistItem>>> {
  return client.request('POST', '/api/wishlists/items/search', { body: search, schema: wishlistPageSchema, retry: true });
}
