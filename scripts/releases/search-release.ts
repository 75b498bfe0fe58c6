import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createIndex } from 'pagefind';
import type { SearchRecord } from '../../src/lib/search/records.ts';
import { NO_DELTA, SEARCH_DELTA_FILE, type SearchDelta } from '../../src/lib/search/delta-file.ts';
import { copyRelease } from './release-copy.ts';
import type { ReleaseOutput } from './release-output.ts';
import {
  DELTA_FOLDER, PAGEFIND_ENTRY as ENTRY, deltaFile, deltaFolderOf, fragmentIds, planIndex, readPagefindEntry, recordDigests, type PagefindEntry, type SearchState,
} from './search-index.ts';

/*
 * Writing a build's search index with Pagefind (the build's Pagefind step, integrations/pagefind.ts,
 * calls these): the whole catalogue, or for a release, a delta over the live release's base index
 * when few records changed (search-index.ts decides). The caller closes Pagefind when done.
 */

/** Records sent to Pagefind at once: enough to keep it busy, few enough to bound memory. */
const BATCH = 200;

/**
 * Indexes `records` into `folder` (Pagefind's whole bundle: its loader, worker, wasm and the index),
 * one language at a time. Pagefind writes a separate index per language anyway, but holds every
 * record it was given until it writes: measured on 15,000 synthetic products in two languages, its service
 * peaked at 762 MB given both at once and at 474 MB given one language, written and let go, then
 * the other (issue 25 §1: the build must not hold the catalogue more than once). Each write names
 * only its own language in `pagefind-entry.json`, so the entry is rewritten with all of them.
 */
export async function indexRecords(records: readonly SearchRecord[], folder: string): Promise<void> {
  const languages = Map.groupBy(records, (record) => record.language);
  // No records still make a bundle, of no pages: the browser's search then finds nothing, not a 404.
  const groups = languages.size ? [...languages.values()] : [[]];
  const entries: PagefindEntry[] = [];
  for (const group of groups) {
    await indexOneLanguage(group, folder);
    const entry = await readPagefindEntry(folder);
    if (!entry) throw new Error(`Pagefind wrote no ${ENTRY} into ${folder}`);
    entries.push(entry);
  }
  if (entries.length > 1) {
    const languagesOf = Object.assign({}, ...entries.map((entry) => entry.languages)) as PagefindEntry['languages'];
    await writeFile(join(folder, ENTRY), JSON.stringify({ ...entries[0], languages: languagesOf }));
  }
}

/** One language's records into `folder`, in an index of their own that Pagefind lets go once written. */
async function indexOneLanguage(records: readonly SearchRecord[], folder: string): Promise<void> {
  const { index, errors } = await createIndex({});
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    for (let i = 0; i < records.length; i += BATCH) {
      const added = await Promise.all(records.slice(i, i + BATCH).map((record) => index.addCustomRecord(record)));
      const failed = added.flatMap((response) => response.errors);
      if (failed.length) throw new Error(`Pagefind indexing failed: ${failed.join('; ')}`);
    }
    const written = await index.writeFiles({ outputPath: folder });
    if (written.errors.length) throw new Error(`Pagefind could not write: ${written.errors.join('; ')}`);
  } catch (error) {
    // Let go of the index, but tell what failed first, not a failure to let go after it.
    await index.deleteIndex().catch(() => undefined);
    throw error;
  }
  await index.deleteIndex();
}

/** Writes the file that tells the browser whether a delta index is merged in (src/lib/search/search-delta.ts). */
async function writeDelta(folder: string, delta: SearchDelta): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, SEARCH_DELTA_FILE), JSON.stringify(delta));
}

/** A delta index needs only its entry, metadata and chunks: the browser runs the base's loader and wasm. */
async function keepIndexOnly(folder: string): Promise<void> {
  const entries = await readdir(folder, { withFileTypes: true });
  await Promise.all(entries
    .filter((entry) => entry.isFile() && entry.name !== ENTRY && !entry.name.endsWith('.pf_meta'))
    .map((entry) => rm(join(folder, entry.name))));
}

/**
 * Links the base index of release folder `from` (its `pagefind/` less its delta) into release
 * folder `to`: every file as it is, nothing in an index folder is a page to stamp.
 */
export async function linkBaseIndex(from: string, to: string): Promise<void> {
  const last = join(from, 'pagefind');
  if (!(await stat(join(last, ENTRY)).catch(() => undefined))) return;
  await copyRelease({
    from: last, to: join(to, 'pagefind'), id: '', previous: { dir: last, copiedAt: Number.MAX_SAFE_INTEGER },
    filter: (file) => !file.startsWith(`${DELTA_FOLDER}/`) && !file.startsWith(SEARCH_DELTA_FILE),
  });
}

/** Whether two paths name the same file (one inode). */
async function sameFile(a: string, b: string): Promise<boolean> {
  const [x, y] = await Promise.all([stat(a).catch(() => undefined), stat(b).catch(() => undefined)]);
  return !!x && !!y && x.ino === y.ino && x.dev === y.dev;
}

/** What an indexing job did, for the log, and the base it leaves for the next build. */
export interface Indexed { message: string; base?: Omit<SearchState, 'version' | 'pagefind'> }

/**
 * Indexes a release build's records: over the live release's base index when few records differ
 * from it (scripts/releases/search-index.ts), all of them otherwise.
 */
export async function indexRelease(records: SearchRecord[], release: ReleaseOutput, cacheDir: string): Promise<Indexed> {
  const folder = join(release.dir, 'pagefind');
  const digests = recordDigests(records);
  const plan = await planIndex(records, digests, cacheDir, release.previous);
  const full = async (): Promise<Indexed> => {
    await rm(folder, { recursive: true, force: true }); // a base staged for a delta that is not to be, or a delta
    await indexRecords(records, folder);
    await writeDelta(folder, NO_DELTA);
    // An index of no records has no fragment folder; any other without one is a failure to tell.
    const ids = records.length ? await fragmentIds(join(folder, 'fragment')) : {};
    return { message: `indexed ${records.length} records`, base: { release: release.dir, digests, ids } };
  };
  if (plan.kind === 'full') return full();
  // The base may be linked in already, staged while the build waited (work-build.ts).
  if (!(await sameFile(join(folder, ENTRY), join(plan.base.release, 'pagefind', ENTRY)))) {
    await rm(folder, { recursive: true, force: true });
    await linkBaseIndex(plan.base.release, release.dir);
  }
  const index = plan.changed.length ? deltaFolderOf(plan.changed, digests, plan.superseded) : null;
  if (index) {
    await indexRecords(plan.changed, join(folder, index));
    await keepIndexOnly(join(folder, index));
  }
  const delta = await deltaFile(folder, index, plan.changed, plan.superseded, plan.base);
  if (!delta) return full();
  await writeDelta(folder, delta);
  const base = { release: release.dir, digests: plan.base.digests, ids: plan.base.ids };
  return {
    message: index || plan.superseded.length
      ? `the base index shared; ${plan.changed.length} changed records indexed in a delta, ${plan.superseded.length} of the base's hits superseded`
      : 'the base index shared; no search record changed',
    base,
  };
}

/** Indexes every record into `folder` (a plain build's `dist/pagefind`), with no delta. */
export async function indexAll(records: readonly SearchRecord[], folder: string): Promise<Indexed> {
  await indexRecords(records, folder);
  await writeDelta(folder, NO_DELTA);
  return { message: `indexed ${records.length} records` };
}
