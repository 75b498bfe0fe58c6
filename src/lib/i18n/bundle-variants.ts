/*
 * A Bangla page's bundles (issue 24 §2): the client build splits every chunk with words into an
 * English file and a Bangla sibling (integrations/locale-bundles.ts) and leaves the map here, in
 * the build's own process, before any page is prerendered. A Bangla page names the siblings.
 * Outside a build (astro dev, units) there is no map and nothing changes: there the bundles read
 * the page's language as they run.
 */

/** Where the client build (integrations/browser-locale.ts) leaves the map: global to the build's process. */
export const BUNDLE_VARIANTS_KEY = Symbol.for('kolom.bundleVariants');

/** `/_astro/X.js` → `/_astro/X-bn.js`, for each bundle that has a Bangla sibling; undefined outside a build. */
export function bundleVariants(): ReadonlyMap<string, string> | undefined {
  return (globalThis as Record<symbol, ReadonlyMap<string, string> | undefined>)[BUNDLE_VARIANTS_KEY];
}

/** The page's HTML naming the Bangla siblings of its bundles (islands' URLs, script sources). */
export function withBanglaBundles(html: string, variants: ReadonlyMap<string, string> | undefined = bundleVariants()): string {
  if (!variants || variants.size === 0) return html;
  return html.replace(/(?<=["'])\/_astro\/[\w.-]+\.js(?=["'])/g, (url) => variants.get(url) ?? url);
}
