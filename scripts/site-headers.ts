/**
 * The headers the shop's files are served with, defined once (issue 14 §5): the static server of
 * `npm start` sends them (scripts/serve-static.ts), the build writes them into `_headers` for a
 * static host (integrations/site-security.ts), and the Content-Security-Policy that Astro writes into
 * each page's `<meta>` is configured from here (astro.config.mjs).
 *
 * Two policies reach a page: the `<meta>` one (scripts, styles, where the page may connect, send
 * forms and load images: hashes differ per page, so only the page can carry them) and the header
 * one, which carries only what a `<meta>` cannot say (`frame-ancestors`). A browser enforces both,
 * so the header says nothing about scripts or styles: with `default-src` there, every inline
 * script the meta allows by its hash would be blocked by the header.
 */
import { CART_BADGE_SCRIPT } from '../src/scripts/cart-badge.ts';
import { EARLY_PRESS_SCRIPT } from '../src/scripts/early-input.ts';
import { cspHash } from '../src/lib/csp-hash.ts';
import { LISTING_NOSCRIPT_CSS, LISTING_PENDING_SCRIPT } from '../src/lib/search/listing-pending.ts';
import { NEEDS_SCRIPT_CSS } from '../src/lib/needs-script.ts';
import { analyticsLoader, analyticsOrigins, type AnalyticsOrigins } from '../src/lib/seo/analytics.ts';
import { uploadSettingsOf } from '../src/lib/upload-settings.ts';

/** Content-hashed names never change content: browsers and CDNs keep them a year, unasked. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Kept, but checked before each use (a 304 while unchanged): pages, and which build is current. */
export const REVALIDATE = 'public, no-cache';

/** Sent with every answer. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Framing cannot be refused from a <meta>: the page's own policy is there (see above).
  'Content-Security-Policy': "frame-ancestors 'none'",
  // Browsers ignore it over plain HTTP (localhost), so it only ever pins the real HTTPS origin.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Nothing in the shop asks for these; a script that got in could not either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
};

/**
 * Cache rules in `_headers` path syntax (`*` matches anything), none overlapping another: hosts
 * join the values of overlapping rules. Any other file is revalidated, which is also what Netlify
 * and Cloudflare Pages send by default, so `_headers` need not (and cannot, without overlap) say it.
 */
export const CACHE_RULES: readonly { path: string; cacheControl: string }[] = [
  { path: '/_astro/*', cacheControl: IMMUTABLE },
  // One file per build, named by its id and never rewritten; `latest.json` says which is current.
  { path: '/builds/meta/*', cacheControl: IMMUTABLE },
  { path: '/builds/latest.json', cacheControl: REVALIDATE },
  // Pagefind names its index, filter and fragment files by their content's hash; its loader
  // (`pagefind.js`), worker, wasm and `pagefind-entry.json` keep their names and are revalidated.
  { path: '/pagefind/fragment/*', cacheControl: IMMUTABLE },
  { path: '/pagefind/index/*', cacheControl: IMMUTABLE },
  { path: '/pagefind/filter/*', cacheControl: IMMUTABLE },
  { path: '/pagefind/pagefind.*.pf_meta', cacheControl: IMMUTABLE },
  // A release's delta index is in a folder named by its records (scripts/releases/search-index.ts).
  { path: '/pagefind/delta/*', cacheControl: IMMUTABLE },
];

const CACHE_PATTERNS = CACHE_RULES.map((rule) => ({
  ...rule,
  pattern: new RegExp(`^${rule.path.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`),
}));

/** The Cache-Control of a request path. */
export function cacheControlFor(pathname: string): string {
  return CACHE_PATTERNS.find((rule) => rule.pattern.test(pathname))?.cacheControl ?? REVALIDATE;
}

/** Every header of the definition for a request path: the security headers and its cache rule. */
export function headersFor(pathname: string): Record<string, string> {
  return { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor(pathname) };
}

/** The `_headers` file (Netlify and Cloudflare Pages read the same format) with the same set. */
export function headersFile(): string {
  const lines = [
    '# Written by the build from scripts/site-headers.ts. Pages carry the rest of their',
    '# Content-Security-Policy (scripts, styles, connections) in a <meta> of their own.',
    '/*',
    ...Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`),
  ];
  for (const rule of CACHE_RULES) lines.push(rule.path, `  Cache-Control: ${rule.cacheControl}`);
  lines.push('# Everything else: the host\'s default, which revalidates (public, max-age=0, must-revalidate).');
  return `${lines.join('\n')}\n`;
}

/** What the shop's pages talk to, from the build's environment. */
export interface SiteOrigins {
  /** The commerce API (`PUBLIC_API_URL`): calls, forms posted without JavaScript, pictures. */
  api: string;
  /** Where pictures load from when `PUBLIC_MEDIA_BASE` names another origin. */
  media?: string | undefined;
  /**
   * Receipt uploads when `PUBLIC_UPLOAD_URL` names a service other than the API (Uploadcare) and its
   * CDN; `parts`, for Uploadcare's own Upload API, the S3 host its multipart start hands out
   * presigned part URLs on (files from 25 MB go there, one PUT per part).
   */
  uploads?: { service: string; cdn: string; parts?: string | undefined } | undefined;
  /** The analytics tag's origins, only when `PUBLIC_ANALYTICS_ID` is set. */
  analytics?: AnalyticsOrigins | undefined;
  /** Its inline loader, which pages carry when it is set. */
  analyticsLoader?: string | undefined;
}

/**
 * Where Uploadcare's `/multipart/start/` points the part PUTs of `@uploadcare/upload-client` (the
 * Upload API reference: `PUT https://uploadcare.s3-accelerate.amazonaws.com/<presigned-url>`).
 */
export const UPLOADCARE_PARTS_ORIGIN = 'https://uploadcare.s3-accelerate.amazonaws.com';

/** The origins of the build's settings; the defaults are the demo shop's (astro.config.mjs). */
export function siteOrigins(env: Readonly<Record<string, string | undefined>>): SiteOrigins {
  const api = new URL(env['PUBLIC_API_URL'] || 'http://localhost:8787').origin;
  const mediaBase = env['PUBLIC_MEDIA_BASE'];
  const media = mediaBase && /^https?:\/\//i.test(mediaBase) ? new URL(mediaBase).origin : undefined;
  const upload = uploadSettingsOf({ apiUrl: api, uploadUrl: env['PUBLIC_UPLOAD_URL'], cdnUrl: env['PUBLIC_UPLOAD_CDN_URL'] });
  const service = new URL(upload.baseURL);
  const uploads = { service: service.origin, cdn: new URL(upload.baseCDN).origin, parts: service.hostname.endsWith('.uploadcare.com') ? UPLOADCARE_PARTS_ORIGIN : undefined };
  const tag = { id: env['PUBLIC_ANALYTICS_ID'], provider: env['PUBLIC_ANALYTICS_PROVIDER'] };
  return {
    api,
    media: media === api ? undefined : media,
    uploads: uploads.service === api && uploads.cdn === api ? undefined : uploads,
    analytics: analyticsOrigins(tag),
    analyticsLoader: analyticsLoader(tag),
  };
}

/** The directives of the pages' `<meta>` policy besides scripts and styles (Astro writes those). */
export function cspDirectives(origins: SiteOrigins): string[] {
  const list = (...sources: (string | undefined)[]) => [...new Set(sources.filter(Boolean))].join(' ');
  const tag = origins.analytics;
  return [
    "default-src 'self'",
    // Receipts go to the upload service; the receipt screens read and show them from its CDN.
    `connect-src ${list("'self'", origins.api, origins.uploads?.service, origins.uploads?.cdn, origins.uploads?.parts, ...(tag?.connect ?? []))}`,
    // The API's own picture URLs (islands render what it answers), a `PUBLIC_MEDIA_BASE` elsewhere, receipts.
    `img-src ${list("'self'", origins.api, origins.media, origins.uploads?.cdn, ...(tag?.img ?? []))}`,
    // The contact form without JavaScript posts to the API, which answers 303 back to the page.
    `form-action ${list("'self'", origins.api)}`,
    "base-uri 'self'",
    "object-src 'none'",
  ];
}

/**
 * Where scripts may come from: the shop's own files, the analytics tag when configured, and
 * WebAssembly compilation for Pagefind's search (`'wasm-unsafe-eval'` allows no JavaScript eval).
 */
export function cspScriptResources(origins: SiteOrigins): string[] {
  return ["'self'", "'wasm-unsafe-eval'", ...(origins.analytics?.script ?? [])];
}

/**
 * Inline scripts and styles whose text is the same on every page that has them. Astro hashes the
 * scripts and styles it bundles itself, not `is:inline` ones; those built from a page's data are
 * hashed by that page (`Astro.csp.insertScriptHash`).
 */
export function inlineHashes(origins: SiteOrigins): { scripts: string[]; styles: string[] } {
  const scripts = [EARLY_PRESS_SCRIPT, CART_BADGE_SCRIPT, LISTING_PENDING_SCRIPT, ...(origins.analyticsLoader ? [origins.analyticsLoader] : [])];
  return { scripts: scripts.map(cspHash), styles: [LISTING_NOSCRIPT_CSS, NEEDS_SCRIPT_CSS].map(cspHash) };
}
