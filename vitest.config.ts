import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Astro's virtual env modules exist only inside an Astro build: units read a stand-in.
const astroEnv = fileURLToPath(new URL('./tests/unit/support/astro-env.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: [
    { find: 'astro:env/client', replacement: astroEnv },
    { find: 'astro:env/server', replacement: astroEnv },
  ] },
  // The shop's words, compiled from messages/ before the units run (tests/unit/support/compile-messages.ts).
  test: { include: ['tests/unit/**/*.test.ts'], globalSetup: ['tests/unit/support/compile-messages.ts'] },
});
