/*
 * One navigation away from a page, however many of its parts ask for one. Signing out on a private
 * page sends the shopper home twice over: the header's control does (account-menu.ts), and so does
 * the screen's guard as it sees the customer go (src/ui/hooks/use-customer-only.ts), as does the
 * profile's own Sign out. A second navigation aborts the first one in flight (Chromium reports
 * ERR_ABORTED for it), so the first that asks is the one made, and the others are dropped.
 *
 * The mark lives on the page's global object, not in this module: a page whose bundles hold words
 * loads their Bangla twins (integrations/browser-locale.ts), and a mark must not depend on every
 * caller sharing one copy of a module. A page the browser brings back from its back/forward cache
 * was left, and may be left again: the mark is cleared then.
 */

const LEAVING = Symbol.for('storefront.leaving-page');
type Marked = typeof globalThis & { [LEAVING]?: true };

/** Goes to `href` (`replace`: without a history entry for this page), unless the page is already leaving. */
export function leavePage(href: string, how: 'assign' | 'replace' = 'assign'): void {
  const page = globalThis as Marked;
  if (page[LEAVING]) return;
  page[LEAVING] = true;
  addEventListener('pageshow', function broughtBack(event) {
    if (!event.persisted) return;
    delete page[LEAVING];
    removeEventListener('pageshow', broughtBack);
  });
  location[how](href);
}
