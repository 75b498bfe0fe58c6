// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import { paraglideVitePlugin } from '@inlang/paraglide-js';
import { browserLocale } from './integrations/browser-locale.ts';
import { reactRendererTag } from './integrations/react-renderer-tag.ts';
import sitemap from '@astrojs/sitemap';
import { pagefind } from './integrations/pagefind.ts';
import { buildManifestIntegration } from './integrations/build-manifest.ts';
import { siteCsp, siteHeaders } from './integrations/site-security.ts';
import { inSitemap, withLanguageLinks } from './src/lib/seo/sitemap-rules.ts';
import { sitemapTwins } from './integrations/sitemap-twins.ts';
import { headerDirective } from './integrations/header-directive.ts';
import { HEADER_SCRIPT, reachedFrom } from './integrations/header-chunk.ts';

// The "common" chunk's members: what the header's script reaches, and Paraglide's plural rules.
const headerCommon = reachedFrom(HEADER_SCRIPT, 'common');
const PARAGLIDE_REGISTRY = /[\\/]src[\\/]paraglide[\\/]registry\.js$/;

// The Bangla twin of every page, for the sitemap (integrations/sitemap-twins.ts): listed before it.
const banglaTwins = sitemapTwins('bn');

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
  // Two languages (issue 24 §1): English at today's paths, Bangla under /bn/. No page is written
  // twice: each route is prerendered a second time under /bn/ (Astro's fallback, as a rewrite), and
  // src/middleware.ts renders that pass in Bangla, from the path the shopper asked for.
  i18n: { locales: ['en', 'bn'], defaultLocale: 'en', routing: { prefixDefaultLocale: false, fallbackType: 'rewrite' }, fallback: { bn: 'en' } },
  // The stylesheet is small: inlined, it costs no render-blocking round trip before first paint.
  // Pages wait on the API for related items: rendering a few at once overlaps those waits.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  // The sitemap lists public pages only (src/lib/seo/sitemap-rules.ts), each with its two language twins and x-default (hreflang); robots.txt names it.
  // The build manifest (builds/latest.json, builds/meta/{id}.json; the pages' build id): integrations/build-manifest.ts.
  // siteHeaders() last: `_headers` and the compressed bundles, once every other file is written.
  // `client:header`: the header's islands wake when a shopper first reaches for the header (integrations/header-directive.ts).
  // React renders islands to a string, not a stream (@astrojs/react's option; the pages are prerendered, nothing
  // streams to a shopper): the same HTML, byte for byte, without a web stream, a UTF-8 encoding and decoding and
  // React's per-render stream state for every island (issue 25: 3,000-product builds' profiles, React's own time
  // 2.6 → 1.3 s, text encoding 2.2 → 1.3 s, garbage collection 4.4 → 3.8 s; the build's every file compared).
  integrations: [react({ experimentalDisableStreaming: true }), headerDirective(), pagefind(), banglaTwins.integration, sitemap({ filter: inSitemap, customPages: banglaTwins.customPages, serialize: withLanguageLinks }), buildManifestIntegration(), siteHeaders()],
  // A Content-Security-Policy <meta> on every page: hashes of its scripts and styles, the API and
  // the analytics tag's origins (scripts/site-headers.ts); the headers add frame-ancestors.
  security: { csp: siteCsp() },
  // No Markdown pages: Shiki's code highlighting (inline styles, which the CSP refuses) is off.
  markdown: { syntaxHighlight: false },
  // No Astro `prefetch`: src/scripts/prefetch.ts prefetches the links marked `data-prefetch` with spec §9's
  // limits (4 at a time, none on save-data/2g), which Astro's script (0.9 KB, no limit) does not keep.
  devToolbar: { enabled: false },
  vite: {
    // The shop's words, compiled from messages/ as the build starts (project.inlang/paraglide.config.js);
    // in the browser's bundles, with a runtime that only reads the page's language (integrations/browser-locale.ts).
    // Our React components tell Astro their renderer, so it need not render each twice (integrations/react-renderer-tag.ts).
    plugins: [paraglideVitePlugin({ project: './project.inlang' }), browserLocale(), reactRendererTag()],
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
          // The header script's code in one "common" chunk (integrations/header-chunk.ts: found from the
          // module graph); the rest split by the islands that use it, so a page ships only what its own islands import.
          codeSplitting: {
            groups: [
              // With it the tiny modules islands share (the store hook of @nanostores/react, use-hydrated, and what
              // takes up a shopper's input from before the island woke: use-on-wake, early-input, which only islands
              // import): one request each less on an island page.
              { name: 'react', test: /[\\/](node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]|src[\\/](ui[\\/]hooks[\\/](use-hydrated|use-on-wake)|scripts[\\/]early-input)\.ts$)/, priority: 2 },
              // With it Paraglide's plural rules (a few bytes), which any plural message reads, whether or not the
              // header's own words need them: else they travel with the first chunk of plural words, and a page with
              // words of its own loaded that chunk too (/contact, the order screens: the listing's, 4 KiB).
              { name: (id, ctx) => (PARAGLIDE_REGISTRY.test(id) ? 'common' : headerCommon(id, ctx)), priority: 1 },
              // What every listing reads its URL, filters and state with (the search shell's and a category's),
              // and the filter panel's style loader: one request, not five. Not the options' Bangla words
              // (option-words.ts): a group takes in what its modules import, and they import the names'
              // module that the cart and the product page read too (measured: 4.3 KiB more on /cart).
              { name: 'listing-kit', test: /[\\/]src[\\/](lib[\\/]search[\\/](listing-query|listing-filters)|stores[\\/]listing|ui[\\/]filter-panel-styles)\.ts$/, priority: 0 },
              // Results and the error catalogue's words travel together: every screen that calls the
              // API needs both (one request less), and a form that loads the client late needs the words.
              { name: 'api-results', test: /[\\/]src[\\/]lib[\\/](api[\\/](result|errors)|messages[\\/]errors)\.ts$/, priority: 0 },
              // A card's summary of a product and the product's schema: the wishlist and the search results
              // read both. Listed before the price group, so the pricing rules it imports travel here, not
              // with the price's React hook: the search shell's early request needs them, and no React.
              // With them the discounts' rules and the API's reshaping, which every page that reads a card
              // also loaded, each a file of ~150-270 B (Lighthouse, search shell: 87,457 → 87,032 B of
              // JavaScript with the price group's links, under the 85 KiB budget; a category 105 B more).
              { name: 'product-summary', test: /[\\/]src[\\/]lib[\\/](product-summary|contract[\\/]product-schema|discounts|api[\\/]reshape)\.ts$/, priority: 0 },
              // A price and the hook that formats it always travel together (cards, the product, the cart, the wishlist),
              // and the product and picture links beside them. Not the names' module: the order screens read it alone.
              { name: 'price', test: /[\\/]src[\\/](ui[\\/]Price\.tsx|ui[\\/]hooks[\\/]use-price\.ts|lib[\\/]links\.ts)$/, priority: 0 },
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
