import type { AstroIntegration } from 'astro';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { close } from 'pagefind';
import { SEARCH_RECORDS_RECEIVER, type SearchRecord } from '../src/lib/search/records.ts';
import { precompressBundles } from '../scripts/precompress.ts';
import { releaseOutput, type ReleaseOutput } from '../scripts/releases/release-output.ts';
import { readPagefindEntry, rememberBase } from '../scripts/releases/search-index.ts';
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
 *
 * The records are in every language of the shop (records.ts), and Pagefind writes an index per
 * language (`pagefind.en_….pf_meta`, `pagefind.bn_….pf_meta`, each with its own words, filters and
 * fragments; `pagefind-entry.json` names them all); the browser searches the one of the page's
 * `<html lang>`, a merged delta's too.
 */
export function pagefind(): AstroIntegration {
  let site = '';
  let cacheDir = '';
  let indexing: { done: Promise<Indexed & { ms: number }>; languages: string } | undefined;
  const receiver = globalThis as Record<symbol, unknown>;

  const index = (records: SearchRecord[]): NonNullable<typeof indexing> => {
    const release = releaseOutput();
    const started = performance.now();
    const languages = perLanguage(records);
    const indexed = release ? sameLanguagesBase(release, records).then((output) => indexRelease(records, output, cacheDir)) : indexAll(records, `${site}pagefind`);
    // Its own time, not the build's: the index is often done long before the pages are.
    return { languages, done: indexed.then((result) => ({ ...result, ms: Math.round(performance.now() - started) })) };
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
          const waitFrom = performance.now();
          const { message, base, ms } = await indexing.done;
          logger.info(`${message} in ${ms} ms; the build waited ${Math.round(performance.now() - waitFrom)} ms for it (records per language: ${indexing.languages})`);
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

/** How many records each language has, for the log: `en 10000, bn 10000` (a product has one in each). */
function perLanguage(records: readonly SearchRecord[]): string {
  const counts = new Map<string, number>();
  for (const { language } of records) counts.set(language, (counts.get(language) ?? 0) + 1);
  return [...counts].map(([language, count]) => `${language} ${count}`).join(', ') || 'none';
}

/**
 * `release`, without its previous release when that one's index is not in the languages of
 * `records` (a base written before the shop had Bangla records, or with a language since dropped):
 * `indexRelease` then indexes everything anew. A delta over such a base would be wrong in the
 * browser, not merely larger: Pagefind searches the index of the page's language in the base and
 * in the delta alike, and one that lacks it falls back to its largest, so a Bangla page would
 * search the base's English hits (nothing superseding them) beside the delta's Bangla ones.
 */
export async function sameLanguagesBase(release: ReleaseOutput, records: readonly SearchRecord[]): Promise<ReleaseOutput> {
  if (!release.previous) return release;
  const wanted = [...new Set(records.map((record) => record.language))].sort();
  const had = await indexLanguages(join(release.previous.dir, 'pagefind'));
  // No index there (or none readable): indexRelease makes a full index by itself.
  if (!had || (had.length === wanted.length && had.every((language, i) => language === wanted[i]))) return release;
  const { previous: _, ...without } = release;
  return without;
}

/** The languages a Pagefind index folder has an index for (its `pagefind-entry.json`), sorted; undefined without one. */
export async function indexLanguages(folder: string): Promise<string[] | undefined> {
  // One that cannot be read is as none: the next index is made in full.
  const entry = await readPagefindEntry(folder).catch(() => undefined);
  return entry && Object.keys(entry.languages).sort();
}
