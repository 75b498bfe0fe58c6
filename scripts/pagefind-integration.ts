import type { AstroIntegration } from 'astro';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { close, createIndex } from 'pagefind';
import { SEARCH_RECORDS_RECEIVER, type SearchRecord } from '../src/lib/search/records.ts';
import { precompressBundles } from './precompress.ts';
import { recordsDigest, rememberIndex, reusableIndex } from './releases/index-reuse.ts';
import { copyRelease } from './releases/release-copy.ts';
import { releaseOutput } from './releases/release-output.ts';

/** Written by `src/pages/search-records.json.ts`; consumed and removed here. */
export const RECORDS_FILE = 'search-records.json';
/** Records sent to Pagefind at once: enough to keep it busy, few enough to bound memory. */
const BATCH = 200;

/**
 * Where the index goes: `{outDir}/pagefind`, or straight into the release a release build makes
 * (scripts/releases/release-output.ts): written whole each time, it has nothing to share with
 * the working folder, and a release then never carries a stale fragment.
 */
function indexFolder(site: string): string {
  const release = releaseOutput();
  return release ? join(release.dir, 'pagefind') : `${site}pagefind`;
}

/** Indexes `records` into the index folder (see `indexFolder`); resolves with how long it took (ms). */
async function indexRecords(records: readonly SearchRecord[], site: string): Promise<number> {
  const started = performance.now();
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  for (let i = 0; i < records.length; i += BATCH) {
    const added = await Promise.all(records.slice(i, i + BATCH).map((record) => index.addCustomRecord(record)));
    const failed = added.flatMap((response) => response.errors);
    if (failed.length) throw new Error(`Pagefind indexing failed: ${failed.join('; ')}`);
  }
  const written = await index.writeFiles({ outputPath: indexFolder(site) });
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
  let cacheDir = '';
  let indexing: { records: number; done: Promise<number>; digest?: string; reused?: boolean } | undefined;
  const receiver = globalThis as Record<symbol, unknown>;

  /**
   * A release build whose records are those of the live release's index shares that index
   * (scripts/releases/index-reuse.ts) instead of building the same one again.
   */
  const index = (records: SearchRecord[]): NonNullable<typeof indexing> => {
    const release = releaseOutput();
    if (!release) return { records: records.length, done: indexRecords(records, site) };
    const digest = recordsDigest(records);
    const job: NonNullable<typeof indexing> = { records: records.length, digest, done: Promise.resolve(0) };
    job.done = (async () => {
      const started = performance.now();
      const last = await reusableIndex(cacheDir, digest, release.previous);
      if (!last) return indexRecords(records, site);
      // Every file as it is: nothing in an index folder is a page to stamp.
      await copyRelease({ from: last, to: join(release.dir, 'pagefind'), id: process.env['BUILD_ID'] ?? '', previous: { dir: last, copiedAt: Number.MAX_SAFE_INTEGER } });
      job.reused = true;
      return performance.now() - started;
    })();
    return job;
  };

  return {
    name: 'storefront:pagefind',
    hooks: {
      'astro:config:done': ({ config }) => {
        site = fileURLToPath(config.outDir);
        cacheDir = fileURLToPath(config.cacheDir);
      },
      'astro:build:start': () => {
        indexing = undefined;
        receiver[SEARCH_RECORDS_RECEIVER] = (records: SearchRecord[]) => {
          if (indexing) return;
          indexing = index(records);
          indexing.done.catch(() => {}); // reported where it is awaited, at the end of the build
        };
      },
      'astro:build:done': async ({ dir, logger }) => {
        delete receiver[SEARCH_RECORDS_RECEIVER];
        site = fileURLToPath(dir);
        const recordsPath = `${site}${RECORDS_FILE}`;
        try {
          if (!indexing) indexing = index(JSON.parse(await readFile(recordsPath, 'utf8')) as SearchRecord[]);
          const ms = await indexing.done;
          logger.info(indexing.reused
            ? `search records unchanged: the last release's index shared in ${Math.round(ms)} ms`
            : `indexed ${indexing.records} products in ${Math.round(ms)} ms`);
          const release = releaseOutput();
          if (release) {
            // Written into a release, the loader's compressed copies go there too (only the index is there yet).
            await precompressBundles(release.dir);
            if (indexing.digest) await rememberIndex(cacheDir, indexing.digest, release.dir);
          }
        } finally {
          await close();
          // Everything in it is in the index now; the shop does not serve it.
          await rm(recordsPath, { force: true });
        }
      },
    },
  };
}
