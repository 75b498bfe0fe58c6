import type { AstroIntegration } from 'astro';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { close, createIndex } from 'pagefind';
import { SEARCH_RECORDS_RECEIVER, type SearchRecord } from '../src/lib/search/records.ts';

/** Written by `src/pages/search-records.json.ts`; consumed and removed here. */
export const RECORDS_FILE = 'search-records.json';
/** Records sent to Pagefind at once: enough to keep it busy, few enough to bound memory. */
const BATCH = 200;

/** Indexes `records` into `{site}pagefind`; resolves with how long it took (ms). */
async function indexRecords(records: readonly SearchRecord[], site: string): Promise<number> {
  const started = performance.now();
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (let i = 0; i < records.length; i += BATCH) {
    const added = await Promise.all(records.slice(i, i + BATCH).map((record) => index.addCustomRecord(record)));
    const failed = added.flatMap((response) => response.errors);
    if (failed.length) throw new Error(`Pagefind indexing failed: ${failed.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: `${site}pagefind` });
  if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
  return performance.now() - started;
}

/**
 * Builds the static search index (Pagefind) into `{outDir}/pagefind` from the product records the
 * build makes, not by parsing every page's HTML. Indexing 10,000 records takes seconds, so it
 * starts as soon as the product pages' paths hand the records over (`offerSearchRecords`) and
 * runs beside the rendering; a build that hands nothing over is indexed from `search-records.json`
 * when it is done. The listing island loads the index only when a search or a filtered listing is asked for.
 */
export function pagefind(): AstroIntegration {
  let site = '';
  let indexing: { records: number; done: Promise<number> } | undefined;
  const receiver = globalThis as Record<symbol, unknown>;
  return {
    name: 'storefront:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = fileURLToPath(config.outDir);
      },
      'astro:build:start': () => {
        indexing = undefined;
        receiver[SEARCH_RECORDS_RECEIVER] = (records: SearchRecord[]) => {
          if (indexing) return;
          indexing = { records: records.length, done: indexRecords(records, site) };
          indexing.done.catch(() => {}); // reported where it is awaited, at the end of the build
        };
      },
      'astro:build:done': async ({ dir, logger }) => {
        delete receiver[SEARCH_RECORDS_RECEIVER];
        site = fileURLToPath(dir);
        const recordsPath = `${site}${RECORDS_FILE}`;
        try {
          if (!indexing) {
            const records = JSON.parse(await readFile(recordsPath, 'utf8')) as SearchRecord[];
            indexing = { records: records.length, done: indexRecords(records, site) };
          }
          const ms = await indexing.done;
          logger.info(`indexed ${indexing.records} products in ${Math.round(ms)} ms`);
        } finally {
          await close();
          // Everything in it is in the index now; the shop does not serve it.
          await rm(recordsPath, { force: true });
        }
      },
    },
  };
}
