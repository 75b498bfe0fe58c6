import { accountMenuNotices as say } from '../lib/messages/account-menu.ts';
import { $auth, firstName, takeSessionEndedNotice } from '../stores/auth.ts';
import { localHref, pathWithoutLocale } from '../lib/i18n/href.ts';
import { closeOnClickAwayOrEscape } from './details-menu.ts';
import { leavePage } from './leave-page.ts';

/*
 * The header's account control (AccountMenu.astro), in plain DOM code rather than an island: it is
 * on every page, and React would add its island's bytes to each of them. The markup is there before
 * this runs: "Sign in" for a guest, which is right until the stored session says otherwise.
 */

/** Pages about a customer's own data: signing out there leaves for the home page. */
const PRIVATE_PATHS = ['/profile', '/addresses', '/wishlist', '/orders', '/details', '/checkout'];
/** Pages a "Sign in" link must not come back to after signing in. */
const AUTH_PATHS = ['/signin', '/signup', '/forgot-password', '/reset-password'];

/** Whether the page path `path` (in either language: `/bn/profile` too) is one of `paths` or under one. */
const isUnder = (paths: readonly string[], path: string) => {
  const bare = pathWithoutLocale(path);
  return paths.some((p) => bare === p || bare.startsWith(`${p}/`));
};

/** Wires one account control: shows the state of `$auth`, the menu, Sign out, and a refused session's notice. */
export function initAccountMenu(root: HTMLElement): void {
  const signIn = root.querySelector<HTMLAnchorElement>('[data-account-signin]')!;
  const menu = root.querySelector<HTMLDetailsElement>('[data-account-menu]')!;
  const name = root.querySelector<HTMLElement>('[data-account-name]')!;
  const notice = root.querySelector<HTMLElement>('[data-account-notice]');
  const path = location.pathname.replace(/\/$/, '') || '/';

  // Back to this page after signing in (never to a sign-in page itself), signing in in this page's language.
  if (!isUnder(AUTH_PATHS, path)) signIn.setAttribute('href', localHref(`/signin?next=${encodeURIComponent(path + location.search)}`));

  $auth.subscribe((auth) => {
    signIn.hidden = auth.isAuthenticated;
    menu.hidden = !auth.isAuthenticated;
    name.textContent = auth.isAuthenticated ? firstName(auth.currentUser.name) : '';
    if (!auth.isAuthenticated) menu.open = false;
  });
  // Only the header's control tells (the menu's copy has no notice): told once, by one of them.
  if (notice && takeSessionEndedNotice()) notice.textContent = say.sessionEnded;

  root.querySelector('[data-account-signout]')?.addEventListener('click', async () => {
    menu.open = false;
    // The API client loads only now: no page pays for it until someone signs out.
    const { signOutEverywhereHere } = await import('../stores/auth-actions.ts');
    await signOutEverywhereHere();
    if (isUnder(PRIVATE_PATHS, path)) leavePage(localHref('/'));
  });
  // A click elsewhere or Escape (anywhere on the page) closes the menu, as the cart dropdown does.
  closeOnClickAwayOrEscape(menu, document);
  root.dataset['ready'] = '';
}
