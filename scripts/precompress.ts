import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

/**
 * The `.br` and `.gz` siblings the static server (sirv, scripts/serve-static.ts) sends in place of
 * a text file. The build writes them for the bundled scripts and styles (`_astro/`, Pagefind's
 * loader): few files, the ones every page loads. Pages get theirs on their first request: a
 * 10,000-product build would spend minutes compressing pages nobody may ask for before the next
 * build, and a one-product rebuild must be live in seconds.
 */

/** Text files worth compressing (pictures, fonts and Pagefind's fragments are compressed already). */
export const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.map', '.webmanifest', '.xml', '.txt', '.svg']);

/** An encoding sirv serves a sibling for, and the sibling's suffix. */
export type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** What the build compresses: the hashed bundles, and the Pagefind files the shop's search loads. */
const BUNDLE_FOLDER = '_astro';
const SEARCH_FILES = ['pagefind/pagefind.js', 'pagefind/pagefind-worker.js', 'pagefind/pagefind-entry.json'];
/** Files compressed at once: zlib works on the thread pool, so this keeps every core busy. */
const IN_FLIGHT = 8;

const compressors = { br: promisify(brotliCompress), gzip: promisify(gzip) };

/** Whether a file's path names a type worth compressing. */
export function isCompressible(path: string): boolean {
  return COMPRESSIBLE.has(extname(path).toLowerCase());
}

/** Writes both siblings of the bundles' compressible files under `root`; answers how many files. */
export async function precompressBundles(root: string): Promise<number> {
  const entries = await readdir(join(root, BUNDLE_FOLDER), { recursive: true, withFileTypes: true }).catch(() => []);
  const files = entries.filter((entry) => entry.isFile() && isCompressible(entry.name)).map((entry) => join(entry.parentPath, entry.name));
  for (const file of SEARCH_FILES) if (await stat(join(root, file)).catch(() => undefined)) files.push(join(root, file));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const path = files[next++]!;
      const raw = await readFile(path);
      await Promise.all((['br', 'gzip'] as const).map((encoding) => writeSibling(path, raw, encoding)));
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return files.length;
}

const pending = new Map<string, Promise<void>>();
/** Siblings found not worth writing (a tiny file), by the file version they were tried on. */
const notSmaller = new Map<string, number>();

/**
 * Makes sure `path` has a current `encoding` sibling (as new as the file: one left from before the
 * file was rewritten is replaced), writing it once however many requests ask at the same time.
 */
export function ensureSibling(path: string, encoding: Encoding): Promise<void> {
  const sibling = path + SUFFIX[encoding];
  let job = pending.get(sibling);
  if (!job) {
    job = (async () => {
      const [file, existing] = await Promise.all([stat(path), stat(sibling).catch(() => undefined)]);
      if ((existing && existing.mtimeMs >= file.mtimeMs) || notSmaller.get(sibling) === file.mtimeMs) return;
      if (!(await writeSibling(path, await readFile(path), encoding))) notSmaller.set(sibling, file.mtimeMs);
    })().finally(() => pending.delete(sibling));
    pending.set(sibling, job);
  }
  return job;
}

/**
 * Settles once every sibling being written has been (written or failed): a server stopping waits
 * for it, so nothing writes into a folder once its server has closed (a test removing the folder
 * after a page's first request once met a brotli sibling's temporary file appearing in it).
 */
export async function siblingsWritten(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending.values()]);
}

/**
 * Compresses with each encoding's best setting (brotli 11 costs ~1 s per MB, once per file; above
 * 1 MB it drops to 6) and writes the sibling through a rename, so no reader sees half of one. A
 * sibling that would not be smaller is not written: the file itself is the better answer.
 */
async function writeSibling(path: string, raw: Buffer, encoding: Encoding): Promise<boolean> {
  const bytes = encoding === 'gzip'
    ? await compressors.gzip(raw, { level: 9 })
    : await compressors.br(raw, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: raw.length > 1_000_000 ? 6 : zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
  if (bytes.length >= raw.length) return false;
  const sibling = path + SUFFIX[encoding];
  const temporary = `${sibling}.${process.pid}.tmp`;
  await writeFile(temporary, bytes);
  await rename(temporary, sibling);
  return true;
}
