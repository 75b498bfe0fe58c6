import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Astro's virtual env modules exist only inside an Astro build: units read a stand-in.
const astroEnv = fileURLToPath(new URL('./tests/unit/support/astro-env.ts', import.meta.url));
// As in the shop's builds (astro.config.mjs): ofetch's `ufo` and `destr` are the -lite files, so the client's tests run on them.
const ufoLite = fileURLToPath(new URL('./src/lib/api/ufo-lite.ts', import.meta.url));
const destrLite = fileURLToPath(new URL('./src/lib/api/destr-lite.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: [
    { find: 'astro:env/client', replacement: astroEnv },
    { find: 'astro:env/server', replacement: astroEnv },
    { find: /^ufo$/, replacement: ufoLite },
    { find: /^destr$/, replacement: destrLite },
  ] },
  test: { include: ['tests/unit/**/*.test.ts'] },
});
