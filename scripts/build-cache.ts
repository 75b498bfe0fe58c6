import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * Astro's incremental build keeps a page when its key and its route's code are unchanged, but the
 * route's code hash does not cover the browser bundles: after a change to the build's settings (a
 * code-splitting group in astro.config.mjs) or to an island, a kept page still names the previous
 * build's chunk files, which the new release does not have (seen in e2e: a category page whose
 * listing island never woke, its script a 404). So every incremental build (`buildSite` with a
 * cache folder) forgets Astro's record whenever the project's code differs from the code of the
 * build that wrote it: the first release after a deploy renders everything, and the builds the
 * hook triggers after it are incremental.
 */

/** The project whose code the builds run. */
const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * What the pages and their bundles are made from (the data is the pages' keys' business): the
 * messages and the inlang project's settings too, but nothing a build writes itself. A build
 * compiles `src/paraglide/` from the messages, and Paraglide rewrites `project.inlang/cache/`, after
 * the builder took the fingerprint: counting either made the build after a deploy that changed a
 * word render everything a second time (seen in the bench's 10k rebuild).
 */
const CODE = [
  'src',
  'messages',
  join('project.inlang', 'settings.json'),
  join('project.inlang', 'paraglide.config.js'),
  'integrations',
  'astro.config.mjs',
  'package-lock.json',
  'tsconfig.json',
];
/** Compiled from `messages/` by the build itself (Paraglide JS): fingerprinted through its sources. */
const COMPILED = join('src', 'paraglide');
/** Where the builder notes the fingerprint of the code its cache was written by. */
const FINGERPRINT_FILE = 'code-fingerprint.txt';

/** A digest of every file of `CODE` under `root`: paths and contents, in a stable order. */
export async function codeFingerprint(root: string): Promise<string> {
  const hash = createHash('sha256');
  const compiled = join(root, COMPILED) + sep;
  const paths = (await Promise.all(CODE.map((entry) => filesOf(join(root, entry))))).flat().filter((file) => !file.startsWith(compiled)).sort();
  // Read all at once, hashed in order: 0.09 s for this project, against 0.26 s one file after another.
  const contents = await Promise.all(paths.map((path) => readFile(path)));
  paths.forEach((path, i) => hash.update(relative(root, path).split(sep).join('/')).update('\0').update(contents[i]!).update('\0'));
  return hash.digest('hex');
}

/** The files at `path` (itself when a file, every file below it when a folder; none when absent). */
async function filesOf(path: string): Promise<string[]> {
  try {
    const entries = await readdir(path, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTDIR') return [path];
    if (code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Makes the next build into `cacheDir` a full one. Astro replaces its copies of pages as it renders
 * them and records their keys only once all are done, so after a build that failed or was stopped
 * some copies may not match their recorded keys; without its record Astro renders every page again.
 */
export async function forgetIncrementalBuild(cacheDir: string): Promise<void> {
  await rm(join(cacheDir, 'incremental-build.json'), { force: true });
}

/**
 * Makes the next build into `cacheDir` a full one when the code under `root` is not the code the
 * cache was written by (or that is unknown), and notes the code's fingerprint. True when it forgot.
 */
export async function forgetCacheOfOtherCode(cacheDir: string, root = PROJECT_ROOT): Promise<boolean> {
  const now = await codeFingerprint(root);
  const file = join(cacheDir, FINGERPRINT_FILE);
  const before = await readFile(file, 'utf8').catch(() => undefined);
  if (before === now) return false;
  await forgetIncrementalBuild(cacheDir);
  await mkdir(cacheDir, { recursive: true });
  await writeFile(file, now);
  return true;
}
