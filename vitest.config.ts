import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Astro's virtual env modules exist only inside an Astro build: units read a stand-in.
const astroEnv = fileURLToPath(new URL('./tests/unit/support/astro-env.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: [
    { find: 'astro:env/client', replacement: astroEnv },
    { find: 'astro:env/server', replacement: astroEnv },
  ] },
  test: { include: ['tests/unit/**/*.test.ts'] },
});
