import * as m from '../../paraglide/messages.js';

/**
 * Words of the header's account control (every page): "Sign in", or the customer's menu, written
 * into the page's HTML as it is built (src/components/AccountMenu.astro).
 * The words themselves are in messages/account-menu/<locale>.json (Paraglide JS).
 */
export const accountMenuMessages = {
  get signIn() { return m.account_menu_signIn(); },
  /** After the customer's first name in the menu button's name: "Rahim, account menu". */
  get menuSuffix() { return m.account_menu_menuSuffix(); },
  get profile() { return m.account_menu_profile(); },
  get orders() { return m.account_menu_orders(); },
  get wishlist() { return m.account_menu_wishlist(); },
  get signOut() { return m.account_menu_signOut(); },
};

/**
 * What the account control's script says in the browser (src/scripts/account-menu.ts): a table of
 * its own, as a table's getters keep all its words in any bundle that imports it, and this one is
 * in every page's script.
 */
export const accountMenuNotices = {
  /** Said once after the API refused this device's session (expired, or the password changed elsewhere). */
  get sessionEnded() { return m.account_menu_sessionEnded(); },
};
