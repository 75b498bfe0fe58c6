import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCategories } from '../data/catalogue.ts';
import { contentRoutes } from '../lib/content/content-routes.ts';
import { pathInLocale } from '../lib/i18n/href.ts';
import { listingRoutes } from '../lib/search/listing-routes.ts';

/** `/_redirects`: how a host routes listing URLs and `/contact-us` (Netlify's format; `npm start` reads it too). */
export const getStaticPaths = (() => [{ params: { redirects: '_redirects' } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () => {
  const rules = listingRoutes(await loadCategories()) + contentRoutes();
  return new Response(rules + inBangla(rules), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};

/**
 * The same rules for the Bangla pages, in the same order: each rule's path and target under `/bn`
 * (`/bn/products categoryId=3 /bn/categories/calculators 301!`), so a shopper on a Bangla page who
 * follows or types a listing URL stays in Bangla. Only rule lines: `#` comments are not repeated.
 */
export function inBangla(rules: string): string {
  const lines = rules.split('\n').filter((line) => line.startsWith('/'));
  // A rule's words: its path, `name=value` conditions, its target, its status; paths are the words starting with `/`.
  const bangla = lines.map((line) => line.split(' ').map((word) => (word.startsWith('/') ? pathInLocale(word, 'bn') : word)).join(' '));
  // Last, and not forced: a Bangla address no file answers gets the Bangla 404 page (scripts/serve-static.ts does the same).
  return `# The same for the Bangla pages, under /bn (src/pages/[redirects].ts).\n${bangla.map((line) => `${line}\n`).join('')}/bn/* /bn/404/index.html 404\n`;
}
