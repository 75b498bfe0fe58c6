import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';

// Issue 25 §1: the pages whose number grows with the catalogue have Bangla routes of their own.
// Through Astro's i18n fallback (astro.config.mjs) each Bangla twin is a rewrite to its English
// route, and Astro finds the English page among every URL that route has built: n² string tests,
// 27 s of a 10,000-product build. The twins render the English page (same paths, same props).

const PAGES = new URL('../../src/pages/', import.meta.url);
const TWINS = [
  { bangla: 'bn/products/[id].astro', english: '../../products/[id].astro', paths: 'productPaths' },
  { bangla: 'bn/categories/[slug].astro', english: '../../categories/[slug].astro', paths: 'categoryPaths' },
];

describe('Bangla routes of the catalogue pages', () => {
  for (const { bangla, english, paths } of TWINS) {
    it(`${bangla} renders its English page with the English route's paths`, async () => {
      const twin = await readFile(new URL(bangla, PAGES), 'utf8');
      const page = await readFile(new URL(bangla.replace(/^bn\//, ''), PAGES), 'utf8');
      expect(page).toContain(`export const getStaticPaths = ${paths} satisfies GetStaticPaths;`);
      expect(twin).toContain(`export const getStaticPaths = ${paths};`);
      expect(twin).toMatch(new RegExp(`import (\\w+) from '${english.replace(/[[\]./]/g, '\\$&')}';[\\s\\S]*<\\1 \\{\\.\\.\\.Astro\\.props\\} />`));
    });
  }
});
