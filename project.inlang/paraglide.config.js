// @ts-check
import { defineConfig } from '@inlang/paraglide-js';

/*
 * How Paraglide JS compiles the shop's words, messages/<area>/<locale>.json (issue 24 §2), into
 * src/paraglide/: read alike by `npm run i18n` (which `npm ci` runs as its prepare step, so type
 * checks, units and scripts find the compiled messages on a fresh clone) and by the Vite plugin in
 * astro.config.mjs and vitest.config.ts (so builds and unit runs never use stale words).
 *
 * The page's language is its URL: English at today's paths, Bangla under `/bn/` (the `url`
 * strategy's default patterns, as Astro's i18n routing with `prefixDefaultLocale: false`). While a
 * page is prerendered the locale is the one src/middleware.ts runs it under; in the browser the
 * page's own URL says it. Nothing is read from cookies: a static page is the same for everyone.
 */
export default defineConfig({
  outdir: './src/paraglide',
  strategy: ['url', 'baseLocale'],
  // One module per message: an island bundles only the words it uses.
  outputStructure: 'message-modules',
  emitTsDeclarations: true,
  emitReadme: false,
  emitPrettierIgnore: false,
});
