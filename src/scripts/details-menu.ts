/*
 * What a shopper expects of a dropdown built on <details> (the header's account menu and its
 * "Browse categories"): a click elsewhere closes it, and so does Escape, with focus back on its toggle.
 */

/** Closes `menu` on a click outside it, or on Escape pressed within `keysFrom` (the menu itself unless told). */
export function closeOnClickAwayOrEscape(menu: HTMLDetailsElement, keysFrom: Document | HTMLElement = menu): void {
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  keysFrom.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && menu.open) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
