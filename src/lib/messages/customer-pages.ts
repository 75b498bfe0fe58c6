import * as m from '../../paraglide/messages.js';

/**
 * Words of the customer screens' static shells (`CustomerScreen.astro`): what each screen holds,
 * shown at once while the customer's data is on its way. Apart from the islands' tables, so no
 * island carries words only its page's HTML shows.
 * The words themselves are in messages/customer-pages/<locale>.json (Paraglide JS).
 */
export const customerPageMessages = {
  get ordersLead() { return m.customer_pages_ordersLead(); },
  get orderLead() { return m.customer_pages_orderLead(); },
  get profileLead() { return m.customer_pages_profileLead(); },
  get addressesLead() { return m.customer_pages_addressesLead(); },
  get wishlistLead() { return m.customer_pages_wishlistLead(); },
  get wishlistDescription() { return m.customer_pages_wishlistDescription(); },
  /** The cart page without scripts, instead of its "Loading your cart…": the cart lives in this browser's storage, which only a script reads. */
  get cartNeedsJavaScript() { return m.customer_pages_cartNeedsJavaScript(); },
  get wishlistNeedsJavaScript() { return m.customer_pages_wishlistNeedsJavaScript(); },
  get checkoutLead() { return m.customer_pages_checkoutLead(); },
};
