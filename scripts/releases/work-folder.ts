import { readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

/*
 * The release builder's working output folder (issue 14 §7): one folder every release build writes
 * into, kept between builds beside the build cache, so a page Astro's incremental build reuses is
 * already there ("cached") and is neither rendered nor copied. Releases are copied out of it
 * (release-copy.ts), never share a file with it: Astro rewrites a changed page in place.
 *
 * Before a build it holds exactly the keyed pages of the last build that finished (what Astro's
 * record names); everything else (bundles, the search index, unkeyed pages, the manifest, the
 * sitemap) is written again by every build, so it is removed first and a release never carries a
 * stale file. After the build, a page the catalogue no longer has (a deleted or hidden product)
 * is removed too: Astro prunes its own copy in the cache but not the output folder's.
 */

/** Astro's record of keyed pages (`incremental-build.json` in the cache folder). */
const RECORD = 'incremental-build.json';

interface IncrementalRecord {
  routes?: Record<string, { paths?: Record<string, { outputFile?: unknown }> }>;
}

/**
 * The output files (relative to the output folder, `/`-separated) of every keyed page Astro
 * recorded in `cacheDir`; empty when there is no record (first build, or after a failed one).
 */
export async function recordedOutputs(cacheDir: string): Promise<Set<string>> {
  let record: IncrementalRecord;
  try {
    record = JSON.parse(await readFile(join(cacheDir, RECORD), 'utf8')) as IncrementalRecord;
  } catch {
    return new Set();
  }
  const files = new Set<string>();
  for (const route of Object.values(record.routes ?? {})) {
    for (const path of Object.values(route.paths ?? {})) {
      // Astro records the file as a URL path (`outFile.href` less the folder's): decoded to a file name.
      if (typeof path.outputFile === 'string') files.add(decodeURI(path.outputFile));
    }
  }
  return files;
}

/**
 * Astro's server build of the pages, in the output folder while it renders them (when that is
 * inside the project) and removed right after: never part of the site.
 */
export const PRERENDER_FOLDER = '.prerender';

/**
 * Every file under `root`, as `/`-separated paths relative to it (none when it does not exist),
 * the folders `skip` names (Astro's `.prerender/` by default) left out and not walked: a folder
 * removed while it is read is skipped, not an error.
 */
export async function filesUnder(root: string, skip: readonly string[] = [PRERENDER_FOLDER]): Promise<string[]> {
  const files: string[] = [];
  const walk = async (folder: string, prefix: string): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    await Promise.all(entries.map((entry) => {
      const path = `${prefix}${entry.name}`;
      if (entry.isDirectory()) return skip.includes(path) ? undefined : walk(join(folder, entry.name), `${path}/`);
      if (entry.isFile()) files.push(path);
      return undefined;
    }));
  };
  await walk(root, '');
  return files.sort();
}

/** Removes `files` (relative to `root`), a few hundred at a time; answers how many. */
async function removeAll(root: string, files: readonly string[]): Promise<number> {
  for (let i = 0; i < files.length; i += 256) {
    await Promise.all(files.slice(i, i + 256).map((file) => rm(join(root, file), { force: true })));
  }
  return files.length;
}

/** Before a build: removes every file of `outDir` that is not a recorded keyed page (`keep`). */
export async function clearWorkFolder(outDir: string, keep: ReadonlySet<string>): Promise<number> {
  return removeAll(outDir, (await filesUnder(outDir)).filter((file) => !keep.has(file)));
}

/**
 * After a build: removes the pages the last build recorded (`before`) that this one did not
 * (`after`) and did not write either (a page that lost its key is rendered again, so it is newer
 * than `startedAt`): products deleted or hidden since.
 */
export async function removeOrphans(outDir: string, before: ReadonlySet<string>, after: ReadonlySet<string>, startedAt: number): Promise<number> {
  const gone = [...before].filter((file) => !after.has(file));
  const stale = await Promise.all(gone.map(async (file) => {
    const stats = await stat(join(outDir, file)).catch(() => undefined);
    return stats && stats.mtimeMs < startedAt ? file : undefined;
  }));
  return removeAll(outDir, stale.filter((file) => file !== undefined));
}
