import { initAccountMenu } from './account-menu.ts';
import { initBrowseMenus } from './browse-menu.ts';
import { initCurrencySwitcher } from './currency-switcher.ts';
import { initLanguage } from './language.ts';
import { initMobileMenu } from './mobile-menu.ts';

/*
 * Wires the header's plain-DOM parts (Header.astro): the currency picker, the account control, the
 * language switch with its offer, the phone's menu and the browse dropdown, one script for all rather
 * than one each, so they cost one request and no inline script. Each part's markup works
 * before this runs. The search and the cart button are React islands (HeaderSearch.tsx,
 * HeaderCart.tsx) that wake when the shopper reaches for the header.
 */

/** Wires every plain-DOM header part on the page. */
export function initHeader(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-currency-switcher]')) initCurrencySwitcher(root);
  for (const root of document.querySelectorAll<HTMLElement>('[data-account]')) initAccountMenu(root);
  initLanguage();
  initMobileMenu();
  initBrowseMenus();
}
