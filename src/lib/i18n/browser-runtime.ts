/*
 * Paraglide's runtime as the browser needs it: the page's language and nothing else. In client
 * bundles, integrations/browser-locale.ts hands the compiled messages and the shop's code this
 * module instead of src/paraglide/runtime.js; the server (prerendering, scripts, units) keeps the
 * real runtime, whose AsyncLocalStorage renders each page in its language.
 *
 * Why a stand-in (measured, issue 24): every message module imports `getLocale` from the runtime,
 * which brings what it calls along (URL patterns, cookie and storage strategies, `setLocale` with
 * reloads), on every page, since the header's script reads words too. The header's common chunk
 * was 10,508 B brotli with the runtime and is 9,591 B with this module (the demo build); with the
 * runtime, the bench had the pages whose islands wait at 15.3–15.9 KiB of first JavaScript
 * (budget 15) and several whose islands wake at load at 85.1–87.4 KiB (budget 85). A static page's
 * language never changes while it is open, and its `<html lang>` says it.
 */
import type { Locale } from '../../paraglide/runtime.js';

export const baseLocale: Locale = 'en';
export const locales: readonly Locale[] = ['en', 'bn'];
/** Paraglide's compile-time locale: not used by this shop (both languages share one bundle). */
export const experimentalStaticLocale: Locale | undefined = undefined;

/** The language of the page being shown: its `<html lang>` (the server wrote it from the page's path). */
export function getLocale(): Locale {
  return document.documentElement.lang === 'bn' ? 'bn' : baseLocale;
}
