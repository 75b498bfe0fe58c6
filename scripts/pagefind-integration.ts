import type { AstroIntegration } from 'astro';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { close, createIndex } from 'pagefind';
import type { SearchRecord } from '../src/lib/search/records.ts';

/** Written by `src/pages/search-records.json.ts`; consumed and removed here. */
export const RECORDS_FILE = 'search-records.json';
/** Records sent to Pagefind at once: enough to keep it busy, few enough to bound memory. */
const BATCH = 200;

/**
 * Builds the static search index (Pagefind) into `{outDir}/pagefind` from the product records the
 * build wrote, not by parsing every page's HTML. The listing island loads the index only when a
 * search or a filtered listing is asked for.
 */
export function pagefind(): AstroIntegration {
  return {
    name: 'storefront:pagefind',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const site = fileURLToPath(dir);
        const started = performance.now();
        const recordsPath = `${site}${RECORDS_FILE}`;
        const records = JSON.parse(await readFile(recordsPath, 'utf8')) as SearchRecord[];
        try {
          const { index, errors } = await createIndex({});
          if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
          for (let i = 0; i < records.length; i += BATCH) {
            const added = await Promise.all(records.slice(i, i + BATCH).map((record) => index.addCustomRecord(record)));
            const failed = added.flatMap((response) => response.errors);
            if (failed.length) throw new Error(`Pagefind indexing failed: ${failed.join('; ')}`);
          }
          const written = await index.writeFiles({ outputPath: `${site}pagefind` });
          if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
          logger.info(`indexed ${records.length} products in ${Math.round(performance.now() - started)} ms`);
        } finally {
          await close();
          // Everything in it is in the index now; the shop does not serve it.
          await rm(recordsPath, { force: true });
        }
      },
    },
  };
}
