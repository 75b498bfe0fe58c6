import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SearchRecord } from '../../src/lib/search/records.ts';
import type { SearchDelta } from '../../src/lib/search/delta-file.ts';
import type { PreviousCopy } from './release-copy.ts';

/*
 * Pagefind cannot update an index, and indexing the 10k catalogue again takes the longest part of
 * a one-product rebuild. So a release build keeps the base index of the live release (hard links,
 * like its other unchanged files) and indexes only the records that differ from the base's, into
 * a small delta index beside it that the browser merges in (src/lib/search/search-delta.ts). The
 * delta always holds every change since the base; once it outgrows `DELTA_LIMIT`, the build
 * indexes everything again into a new base.
 */

/**
 * Records a delta may hold: past this, a full index (each delta hit may cost a sorted search a
 * fragment). 100 products, each with a record per language (English and Bangla): a page searches
 * its own language's, so a search meets at most 100 delta hits, as before there were two.
 */
export const DELTA_LIMIT = 200;
/**
 * Where delta indexes go inside the release's `pagefind/`: `delta/{digest of its records}/`. Named
 * by content, so a tab that read one release's delta file while the next went live still finds that
 * delta (served from the kept release), never another one under the same name.
 */
export const DELTA_FOLDER = 'delta';

/** The file of a Pagefind bundle the browser reads first: it names each language's index. */
export const PAGEFIND_ENTRY = 'pagefind-entry.json';
/** What `PAGEFIND_ENTRY` holds, as far as the builds read it. */
export interface PagefindEntry { languages: Record<string, unknown>; [other: string]: unknown }

/** The entry of the Pagefind bundle in `folder`; undefined when it has none. */
export async function readPagefindEntry(folder: string): Promise<PagefindEntry | undefined> {
  let text: string;
  try {
    text = await readFile(join(folder, PAGEFIND_ENTRY), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const entry = JSON.parse(text) as Partial<PagefindEntry>;
  return { ...entry, languages: entry.languages ?? {} };
}

/** The folder (relative to `pagefind/`) of the delta index of `records`, whose digests `digests` holds. */
export function deltaFolderOf(records: readonly SearchRecord[], digests: Record<string, string>, superseded: readonly string[]): string {
  const digest = createHash('sha256').update(JSON.stringify([records.map((record) => digests[record.url]).sort(), [...superseded].sort()])).digest('base64url').slice(0, 16);
  return `${DELTA_FOLDER}/${digest}/`;
}

/** What the base index of the live release holds (in the build cache folder). */
const STATE = 'storefront-search.json';

const PAGEFIND_VERSION = (JSON.parse(readFileSync(new URL('../../node_modules/pagefind/package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The base index a release holds: each record's digest and Pagefind result id, by URL. */
export interface SearchState {
  version: 1;
  pagefind: string;
  /** The release whose `pagefind/` folder holds the base's files. */
  release: string;
  digests: Record<string, string>;
  ids: Record<string, string>;
}

/** How a build makes its index. */
export type IndexPlan =
  | { kind: 'full' }
  /** The base as it is, and a delta of `changed` (maybe none), replacing the base's `superseded` hits. */
  | { kind: 'delta'; base: SearchState; changed: SearchRecord[]; superseded: string[] };

/** Changed when the way records are indexed changes (Pagefind's options, what a delta holds): every base is then rebuilt. */
const INDEX_FORMAT = 'storefront-search-2';

/** Each record's digest by URL (with the Pagefind version and `INDEX_FORMAT`: another indexing, another index). */
export function recordDigests(records: readonly SearchRecord[]): Record<string, string> {
  return Object.fromEntries(records.map((record) =>
    [record.url, createHash('sha256').update(`${PAGEFIND_VERSION}\n${INDEX_FORMAT}\n`).update(JSON.stringify(record)).digest('base64url').slice(0, 22)]));
}

/**
 * A delta over the live release's base when there is one to build on and few enough records
 * differ from it (changed, added or removed); a full index otherwise.
 */
export async function planIndex(records: readonly SearchRecord[], digests: Record<string, string>, cacheDir: string, previous: PreviousCopy | undefined): Promise<IndexPlan> {
  const base = previous ? await readState(cacheDir) : undefined;
  if (!base || base.release !== previous?.dir || base.pagefind !== PAGEFIND_VERSION) return { kind: 'full' };
  if (!(await stat(join(previous.dir, 'pagefind', PAGEFIND_ENTRY)).catch(() => undefined))?.isFile()) return { kind: 'full' };
  const changed = records.filter((record) => base.digests[record.url] !== digests[record.url]);
  const gone = Object.keys(base.digests).filter((url) => !Object.hasOwn(digests, url));
  if (changed.length + gone.length > DELTA_LIMIT) return { kind: 'full' };
  const superseded = [...changed.map((record) => record.url), ...gone].flatMap((url) => base.ids[url] ?? []);
  return { kind: 'delta', base, changed, superseded };
}

/**
 * The delta file for a delta index written into `{pagefind}/{index}` (or for none): its hits' ids
 * and sort values, read from its fragments. Undefined when a delta hit's id is also a kept base
 * hit's (Pagefind's ids are short digests, unique within one index only): the browser could not
 * tell them apart, so the build indexes everything instead.
 */
export async function deltaFile(pagefind: string, index: string | null, records: readonly SearchRecord[], superseded: string[], base: SearchState): Promise<SearchDelta | undefined> {
  if (!index || !records.length) return { index: null, superseded, keys: {} };
  const byUrl = new Map(records.map((record) => [record.url, record.sort]));
  const baseIds = new Set(Object.values(base.ids));
  const replaced = new Set(superseded);
  const keys: SearchDelta['keys'] = {};
  const replaces: Record<string, string> = {};
  for (const [url, id] of Object.entries(await fragmentIds(join(pagefind, index, 'fragment')))) {
    const sort = byUrl.get(url);
    if (!sort) throw new Error(`the delta index holds ${url}, which is not one of its records`);
    if (baseIds.has(id) && !replaced.has(id)) return undefined;
    keys[id] = sort;
    const before = base.ids[url];
    if (before) replaces[id] = before;
  }
  return { index, superseded, keys, replaces };
}

/** A Pagefind fragment file: gzipped JSON behind a 12-byte signature, as Pagefind's loader reads it. */
export async function readFragment(path: string): Promise<{ url: string; content: string }> {
  return JSON.parse(gunzipSync(await readFile(path)).subarray(12).toString('utf8')) as { url: string; content: string };
}

/**
 * Each fragment's page URL → its Pagefind result id (the file's name: Pagefind names a page's
 * fragment by a digest of it), in URL order.
 */
export async function fragmentIds(folder: string): Promise<Record<string, string>> {
  const names = (await readdir(folder)).filter((name) => name.endsWith('.pf_fragment'));
  const ids: Record<string, string> = {};
  let next = 0;
  const worker = async () => {
    while (next < names.length) {
      const name = names[next++]!;
      const { url } = await readFragment(join(folder, name));
      ids[url] = name.slice(0, -'.pf_fragment'.length);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  // In URL order, not the order the reads finished in: the delta file built from it must come out
  // the same for the same records (a release that changed nothing shares the last one's index).
  return Object.fromEntries(Object.entries(ids).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

async function readState(cacheDir: string): Promise<SearchState | undefined> {
  try {
    const state = JSON.parse(await readFile(join(cacheDir, STATE), 'utf8')) as Partial<SearchState>;
    return state.version === 1 && typeof state.release === 'string' && state.digests && state.ids ? state as SearchState : undefined;
  } catch {
    return undefined; // first build, or a cache from another version: a full index
  }
}

/** Notes the base index `state.release` holds, written whole then renamed. */
export async function rememberBase(cacheDir: string, state: Omit<SearchState, 'version' | 'pagefind'>): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const file = join(cacheDir, STATE);
  await writeFile(`${file}.tmp`, JSON.stringify({ version: 1, pagefind: PAGEFIND_VERSION, ...state } satisfies SearchState));
  await rename(`${file}.tmp`, file);
}
