import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of the wishlist page (spec §9): its cards, actions, pages and empty state.
 * The words themselves are in messages/wishlist/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const wishlistMessages = {
  get loading() { return m.wishlist_loading(); },
  get items() { return m.wishlist_items(); },
  count: (n: number) => m.wishlist_count({ count: n, n: formatNumber(n) }),
  get empty() { return m.wishlist_empty(); },
  get startShopping() { return m.wishlist_startShopping(); },
  get moveToCart() { return m.wishlist_moveToCart(); },
  get moving() { return m.wishlist_moving(); },
  get remove() { return m.wishlist_remove(); },
  get unavailable() { return m.wishlist_unavailable(); },
  get loadFailed() { return m.wishlist_loadFailed(); },
  get retry() { return m.wishlist_retry(); },
  get actionFailed() { return m.wishlist_actionFailed(); },
  get pages() { return m.wishlist_pages(); },
  get previous() { return m.wishlist_previous(); },
  get next() { return m.wishlist_next(); },
  pageOf: (page: number, pages: number) => m.wishlist_pageOf({ page: formatNumber(page), pages: formatNumber(pages) }),
};

/**
 * The wishlist page's title,
 * written into the page's HTML as it is built: a table apart from its island's, as a table's
 * getters keep all its words in any bundle that imports it.
 */
export const wishlistPageMessages = {
  get title() { return m.wishlist_title(); },
};
