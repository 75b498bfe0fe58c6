// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { pagefind } from './scripts/pagefind-integration.ts';
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
  String.raw`[\\/]src[\\/]islands[\\/]dom[\\/](header|account-menu|cart-button|header-search|currency-switcher|currency-dom|early-input)\.ts$`,
].join('|'));

// The storefront is prerendered to static files for a CDN; islands talk to the commerce API.
export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  output: 'static',
  // The e2e run builds into its own folder, so it never races `npm start` over `dist/`.
  outDir: process.env.ASTRO_OUT_DIR ?? './dist',
  trailingSlash: 'ignore',
  // The stylesheet is small: inlined, it costs no render-blocking round trip before first paint.
  // Pages wait on the API for related items: rendering a few at once overlaps those waits.
  build: { format: 'directory', inlineStylesheets: 'always', concurrency: 4 },
  // The sitemap lists public pages only (src/lib/seo/sitemap-rules.ts); robots.txt names it.
  integrations: [react(), pagefind(), sitemap({ filter: inSitemap })],
  // No `prefetch` yet: no link opted in, so Astro's prefetch script (0.9 KB on every page) did nothing.
  // The releases work brings prefetch back with its limits (spec §9: 4 at a time, none on save-data/2g).
  devToolbar: { enabled: false },
  vite: {
    build: {
      sourcemap: process.env.BUILD_SOURCEMAP === '1',
      rolldownOptions: {
        output: {
          // React and its renderer in one chunk: each request costs a round trip and headers on 3G.
          // The header's code in one "common" chunk (see HEADER_CODE); the rest split by the islands
          // that use it, so a page ships only what its own islands import.
          codeSplitting: {
            groups: [
              // With it the two tiny modules every island uses: one request each less on every island page.
              { name: 'react', test: /[\\/](node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react|@nanostores[\\/]react)[\\/]|src[\\/]islands[\\/]hooks[\\/]use-hydrated\.ts$)/, priority: 2 },
              { name: 'common', test: HEADER_CODE, priority: 1 },
              // Results and the error catalogue's words travel together: every screen that calls the
              // API needs both (one request less), and a form that loads the client late needs the words.
              { name: 'api-results', test: /[\\/]src[\\/]lib[\\/](api[\\/](result|errors)|messages[\\/]errors)\.ts$/, priority: 0 },
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
      // Build side only: the store catalogue service and its Basic-auth key pair (never in dist/).
      CATALOG_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      CATALOG_KEY: envField.string({ context: 'server', access: 'secret', default: 'demo-catalog-key' }),
      CATALOG_SECRET: envField.string({ context: 'server', access: 'secret', default: 'demo-catalog-secret' }),
    },
  },
});
