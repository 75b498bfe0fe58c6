import { pathWithoutLocale } from '../i18n/href.ts';

/*
 * Which pages the sitemap lists (issue 13 §3): every public page, none of a shopper's own (cart,
 * checkout, orders, account, sign-in), no search shell, no result page of a payment, no alias
 * whose canonical page is listed already. Read by the sitemap integration in astro.config.mjs.
 */

/** Paths (and everything under them) left out of the sitemap. */
export const PRIVATE_PATHS = [
  '/cart', '/checkout', '/orders', '/details', '/profile', '/addresses', '/wishlist',
  '/signin', '/signup', '/forgot-password', '/reset-password', '/search', '/payments',
  '/contact-us', '/contactV1', '/404',
] as const;

/** Whether the page at `url` belongs in the sitemap, in either language (a Bangla page as its English twin). */
export function inSitemap(url: string): boolean {
  const path = pathWithoutLocale(new URL(url).pathname).replace(/\/+$/, '') || '/';
  return !PRIVATE_PATHS.some((privatePath) => path === privatePath || path.startsWith(`${privatePath}/`));
}
