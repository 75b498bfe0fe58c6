import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../build.ts';
import { forgetCacheOfOtherCode } from '../build-cache.ts';
import { copyRelease, type PreviousCopy } from './release-copy.ts';
import { tellStaging } from './staged-copy.ts';
import { recordedOutputs } from './work-folder.ts';
import type { SiteBuild } from './release-build.ts';
import type { StagingOutcome } from './release-output.ts';
import type { ReleaseStore } from './store.ts';

/** Where the release builder keeps what outlives a release, in the releases folder (the store leaves them alone). */
export const BUILD_CACHE = '.build-cache';
export const WORK_FOLDER = '.build-work';
/** The release the last copy made and when its build started (`PreviousCopy`). */
const LAST_COPY = '.build-work.json';
/** How a staging ended, told to the build (staged-copy.ts): this, the release's id, `.json`. */
const STAGING_OUTCOME = '.build-staging-';

export interface WorkBuildOptions {
  releasesDir: string;
  apiUrl: string;
  store: ReleaseStore;
}

/** What a staging settled before its copying began: the release it shares files with, and the pages it copies. */
interface StagingStart {
  previous: PreviousCopy | undefined;
  files: string[];
}

/** A release being staged (staged-copy.ts): when it began, once it knows what to copy, and once it is done. */
interface Staging {
  at: number;
  started: Promise<StagingStart>;
  done: Promise<unknown>;
}

/**
 * The real site build of a release (issue 14 §7): Astro builds incrementally into the working
 * folder (work-folder.ts), where the pages it reuses already are, and the release is copied out of
 * it (release-copy.ts: the pages while Pagefind still indexes, the rest once the build is done),
 * sharing unchanged files with the live release when the live release is the last one copied.
 * `prepare` stages the pages while the build waits out the hook's debounce, and goes on beside the
 * build (staged-copy.ts): at 10,000 products in two languages the staging took 17 s, three times
 * the debounce, and a build that waited for it began 12 s late (the bench, 44 s from the hook call).
 */
export function workBuild(options: WorkBuildOptions): SiteBuild & { prepare(outDir: string, id: string): void; discard(outDir: string, id: string): Promise<void> } {
  const work = join(options.releasesDir, WORK_FOLDER);
  const cacheDir = join(options.releasesDir, BUILD_CACHE);
  const record = join(options.releasesDir, LAST_COPY);
  /** Releases being staged (staged-copy.ts), by id. */
  const staging = new Map<string, Staging>();

  const build = async (outDir: string, id: string, signal: AbortSignal) => {
    const staged = staging.get(id);
    staging.delete(id);
    let shared: { previous?: PreviousCopy } = {};
    /** Where the staging's outcome is told to the build; set once the build is to wait for one. */
    let outcome: string | undefined;
    let told: Promise<void> = Promise.resolve();
    try {
      // What the staging copies is settled before the build starts: the build then never removes
      // a cache or a record the staging is still reading.
      const start = await staged?.started.catch(() => undefined);
      // A staging that failed before it copied anything: the build copies everything itself.
      if (staged && !start) await rm(outDir, { recursive: true, force: true });
      // Stopped meanwhile: nothing of the last build's record is touched.
      signal.throwIfAborted();
      const previous = start ? start.previous : await lastCopy(record, options.store);
      shared = previous ? { previous } : {};
      // The build writes it anew once its copy starts; until this release is live, it names no live release anyway.
      await rm(record, { force: true });
      if (staged && start) {
        const file = join(options.releasesDir, `${STAGING_OUTCOME}${id}.json`);
        await rm(file, { force: true });
        outcome = file;
        told = staged.done.then((): StagingOutcome => ({ stagedAt: staged.at }), (): StagingOutcome => ({ failed: true }))
          .then((said) => tellStaging(file, said));
      }
      const release = { dir: outDir, record, ...shared, ...(outcome ? { staging: outcome } : {}) };
      // A staging began by forgetting a cache of other code: checking again would read the whole
      // project while the staging keeps the file system busy (5 s, against 0.3 s alone, measured).
      await buildSite({ apiUrl: options.apiUrl, outDir: work, buildId: id, signal, cacheDir, release, codeChecked: start !== undefined });
    } finally {
      // Never left writing into a release the caller may remove next (a failed or stopped build's).
      await staged?.done.catch(() => undefined);
      await told.catch(() => undefined);
      if (outcome) await rm(outcome, { force: true });
    }
    signal.throwIfAborted();
    // What the build wrote after the pages: bundles, sitemap, manifest, `_headers`.
    await copyRelease({ from: work, to: outDir, id, ...shared, skipExisting: true });
  };

  /**
   * Starts copying into `outDir` the pages the last build recorded, which this one will reuse but
   * for the changed ones, with the release's id: the build then copies only what it wrote again.
   * It goes on beside the build, which writes the pages it renders again into the working folder
   * meanwhile: a page copied as the build rewrote it is newer than the staging's start, so the
   * build places it again; one the build removed (a deleted product's) is left out. The live
   * release's search index is the build's to link (search-release.ts), not the staging's: both
   * writing into the release's index folder at once would collide.
   */
  const prepare = (outDir: string, id: string) => {
    if (staging.has(id)) return;
    const at = Date.now();
    const started = (async (): Promise<StagingStart> => {
      const previous = await lastCopy(record, options.store);
      // Pages of other code are not this build's to reuse: forgotten (build-cache.ts), nothing is staged.
      await forgetCacheOfOtherCode(cacheDir);
      // Astro's record names keyed pages and their payloads only: no bundle, nothing but pages.
      return { previous, files: [...(await recordedOutputs(cacheDir))] };
    })();
    const done = started.then(({ previous, files }) =>
      copyRelease({ from: work, to: outDir, id, files, skipMissing: true, ...(previous ? { previous } : {}) }));
    // The build finds out (`build`, then the build process through `tellStaging`).
    started.catch(() => {});
    done.catch(() => {});
    staging.set(id, { at, started, done });
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
