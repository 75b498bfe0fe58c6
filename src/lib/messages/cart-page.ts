import * as m from '../../paraglide/messages.js';

/**
 * Words of the cart page (spec §4): its lines, notices, total and actions.
 * The words themselves are in messages/cart-page/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const cartPageMessages = {
  get loading() { return m.cart_page_loading(); },
  get empty() { return m.cart_page_empty(); },
  /** Checkout sent the shopper back (its guard, issue 11 §1). */
  get emptyAtCheckout() { return m.cart_page_emptyAtCheckout(); },
  get startShopping() { return m.cart_page_startShopping(); },
  get storageFull() { return m.cart_page_storageFull(); },
  get liveCheckFailed() { return m.cart_page_liveCheckFailed(); },
  get items() { return m.cart_page_items(); },
  each: (price: string) => m.cart_page_each({ price }),
  quantityOf: (product: string) => m.cart_page_quantityOf({ product }),
  get decreaseQuantity() { return m.cart_page_decreaseQuantity(); },
  get increaseQuantity() { return m.cart_page_increaseQuantity(); },
  get remove() { return m.cart_page_remove(); },
  get clear() { return m.cart_page_clear(); },
  get orderTotal() { return m.cart_page_orderTotal(); },
  get checkOut() { return m.cart_page_checkOut(); },
  get chargedInBdt() { return m.cart_page_chargedInBdt(); },
};

/**
 * The cart page's title,
 * written into the page's HTML as it is built: a table apart from its island's, as a table's
 * getters keep all its words in any bundle that imports it.
 */
export const cartPageTitleMessages = {
  get title() { return m.cart_page_title(); },
};
