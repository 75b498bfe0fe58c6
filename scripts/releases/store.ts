import { lstat, mkdir, readdir, readFile, readlink, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { isReleaseId, releaseIds } from './release-id.ts';

/** Where releases live and how many stay on disk. */
export interface ReleaseStoreOptions {
  /** Folder holding one folder per release and the `live` symlink (`.releases/` by default in `npm start`). */
  dir: string;
  /** Published releases kept on disk, the live one included (≥ 1; 3 by default), so their hashed assets stay served. */
  keep?: number;
  /** Milliseconds since the epoch; tests pass their own clock. */
  now?: () => number;
  /**
   * The symlink naming the live release: `{dir}/live` unless a server (or a test reading the built
   * site) expects the site at another path, which must then be a link or not exist.
   */
  liveLink?: string;
}

/**
 * Releases on disk (issue 14 §6): each build in `{dir}/{id}`, the site served from `{dir}/live`,
 * a symlink switched in one `rename`. What is published is told by the ids alone: they sort in
 * the order builds started, builds run one at a time, and a failed build's folder is removed, so
 * every release folder up to the live one was published and any after it is a build that never
 * finished (the process stopped mid-build); opening the store removes those.
 */
export interface ReleaseStore {
  /** An id for the next build, sorting after every release before it. */
  newId(): string;
  /** The folder a build with `id` writes into. */
  pathOf(id: string): string;
  /** The id the site serves now. */
  live(): string | undefined;
  /** The live release's own folder (not the symlink): a request reads all its files from one release. */
  livePath(): string | undefined;
  /** Kept releases other than the live one, newest first: where older pages find their hashed assets. */
  fallbackRoots(): string[];
  /** Makes `id` live: `builds/latest.json` written last, the symlink switched, old releases pruned. */
  publish(id: string): Promise<{ pages: number | null }>;
  /** Removes an unpublished release (a failed or stopped build). */
  discard(id: string): Promise<void>;
}

export const LIVE_LINK = 'live';

/** Opens (creating it if need be) the store at `options.dir`, tidying what an interrupted run left. */
export async function openReleaseStore(options: ReleaseStoreOptions): Promise<ReleaseStore> {
  const dir = resolve(options.dir);
  const keep = Math.max(1, Math.floor(options.keep ?? 3));
  const now = options.now ?? Date.now;
  const link = resolve(options.liveLink ?? join(dir, LIVE_LINK));
  await mkdir(dir, { recursive: true });
  await rm(`${link}.tmp`, { force: true });
  let live = await readLive(dir, link);
  const ids = (await readdir(dir)).filter(isReleaseId).sort().reverse();
  const unfinished = ids.filter((id) => live === undefined || id > live);
  let kept = ids.filter((id) => live !== undefined && id <= live);
  await Promise.all([...unfinished, ...kept.slice(keep)].map((id) => rm(join(dir, id), { recursive: true, force: true })));
  kept = kept.slice(0, keep);
  const nextId = releaseIds(now, ids[0]);
  const pathOf = (id: string) => {
    if (!isReleaseId(id)) throw new Error(`not a release id: ${id}`);
    return join(dir, id);
  };

  return {
    newId: nextId,
    pathOf,
    live: () => live,
    livePath: () => (live ? pathOf(live) : undefined),
    fallbackRoots: () => kept.filter((id) => id !== live).map(pathOf),
    async publish(id) {
      const folder = pathOf(id);
      if (!(await stat(join(folder, 'index.html')).catch(() => undefined))?.isFile()) {
        throw new Error(`release ${id} has no index.html; not published`);
      }
      await writeLatest(folder, id, now());
      const pages = await pagesOf(folder, id);
      await rm(`${link}.tmp`, { force: true });
      // Relative, so the whole store can be moved or mounted elsewhere; rename() replaces `live` atomically.
      await symlink(relative(dirname(link), folder), `${link}.tmp`, 'dir');
      await rename(`${link}.tmp`, link);
      live = id;
      const pruned = [id, ...kept.filter((k) => k !== id)];
      kept = pruned.slice(0, keep);
      // A prune that fails (a file held open elsewhere) costs disk space only; the next publish retries it.
      const stale = (await readdir(dir)).filter((name) => isReleaseId(name) && name < id && !kept.includes(name));
      await Promise.allSettled(stale.map((name) => rm(join(dir, name), { recursive: true, force: true })));
      return { pages };
    },
    async discard(id) {
      if (id === live) throw new Error(`release ${id} is live; not discarded`);
      await rm(pathOf(id), { recursive: true, force: true });
    },
  };
}

async function readLive(dir: string, link: string): Promise<string | undefined> {
  const linkStats = await lstat(link).catch(() => undefined);
  if (linkStats && !linkStats.isSymbolicLink()) throw new Error(`${link} is not a symlink; it cannot name the live release`);
  const target = await readlink(link).catch(() => undefined);
  if (!target) return undefined;
  const folder = resolve(dirname(link), target);
  const id = relative(dir, folder);
  if (!isReleaseId(id)) return undefined;
  return (await stat(folder).catch(() => undefined))?.isDirectory() ? id : undefined;
}

/**
 * `builds/latest.json` is what open tabs poll for a new version: written last into the release
 * (through a rename, so no reader sees half a file) and so on the live site exactly when it switches.
 * The build manifest's own file is kept when it names this release; otherwise `{ id, timestamp }`.
 */
async function writeLatest(folder: string, id: string, now: number): Promise<void> {
  const path = join(folder, 'builds', 'latest.json');
  const written = await readJson(path);
  const latest = isRecord(written) && written['id'] === id ? written : { id, timestamp: new Date(now).toISOString() };
  await mkdir(join(folder, 'builds'), { recursive: true });
  await writeFile(`${path}.tmp`, JSON.stringify(latest));
  // Compressed copies the build made would be served in its place: the small file goes plain.
  await Promise.all(['br', 'gz'].map((ext) => rm(`${path}.${ext}`, { force: true })));
  await rename(`${path}.tmp`, path);
}

/** Pages in the release, from its build manifest (`builds/meta/{id}.json`: a list or a count). */
async function pagesOf(folder: string, id: string): Promise<number | null> {
  const meta = await readJson(join(folder, 'builds', 'meta', `${id}.json`));
  const pages = isRecord(meta) ? meta['pages'] : undefined;
  if (Array.isArray(pages)) return pages.length;
  return typeof pages === 'number' && Number.isSafeInteger(pages) && pages >= 0 ? pages : null;
}

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
