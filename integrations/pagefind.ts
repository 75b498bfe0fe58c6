import type { AstroIntegration } from 'astro';
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { close } from 'pagefind';
import { SEARCH_RECORDS_RECEIVER, type SearchRecord } from '../src/lib/search/records.ts';
import { precompressBundles } from '../scripts/precompress.ts';
import { releaseOutput } from '../scripts/releases/release-output.ts';
import { rememberBase } from '../scripts/releases/search-index.ts';
import { indexAll, indexRelease, type Indexed } from '../scripts/releases/search-release.ts';

/** Written by `src/pages/search-records.json.ts`; consumed and removed here. */
export const RECORDS_FILE = 'search-records.json';
/**
 * Builds the static search index (Pagefind) into `{outDir}/pagefind` from the product records the
 * build makes, not by parsing every page's HTML. Indexing 10,000 records takes seconds, so it
 * starts as soon as the product pages' paths hand the records over (`offerSearchRecords`) and
 * runs beside the rendering; a build that hands nothing over is indexed from `search-records.json`
 * when it is done. The listing island loads the index only when a search or a filtered listing is asked for.
 *
 * A release build writes the index straight into the release (scripts/releases/release-output.ts),
 * as a delta over the live release's base index when it can (`indexRelease`).
 */
export function pagefind(): AstroIntegration {
  let site = '';
  let cacheDir = '';
  let indexing: { started: number; done: Promise<Indexed> } | undefined;
  const receiver = globalThis as Record<symbol, unknown>;

  const index = (records: SearchRecord[]): NonNullable<typeof indexing> => {
    const release = releaseOutput();
    const started = performance.now();
    if (release) return { started, done: indexRelease(records, release, cacheDir) };
    return { started, done: indexAll(records, `${site}pagefind`) };
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
          const { message, base } = await indexing.done;
          logger.info(`${message} in ${Math.round(performance.now() - indexing.started)} ms`);
          const release = releaseOutput();
          if (release) {
            // Written into a release, the loader's compressed copies go there too (only the index is there yet).
            await precompressBundles(release.dir);
            if (base) await rememberBase(cacheDir, base);
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
