import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { close } from 'pagefind';
import { afterAll, beforeAll, vi } from 'vitest';
import { fetchFromDisk } from '../../../scripts/releases/search-on-disk.ts';

/*
 * What a test file that builds Pagefind indexes with the real Pagefind and searches them with its
 * browser library needs around its tests, once for the whole file (five had each written it out): a temporary folder
 * for the indexes, and `fetch` reading file: URLs (scripts/releases/search-on-disk.ts); after the
 * file, the real fetch back, Pagefind's indexing service stopped and the folder removed.
 */

/** A temporary folder for the calling test file's Pagefind indexes; call it at the top level, before the hooks that build in it. */
export function usePagefindFolder(prefix: string): { at(...path: string[]): string } {
  let root = '';
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchFromDisk);
    root = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await close();
    if (root) await rm(root, { recursive: true, force: true });
  });
  return {
    /** A path in the folder (the folder itself without arguments). */
    at(...path: string[]) {
      if (!root) throw new Error('The Pagefind folder is made in beforeAll: use it inside a test or hook');
      return join(root, ...path);
    },
  };
}
