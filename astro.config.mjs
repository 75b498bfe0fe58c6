// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { pagefind } from './scripts/pagefind-integration.ts';
import { buildManifestIntegration } from './scripts/build-manifest.ts';
import { siteCsp, siteHeaders } from './scripts/site-security.ts';
import { inSitemap } from './src/lib/seo/sitemap-rules.ts';

/**
 * The code every page's header runs (cart button, currency, search, account control: plain DOM
 * code, no React, so a page without an island of its own loads no React at all): its stores,
 * rules, schemas and words. It goes in one "common" chunk, which every page loads anyway. Listed
 * rather than found by how many islands share a module: screens share their forms and the API
 * client too, and "shared by three islands" put those in every page (+5 KB). A header module left
 * off this list only costs a request of its own.
 */
const HEADER_CODE = new RegExp([
  String.raw`[\\/]node_modules[\\/](nanostores|@nanostores[\\/]persistent|valibot)[\\/]`,
  String.raw`[\\/]src[\\/]stores[\\/](cart|currency|storage|auth|session)\.ts$`,
  String.raw`[\\/]src[\\/]lib[\\/](cart|cart-storage|currency|pricing|money|links|sku-label|search-url|site)\.ts$`,
  String.raw`[\\/]src[\\/]lib[\\/]contract[\\/](common|product|domain|currency|profile|limits|sorts)\.ts$`,
  String.raw`[\\/]src[\\/]lib[\\/]messages[\\/](header|account-menu|format|sku)\.ts$`,
  String.raw`[\\/]src[\\/]lib[\\/]api[\\/]reshape\.ts$`,
  // The version watch and chunk-load reload guard (the header's script starts them on every page; prefetch loads on a first move).
  String.raw`[\\/]src[\\/]lib[\\/]releases[\\/](connection|version-check|reload-guard|form-keep)\.ts$`,
  String.raw`[\\/]src[\\/]islands[\\/]dom[\\/](releases|version-watch|reload-guard|when-idle)\.ts$`,
  String.raw`[\\/]src[\\/]islands[\\/]dom[\\/](header|account-menu|cart-button|header-search|currency-switcher|currency-dom|early-input)\.ts$`,
].join('|'));

// The storefront is prerendered to static files for a CDN; islands talk to the commerce API.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  // The e2e run builds into its own folder, so it never races `npm start` over `dist/`.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  // Incremental builds (issue 14 §7): with a cache folder of its own (BUILD_CACHE_DIR, set by the
  // release builder through buildSite), a page whose cacheKey and code did not change is copied
  // from the last build instead of rendered (src/data/cache-keys.ts). Without one, every build is
  // full: builds sharing Astro's default cache folder at the same time would mix their copies.
  cacheDir: process.env.BUILD_CACHE_DIR || './node_modules/.astro',
  experimental: { incrementalBuild: Boolean(process.env.BUILD_CACHE_DIR) },
  trailingSlash: 'ignore',
  // The stylesheet is small: inlined, it costs no render-blocking round trip before first paint.
  // Pages wait on the API for related items: rendering a few at once overlaps those waits.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  // The sitemap lists public pages only (src/lib/seo/sitemap-rules.ts); robots.txt names it.
  // The build manifest (builds/latest.json, builds/meta/{id}.json; the pages' build id): scripts/build-manifest.ts.
  // siteHeaders() last: `_headers` and the compressed bundles, once every other file is written.
  integrations: [react(), pagefind(), sitemap({ filter: inSitemap }), buildManifestIntegration(), siteHeaders()],
  // A Content-Security-Policy <meta> on every page: hashes of its scripts and styles, the API and
  // the analytics tag's origins (scripts/site-headers.ts); the headers add frame-ancestors.
  security: { csp: siteCsp() },
  // No Markdown pages: Shiki's code highlighting (inline styles, which the CSP refuses) is off.
  markdown: { syntaxHighlight: false },
  // No Astro `prefetch`: src/islands/dom/prefetch.ts prefetches the links marked `data-prefetch` with spec §9's
  // limits (4 at a time, none on save-data/2g), which Astro's script (0.9 KB, no limit) does not keep.
  devToolbar: { enabled: false },
  vite: {
    build: {
      sourcemap: process.env.BUILD_SOURCEMAP === '1',
      rolldownOptions: {
        // The contract's schemas are plain values: one a page does not use must not ship with it.
        // Rolldown keeps an unused `v.object({...})` (valibot's no-side-effects marks are not
        // followed through the namespace), so every `v.*` call is declared pure: `v` is valibot's
        // namespace by house rule, and no code may call anything else named `v` for its side
        // effects. Reading a property is taken as side-effect free too (no code relies on a
        // getter's side effect), so `{ ...schema.entries }` of an unused schema goes as well.
        // Together: ~0.4 KB less on every island page (measured on /details, /wishlist, /search).
        treeshake: { manualPureFunctions: ['v'], propertyReadSideEffects: false },
        output: {
          // React and its renderer in one chunk: each request costs a round trip and headers on 3G.
          // The header's code in one "common" chunk (see HEADER_CODE); the rest split by the islands
          // that use it, so a page ships only what its own islands import.
          codeSplitting: {
            groups: [
              // With it the two tiny modules every island uses: one request each less on every island page.
              { name: 'react', test: /[\\/](node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]|src[\\/]islands[\\/]hooks[\\/](use-hydrated|use-store)\.ts$)/, priority: 2 },
              { name: 'common', test: HEADER_CODE, priority: 1 },
              // Results and the error catalogue's words travel together: every screen that calls the
              // API needs both (one request less), and a form that loads the client late needs the words.
              { name: 'api-results', test: /[\\/]src[\\/]lib[\\/](api[\\/](result|errors)|messages[\\/]errors)\.ts$/, priority: 0 },
              // A price and the hook that formats it always travel together (cards, the product, the cart, the wishlist).
              { name: 'price', test: /[\\/]src[\\/](ui[\\/]Price\.tsx|islands[\\/]hooks[\\/]use-price\.ts)$/, priority: 0 },
              // A card's summary of a product and the product's schema: the wishlist and the search results read both.
              { name: 'product-summary', test: /[\\/]src[\\/]lib[\\/](product-summary|contract[\\/]product-schema)\.ts$/, priority: 0 },
              // An order's statuses and the receipt limits: the order screens and the payment result page read both.
              // Not upload-limits.ts: the upload service's settings load only with the upload client, on a pick.
              { name: 'order-terms', test: /[\\/]src[\\/]lib[\\/]contract[\\/](order-status|receipt-limits)\.ts$/, priority: 0 },
            ],
          },
        },
      },
    },
  },
  env: {
    schema: {
      // Public: shipped to the browser, so islands can call the main API.
      PUBLIC_API_URL: envField.string({ context: 'client', access: 'public', default: 'http://localhost:8787' }),
      PUBLIC_API_KEY: envField.string({ context: 'client', access: 'public', default: 'demo-storefront-key' }),
      PUBLIC_DEVICE_ID: envField.string({ context: 'client', access: 'public', default: 'bd-stationery-web' }),
      // How often an open page asks builds/latest.json whether a new build is live (ms; spec §1), besides once idle and when seen again.
      PUBLIC_VERSION_CHECK_INTERVAL: envField.number({ context: 'client', access: 'public', int: true, min: 1000, default: 600_000 }),
      // Receipt uploads (issue 12 §4): Uploadcare, or unset, the reference API's upload service at
      // `{PUBLIC_API_URL}/upload` with its demo key (src/lib/upload-settings.ts derives the defaults).
      PUBLIC_UPLOAD_URL: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_UPLOAD_KEY: envField.string({ context: 'client', access: 'public', optional: true }),
      PUBLIC_UPLOAD_CDN_URL: envField.string({ context: 'client', access: 'public', optional: true }),
      // Build side only: the store catalogue service and its Basic-auth key pair (never in dist/).
      CATALOG_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      CATALOG_KEY: envField.string({ context: 'server', access: 'secret', default: 'demo-catalog-key' }),
      CATALOG_SECRET: envField.string({ context: 'server', access: 'secret', default: 'demo-catalog-secret' }),
    },
  },
});
