import * as m from '../../paraglide/messages.js';

/**
 * Words of the shop's navigation, all static: the main menu, Browse Categories, the phone's offcanvas menu.
 * The words themselves are in messages/menu/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const menuMessages = {
  get home() { return m.menu_home(); },
  get products() { return m.menu_products(); },
  get contact() { return m.menu_contact(); },
  get mainNav() { return m.menu_mainNav(); },
  get mobileNav() { return m.menu_mobileNav(); },
  get browseCategories() { return m.menu_browseCategories(); },
  get openMenu() { return m.menu_openMenu(); },
  get menu() { return m.menu_menu(); },
  get close() { return m.menu_close(); },
  get categories() { return m.menu_categories(); },
  /** Before the phone number in the green bar. */
  get needHelp() { return m.menu_needHelp(); },
};
