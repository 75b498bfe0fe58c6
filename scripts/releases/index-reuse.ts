import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PreviousCopy } from './release-copy.ts';

/*
 * Pagefind cannot update an index, and rebuilding the 10k catalogue's takes the longest part of a
 * one-product rebuild. But many edits change no search record (a stock count, the price of a SKU
 * that is not the product's lowest, a description): then the index would come out the same, and
 * the last release's is shared instead (hard links, like its other unchanged files).
 */

/** Which records the last release's index was built from (in the build cache folder). */
const RECORD = 'storefront-search.json';

const PAGEFIND_VERSION = (JSON.parse(readFileSync(new URL('../../node_modules/pagefind/package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** A digest of the records and of the Pagefind that indexes them: equal, the index is the same. */
export function recordsDigest(records: unknown): string {
  return createHash('sha256').update(PAGEFIND_VERSION).update('\n').update(JSON.stringify(records)).digest('base64url');
}

/**
 * The last release's index folder when it was built from records with `digest` and that release is
 * the one this build shares files with (`previous`, the live one); otherwise undefined.
 */
export async function reusableIndex(cacheDir: string, digest: string, previous: PreviousCopy | undefined): Promise<string | undefined> {
  if (!previous) return undefined;
  try {
    const kept = JSON.parse(await readFile(join(cacheDir, RECORD), 'utf8')) as { digest?: unknown; release?: unknown };
    if (kept.digest !== digest || kept.release !== previous.dir) return undefined;
  } catch {
    return undefined;
  }
  const folder = join(previous.dir, 'pagefind');
  return (await stat(join(folder, 'pagefind-entry.json')).catch(() => undefined))?.isFile() ? folder : undefined;
}

/** Notes that the release in `releaseDir` has the index of the records with `digest`. */
export async function rememberIndex(cacheDir: string, digest: string, releaseDir: string): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const file = join(cacheDir, RECORD);
  await writeFile(`${file}.tmp`, JSON.stringify({ digest, release: releaseDir }));
  await rename(`${file}.tmp`, file);
}
