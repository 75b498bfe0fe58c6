import { initAccountMenu } from './account-menu.ts';
import { initCartButton } from './cart-button.ts';
import { initCurrencySwitcher } from './currency-switcher.ts';
import { initHeaderSearch } from './header-search.ts';

/*
 * Wires the header's parts (Header.astro): one script for all of them rather than one each, so the
 * header costs one request, not four. Each part's markup works before this runs.
 */

/** Wires every header part on the page. */
export function initHeader(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('[data-header-search]')) initHeaderSearch(form);
  for (const root of document.querySelectorAll<HTMLElement>('[data-currency-switcher]')) initCurrencySwitcher(root);
  for (const root of document.querySelectorAll<HTMLElement>('[data-account]')) initAccountMenu(root);
  for (const root of document.querySelectorAll<HTMLElement>('[data-cart-button]')) initCartButton(root);
}
