import { initAccountMenu } from './account-menu.ts';
import { initCurrencySwitcher } from './currency-switcher.ts';
import { initLanguage } from './language.ts';

/*
 * Wires the header's plain-DOM parts (Header.astro): the currency picker, the account control and
 * the language switch with its offer, one script for all rather than one each, so they cost one request. Each part's markup works
 * before this runs. The search and the cart button are React islands (HeaderSearch.tsx,
 * HeaderCart.tsx) that wake when the shopper reaches for the header.
 */

/** Wires every plain-DOM header part on the page. */
export function initHeader(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-currency-switcher]')) initCurrencySwitcher(root);
  for (const root of document.querySelectorAll<HTMLElement>('[data-account]')) initAccountMenu(root);
  initLanguage();
}
