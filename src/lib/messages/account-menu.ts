import * as m from '../../paraglide/messages.js';

/**
 * Words of the header's account control (every page): "Sign in", or the customer's menu.
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
  /** Said once after the API refused this device's session (expired, or the password changed elsewhere). */
  get sessionEnded() { return m.account_menu_sessionEnded(); },
};
