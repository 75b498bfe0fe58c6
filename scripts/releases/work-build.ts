import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../build.ts';
import { copyRelease, type PreviousCopy } from './release-copy.ts';
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
 */
export function workBuild(options: WorkBuildOptions): SiteBuild {
  const work = join(options.releasesDir, WORK_FOLDER);
  const cacheDir = join(options.releasesDir, BUILD_CACHE);
  const record = join(options.releasesDir, LAST_COPY);
  return async (outDir, id, signal) => {
    const previous = await lastCopy(record, options.store);
    // The build writes it anew once its copy starts; until this release is live, it names no live release anyway.
    await rm(record, { force: true });
    const shared = previous ? { previous } : {};
    await buildSite({ apiUrl: options.apiUrl, outDir: work, buildId: id, signal, cacheDir, release: { dir: outDir, record, ...shared } });
    signal.throwIfAborted();
    // What the build wrote after the pages: bundles, sitemap, manifest, `_headers`.
    await copyRelease({ from: work, to: outDir, id, ...shared, skipExisting: true });
  };
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
