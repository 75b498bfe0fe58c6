// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import { pagefind } from './scripts/pagefind-integration.ts';

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
  integrations: [react(), pagefind()],
  // No `prefetch` yet: no link opted in, so Astro's prefetch script (0.9 KB on every page) did nothing.
  // The releases work brings prefetch back with its limits (spec §9: 4 at a time, none on save-data/2g).
  devToolbar: { enabled: false },
  vite: {
    build: {
      rolldownOptions: {
        output: {
          // React and its renderer in one chunk: each request costs a round trip and headers on 3G.
          // Code three or more islands share (the header's stores, rules and schemas) in one "common"
          // chunk rather than many small ones, each costing a request and its own compression
          // overhead; the rest is split by the islands that use it, so a page ships only what its own
          // islands import (one "shop" chunk of everything cost every page ~10 KB, search included).
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/, priority: 2 },
              { name: 'common', minShareCount: 3, priority: 1 },
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
