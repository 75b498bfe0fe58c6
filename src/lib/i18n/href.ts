import { baseLocale, getLocale, type Locale } from '../../paraglide/runtime.js';

/*
 * The shop's pages in two languages (issue 24 §1): English at today's paths, Bangla at the same
 * path under `/bn` (`/bn/products/12`, `/bn` for the home page), as Astro's i18n routing with
 * `prefixDefaultLocale: false` serves them. Every link to a page of the shop goes through
 * `localHref`, so a shopper on a Bangla page stays in Bangla. Not for files (`/_astro/…`,
 * `/media/…`, `/robots.txt`), the API, or other sites.
 */

/** The URL prefix of each language's pages. */
const PREFIXES: Record<Locale, string> = { en: '', bn: '/bn' };

/** The language of a page path: Bangla under `/bn`, else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/bn(?:\/|$)/.test(pathname) ? 'bn' : baseLocale;
}

/**
 * `pathname` without its language prefix: `/bn/products/12` → `/products/12`, `/bn` → `/`. Never
 * a protocol-relative address: `/bn//evil.com` (a Bangla 404 page's own path) gives `/evil.com`,
 * not `//evil.com`, which a browser would leave the shop for.
 */
export function pathWithoutLocale(pathname: string): string {
  return pathname.replace(/^\/bn(?=\/|$)/, '').replace(/^[/\\]{2,}/, '/') || '/';
}

/**
 * A shop path (`/products/12?x=1#y`, starting with `/`) in `locale`: `/bn/products/12?x=1#y` in
 * Bangla, unchanged in English. A path already in a language is moved to `locale`.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const [pathname, rest] = at === -1 ? [path, ''] : [path.slice(0, at), path.slice(at)];
  const bare = pathWithoutLocale(pathname);
  const prefix = PREFIXES[locale];
  return `${prefix && bare === '/' ? prefix : `${prefix}${bare}`}${rest}`;
}

/** A link to the shop page `path`, in the language of the page being shown or rendered. */
export function localHref(path: string): string {
  return pathInLocale(path, getLocale());
}
