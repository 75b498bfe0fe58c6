import { localHref } from './i18n/href.ts';

/** URLs of catalogue pages, in one place so every link agrees; in the language of the page showing them (i18n/href.ts). */

/**
 * Where every category link leads: the category's own prerendered page, its products newest first
 * (spec §2: products filtered by a category), which meets the page budgets as
 * `/products?categoryId=…` cannot (that listing is computed in the browser). A typed or bookmarked
 * `/products?categoryId=…` is sent here by the host (`_redirects`, `scripts/serve-static.ts`).
 */
export function categoryHref(category: { slug: string }): string {
  return localHref(`/categories/${encodeURIComponent(category.slug)}`);
}

/** A product's page. */
export function productHref(product: { id: number }): string {
  return localHref(`/products/${product.id}`);
}

// Read once: PUBLIC_ variables are fixed at build time and inlined into island bundles alike.
const API_ORIGIN = new URL(import.meta.env['PUBLIC_API_URL'] ?? 'http://localhost:8787').origin;
const MEDIA_BASE = import.meta.env['PUBLIC_MEDIA_BASE'] ?? '/media/';

/** An API image at a given width (the media service resizes; widths are fixed so caches hit). */
export function imageAt(src: string, width: number, format?: 'webp' | 'avif' | 'jpg'): string {
  const url = new URL(src);
  if (format) url.pathname = url.pathname.replace(/\.(webp|avif|jpg|png)$/, `.${format}`);
  url.searchParams.set('w', String(width));
  return viaMediaBase(url, API_ORIGIN, MEDIA_BASE);
}

/** A `srcset` of `src` at each width the picture's intrinsic `width` allows, in one format. */
export function srcsetOf(src: string, widths: readonly number[], width: number, format: 'webp' | 'avif'): string {
  return widths.filter((w) => w <= width).map((w) => `${imageAt(src, w, format)} ${w}w`).join(', ');
}

/** The product page's main picture: offered widths and its layout size (gallery and preload agree). */
export const GALLERY_IMAGE = { widths: [400, 640, 800], sizes: '(min-width: 900px) 560px, 100vw' } as const;
/** The home page's first banner: offered widths and its layout size (carousel and preload agree). */
export const HERO_IMAGE = { widths: [640, 800, 1200, 1600], sizes: '(min-width: 1240px) 1208px, 100vw' } as const;

/**
 * Where the browser should load an image from. The API's own `/media/` images are served under
 * `mediaBase` (by default `/media/` on the shop's origin, which the CDN routes to the API), so the
 * page's largest image needs no second connection; any other image keeps its URL.
 */
export function viaMediaBase(url: URL, apiOrigin: string, mediaBase: string): string {
  if (url.origin !== apiOrigin || !url.pathname.startsWith('/media/')) return url.href;
  const base = mediaBase.endsWith('/') ? mediaBase : `${mediaBase}/`;
  return `${base}${url.pathname.slice('/media/'.length)}${url.search}`;
}

/** Whether `src` is one of the API's own `/media/` pictures: the only pictures a stored cart may show. */
export function isShopMedia(src: string): boolean {
  try {
    const url = new URL(src);
    return url.origin === API_ORIGIN && url.pathname.startsWith('/media/');
  } catch {
    return false;
  }
}
