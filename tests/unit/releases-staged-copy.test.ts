import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyRelease } from '../../scripts/releases/release-copy.ts';
import { finishStagedRelease } from '../../scripts/releases/staged-copy.ts';
import { filesUnder } from '../../scripts/releases/work-folder.ts';
import { page, put } from './support/release-files.ts';

// Issue 14 §7: a release's pages staged while its build waits out the debounce, then finished.
const OLD_ID = '20261124-090000-000-aaaa';
const NEW_ID = '20261124-100000-000-bbbb';
const withPages = (file: string) => !file.startsWith('_astro/');

let root = '';
const at = (...path: string[]) => join(root, ...path);
async function contents(folder: string): Promise<Record<string, string>> {
  const files = await filesUnder(folder);
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, await readFile(join(folder, file), 'utf8')] as const)));
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'staged-copy-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('a staged release', () => {
  it('ends up as a release copied after the build would be, whatever the build wrote, dropped or added since', async () => {
    const long = Date.now() - 60_000;
    // The last build's working folder and its release (published, copied at `copiedAt`).
    for (const n of [1, 2, 3]) {
      await put(at('work', 'products', String(n), 'index.html'), page(OLD_ID, `product ${n}`), long);
      await put(at('work', 'products', String(n), '_payload.json'), `{"id":${n}}`, long);
    }
    await copyRelease({ from: at('work'), to: at('r1'), id: OLD_ID });
    const previous = { dir: at('r1'), copiedAt: long + 1 };

    // Staged while the build waits.
    const stagedAt = Date.now();
    const staged = ['products/1/index.html', 'products/1/_payload.json', 'products/2/index.html', 'products/2/_payload.json', 'products/3/index.html', 'products/3/_payload.json'];
    await copyRelease({ from: at('work'), to: at('r2'), id: NEW_ID, files: staged, previous });
    // Pagefind writes into the release meanwhile: not a staged file, left alone.
    await put(at('r2', 'pagefind', 'pagefind-entry.json'), '{}');

    // The build: product 2 changed (rendered again, in place), product 3 deleted, product 4 new, a page without a key.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await put(at('work', 'products', '2', 'index.html'), page(NEW_ID, 'product 2, renamed'));
    await put(at('work', 'products', '2', '_payload.json'), '{"id":2,"renamed":true}');
    await rm(at('work', 'products', '3'), { recursive: true });
    await put(at('work', 'products', '4', 'index.html'), page(NEW_ID, 'product 4'));
    await put(at('work', 'index.html'), page(NEW_ID, 'home'));
    await put(at('work', '_astro', 'a.1.js'), 'bundle');

    const result = await finishStagedRelease(at('work'), at('r2'), NEW_ID, stagedAt, withPages, previous);
    // The same as copying the finished working folder at once.
    await copyRelease({ from: at('work'), to: at('fresh'), id: NEW_ID, filter: withPages });
    const expected = await contents(at('fresh'));
    const got = await contents(at('r2'));
    delete got['pagefind/pagefind-entry.json'];
    expect(got).toEqual(expected);
    expect(existsSync(at('r2', 'pagefind', 'pagefind-entry.json'))).toBe(true);
    expect(result).toMatchObject({ replaced: 2, removed: 2 });

    // The unchanged payload is still shared with the last release; the changed one is not, and
    // the last release was never written through.
    const ino = async (path: string) => (await stat(path)).ino;
    expect(await ino(at('r2', 'products', '1', '_payload.json'))).toBe(await ino(at('r1', 'products', '1', '_payload.json')));
    expect(await ino(at('r2', 'products', '2', '_payload.json'))).not.toBe(await ino(at('r1', 'products', '2', '_payload.json')));
    expect(await readFile(at('r1', 'products', '2', '_payload.json'), 'utf8')).toBe('{"id":2}');
    expect(await readFile(at('r1', 'products', '3', 'index.html'), 'utf8')).toBe(page(OLD_ID, 'product 3'));
  });
});
