import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../build.ts';
import { forgetCacheOfOtherCode } from '../build-cache.ts';
import { copyRelease, type PreviousCopy } from './release-copy.ts';
import { linkBaseIndex } from './search-release.ts';
import { recordedOutputs } from './work-folder.ts';
import type { SiteBuild } from './release-build.ts';
import type { ReleaseStore } from './store.ts';

/** Where the release builder keeps what outlives a release, in the releases folder (the store leaves them alone). */
export const BUILD_CACHE = '.build-cache';
export const WORK_FOLDER = '.build-work';
/** The release the last copy made and when its build started (`PreviousCopy`). */
const LAST_COPY = '.build-work.json';

export interface WorkBuildOptions {
  releasesDir: string;
  apiUrl: string;
  store: ReleaseStore;
}

/**
 * The real site build of a release (issue 14 §7): Astro builds incrementally into the working
 * folder (work-folder.ts), where the pages it reuses already are, and the release is copied out of
 * it (release-copy.ts: the pages while Pagefind still indexes, the rest once the build is done),
 * sharing unchanged files with the live release when the live release is the last one copied.
 * `prepare` stages the pages while the build waits out the hook's debounce (staged-copy.ts).
 */
export function workBuild(options: WorkBuildOptions): SiteBuild & { prepare(outDir: string, id: string): void; discard(outDir: string, id: string): Promise<void> } {
  const work = join(options.releasesDir, WORK_FOLDER);
  const cacheDir = join(options.releasesDir, BUILD_CACHE);
  const record = join(options.releasesDir, LAST_COPY);
  /** Releases being staged while their build waits (staged-copy.ts), by id. */
  const staging = new Map<string, { at: number; done: Promise<unknown> }>();

  const build = async (outDir: string, id: string, signal: AbortSignal) => {
    const stagedAt = await stagingDone(outDir, id);
    // Stopped while it waited for the staging: nothing of the last build's record is touched.
    signal.throwIfAborted();
    const previous = await lastCopy(record, options.store);
    // The build writes it anew once its copy starts; until this release is live, it names no live release anyway.
    await rm(record, { force: true });
    const shared = previous ? { previous } : {};
    const release = { dir: outDir, record, ...shared, ...(stagedAt === undefined ? {} : { stagedAt }) };
    await buildSite({ apiUrl: options.apiUrl, outDir: work, buildId: id, signal, cacheDir, release });
    signal.throwIfAborted();
    // What the build wrote after the pages: bundles, sitemap, manifest, `_headers`.
    await copyRelease({ from: work, to: outDir, id, ...shared, skipExisting: true });
  };

  /** When the staging of `id` began, once it is done; undefined (and nothing left of it) when there was none or it failed. */
  const stagingDone = async (outDir: string, id: string): Promise<number | undefined> => {
    const staged = staging.get(id);
    staging.delete(id);
    if (!staged) return undefined;
    try {
      await staged.done;
      return staged.at;
    } catch {
      await rm(outDir, { recursive: true, force: true }); // the build copies everything itself
      return undefined;
    }
  };

  /**
   * Starts copying into `outDir` the pages the last build recorded, which this one will reuse but
   * for the changed ones, with the release's id, and linking the live release's search index: the
   * build then copies only what it wrote again, and indexes only what changed (search-release.ts).
   */
  const prepare = (outDir: string, id: string) => {
    if (staging.has(id)) return;
    const at = Date.now();
    const done = (async () => {
      const previous = await lastCopy(record, options.store);
      // Pages of other code are not this build's to reuse: forgotten (build-cache.ts), nothing is staged.
      await forgetCacheOfOtherCode(cacheDir);
      // Astro's record names keyed pages and their payloads only: no bundle, nothing but pages.
      const files = [...(await recordedOutputs(cacheDir))];
      await copyRelease({ from: work, to: outDir, id, files, ...(previous ? { previous } : {}) });
      // The live release's search index too, which a build that changes few records keeps as its base.
      if (previous) await linkBaseIndex(previous.dir, outDir);
    })();
    done.catch(() => {}); // the build finds out (stagingDone)
    staging.set(id, { at, done });
  };

  /** A prepared build that will not run: its staging is waited for and its release removed. */
  const discard = async (outDir: string, id: string) => {
    const staged = staging.get(id);
    staging.delete(id);
    await staged?.done.catch(() => undefined);
    await rm(outDir, { recursive: true, force: true });
  };

  return Object.assign(build, { prepare, discard });
}

/** The last copy, when its release is the live one (the others may be pruned or never published). */
async function lastCopy(record: string, store: ReleaseStore): Promise<PreviousCopy | undefined> {
  try {
    const { id, copiedAt } = JSON.parse(await readFile(record, 'utf8')) as { id?: unknown; copiedAt?: unknown };
    if (typeof id !== 'string' || id !== store.live() || typeof copiedAt !== 'number') return undefined;
    const dir = store.pathOf(id);
    return (await stat(dir).catch(() => undefined))?.isDirectory() ? { dir, copiedAt } : undefined;
  } catch {
    return undefined;
  }
}
