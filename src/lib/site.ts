import type { menuMessages } from './messages/menu.ts';

/** The shop's identity and contact details (its words are in `messages/`), shown in the header, footer and structured data. */
export const SITE = {
  name: 'Kolom',
  phone: '+880 9610-123456',
  phoneHref: 'tel:+8809610123456',
  email: 'help@kolom.com.bd',
  currency: 'BDT',
  // The locale of numbers and amounts is the page language's, `numberLocale()` in `messages/format.ts`.
} as const;

/**
 * A menu entry: where it leads and the id of its words in `menuMessages`. An id, not the words:
 * islands import this file (for `CART_DROPDOWN_MIN_WIDTH`), and words here would ship with them.
 * `href` is a plain (English) path: the menu wraps it in `localHref` (i18n/href.ts) as it renders.
 */
export interface MenuItem { href: string; label: keyof typeof menuMessages }

/** The header's horizontal menu (spec §2). */
export const MAIN_MENU: readonly MenuItem[] = [
  { href: '/', label: 'home' },
  { href: '/products', label: 'products' },
  { href: '/contact', label: 'contact' },
];

/** The mobile offcanvas menu (spec §2): its Contact link goes to /contact-us. */
export const MOBILE_MENU: readonly MenuItem[] = [
  { href: '/', label: 'home' },
  { href: '/products', label: 'products' },
  { href: '/contact-us', label: 'contact' },
];

/** Cart icon behaviour switches at this width (spec §9). */
export const CART_DROPDOWN_MIN_WIDTH = 991;

/**
 * The cart page's `?notice=` when the checkout's guard sent the shopper back for lack of anything
 * to buy. Here, with the header's constants, so the cart page does not load the guard registry.
 */
export const EMPTY_CART_NOTICE = 'checkout-empty';

/**
 * The sessionStorage key of a guest's wishlist heart press, kept while they sign in. Here, with the
 * header's constants, so the wishlist page reads it without loading the heart's rules.
 */
export const WISHLIST_PENDING_KEY = 'wishlist-pending';

/** The localStorage key of this device's record of a customer's kept products (lib/wishlist-kept.ts). */
export const WISHLIST_KEPT_KEY = 'wishlist-kept';

/**
 * Forgets that record: at sign-out, and whenever the wishlist changes where it is not rewritten.
 * Here, with the header's code, so the sign-out and the wishlist page need none of the record's.
 */
export function forgetKept(): void {
  try {
    localStorage.removeItem(WISHLIST_KEPT_KEY);
  } catch {
    // Nothing was kept.
  }
}
