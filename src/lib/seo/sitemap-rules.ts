import type { SitemapItem } from '@astrojs/sitemap';
import { pathInLocale, pathWithoutLocale } from '../i18n/href.ts';
import { NUMBER_LOCALES } from '../messages/format.ts';

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

/**
 * A page of the sitemap with its language links (issue 24 §1): its English and Bangla twins, and
 * `x-default` (the English, as the pages' heads say). Every page the sitemap lists has both twins
 * (integrations/sitemap-twins.ts). Worked out from the page's own URL: @astrojs/sitemap's `i18n`
 * option finds a page's twins by comparing it with every other URL, n² comparisons (4 s of a
 * 10,000-product build, issue 25's profile; hours at 100,000).
 */
export function withLanguageLinks(item: SitemapItem): SitemapItem {
  const url = new URL(item.url);
  const path = pathWithoutLocale(url.pathname);
  const english = new URL(path, url).href;
  const bangla = new URL(path === '/' ? '/bn/' : pathInLocale(path, 'bn'), url).href;
  return {
    ...item,
    links: [
      // Each language by the tag its pages' numbers are written in (en-BD, bn-BD), as before.
      { url: english, lang: NUMBER_LOCALES.en },
      { url: bangla, lang: NUMBER_LOCALES.bn },
      { url: english, lang: 'x-default' },
    ],
  };
}
