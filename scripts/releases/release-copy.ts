import { constants, type Stats } from 'node:fs';
import { copyFile, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { locateBuildId } from '../../src/lib/releases/manifest.ts';
import { filesUnder } from './work-folder.ts';

/** The release the last copy made, and when that copy started (see `copyRelease`'s `previous`). */
export interface PreviousCopy {
  dir: string;
  copiedAt: number;
}

export interface ReleaseCopyOptions {
  /** The working output folder the build wrote (work-folder.ts). */
  from: string;
  /** The new release's folder; nothing may be in it yet. */
  to: string;
  /** The release's build id: every page gets it in its `<meta name="build-id">`. */
  id: string;
  /** The published release the last copy made from `from`, to share unchanged files with. */
  previous?: PreviousCopy;
  /** Only the files (relative, `/`-separated) this accepts; all by default. */
  filter?: (file: string) => boolean;
  /** Leaves out the files `to` already has (a second pass, after the first copied the pages). */
  skipExisting?: boolean;
  /** These files of `from` (relative, `/`-separated) instead of all: the caller has listed them. */
  files?: readonly string[];
  /** Removes a file `to` has before placing it anew (a staged page the build wrote again: staged-copy.ts). */
  replace?: boolean;
}

export interface ReleaseCopyResult {
  files: number;
  /** Pages written with the release's id. */
  pages: number;
  /** Files shared (hard-linked) with the previous release. */
  linked: number;
  /** Other files, copied. */
  copied: number;
  /** Files the working folder holds as links of one another (payload-twins.ts), made links of one file in the release too. */
  twinned: number;
}

/** How far into a page its build-id meta is looked for: BaseLayout writes it early in the head. */
const HEAD_BYTES = 16 * 1024;
/** Files in flight at once: enough to keep the file system's thread pool busy. */
const AT_ONCE = 32;

/**
 * Files whose names carry a digest of their content: the same name in the previous release holds
 * the same bytes. Vite's bundles and their compressed copies, Pagefind's fragments, index chunks,
 * filters and metadata (its entry file and scripts are not named so: they are copied).
 */
export function namedByContent(file: string): boolean {
  return file.startsWith('_astro/') || /^pagefind\/(fragment|index|filter)\//.test(file) || /^pagefind\/pagefind\.[\w-]+\.pf_meta$/.test(file);
}

/**
 * Makes the release folder `to` from the working folder `from`, in one pass (issue 14 §6, §7).
 *
 * - Every page (`.html`) is read and written anew with the release's id: a page the build reused
 *   keeps the id of the build that rendered it in the working folder, and the version watch needs
 *   every page of a release to name that release.
 * - A file the previous release already holds unchanged is hard-linked to it: a file named by its
 *   content (`namedByContent`), or one the working folder has not changed since the previous copy
 *   started (its mtime). Releases are never written in place once published (the store writes
 *   `builds/latest.json` through a rename), so sharing their files keeps each one immutable; the
 *   working folder, which Astro rewrites in place, never shares a file with a release.
 * - Anything else is copied.
 *
 * Files are created exclusively (`wx`, `COPYFILE_EXCL`): the copy never writes through into a file
 * that already exists, whatever it is linked to.
 */
export async function copyRelease(options: ReleaseCopyOptions): Promise<ReleaseCopyResult> {
  const { from, to, id, previous, filter } = options;
  const there = options.skipExisting ? new Set(await filesUnder(to)) : new Set<string>();
  const files = (options.files ?? await filesUnder(from)).filter((file) => !there.has(file) && (!filter || filter(file)));
  const result: ReleaseCopyResult = { files: files.length, pages: 0, linked: 0, copied: 0, twinned: 0 };
  const folders = new Set<string>();
  for (let folder of files.map((file) => dirname(file))) {
    for (; folder !== '.' && !folders.has(folder); folder = dirname(folder)) folders.add(folder);
  }
  await mkdir(to, { recursive: true });
  // Parents before children: each depth's folders at once, once the one above exists.
  const depths = Map.groupBy(folders, (folder) => folder.split('/').length);
  for (const depth of [...depths.keys()].sort((a, b) => a - b)) {
    await Promise.all(depths.get(depth)!.map((folder) => mkdir(join(to, folder)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    })));
  }

  const stamp = async (file: string) => {
    const bytes = await readFile(join(from, file));
    const found = locateBuildId(bytes.toString('latin1', 0, Math.min(bytes.length, HEAD_BYTES)));
    let out = bytes;
    if (found && found.id !== id) {
      if (found.id.length === id.length) out.write(id, found.at, 'latin1');
      else out = Buffer.concat([bytes.subarray(0, found.at), Buffer.from(id, 'latin1'), bytes.subarray(found.at + found.id.length)]);
    }
    await writeFile(join(to, file), out, { flag: 'wx' });
    result.pages++;
  };
  // A file of `from` with more than one name (a Bangla page's payload and its English twin's:
  // integrations/payload-twins.ts) is one file in the release too: its first name placed, by inode.
  const placedByInode = new Map<number, Promise<string | undefined>>();
  const placeOnce = async (file: string, stats: Stats, placeIt: () => Promise<void>) => {
    if (stats.nlink < 2) return placeIt();
    const first = placedByInode.get(stats.ino);
    if (!first) {
      const placed = placeIt().then(() => file);
      placedByInode.set(stats.ino, placed.catch(() => undefined));
      return placed.then(() => undefined);
    }
    const twin = await first;
    if (twin === undefined) return placeIt();
    await link(join(to, twin), join(to, file));
    result.twinned++;
  };
  const unchanged = (file: string, stats: Stats): boolean =>
    previous !== undefined && (namedByContent(file) || stats.mtimeMs <= previous.copiedAt);
  const linkOrCopy = async (file: string, stats: Stats) => {
    if (previous && unchanged(file, stats)) {
      try {
        await link(join(previous.dir, file), join(to, file));
        result.linked++;
        return;
      } catch (error) {
        // Not in the previous release (a new bundle, a new page): copied below.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
    await copyFile(join(from, file), join(to, file), constants.COPYFILE_EXCL);
    result.copied++;
  };
  const place = async (file: string) => {
    // Unlinked, never written through: it may be a hard link to the previous release's file.
    if (options.replace) await rm(join(to, file), { force: true });
    if (file.endsWith('.html')) return stamp(file);
    const stats = await stat(join(from, file));
    return placeOnce(file, stats, () => linkOrCopy(file, stats));
  };

  // On a failure the other workers stop too, and the copy rejects only once none is still writing
  // (a caller that then removes the folder must not race a worker).
  let next = 0;
  let failed = false;
  const worker = async () => {
    try {
      while (next < files.length && !failed) await place(files[next++]!);
    } catch (error) {
      failed = true;
      throw error;
    }
  };
  const settled = await Promise.allSettled(Array.from({ length: AT_ONCE }, worker));
  const failure = settled.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return result;
}
