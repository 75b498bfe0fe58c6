import { existsSync } from 'node:fs';
import { link, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyRelease, namedByContent } from '../../scripts/releases/release-copy.ts';
import { clearWorkFolder, filesUnder, recordedOutputs, removeOrphans } from '../../scripts/releases/work-folder.ts';
import { page, put } from './support/release-files.ts';

// Issue 14 §7: how a release is made out of the release builder's working folder, on small folders.
const OLD_ID = '20261123-190000-000-aaaa';
const NEW_ID = '20261123-200000-000-bbbb';

let root = '';
const at = (...path: string[]) => join(root, ...path);
const ino = async (path: string) => (await stat(path)).ino;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'release-copy-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('copyRelease', () => {
  it('writes every page with the release id, whatever id it had, and copies the rest', async () => {
    await put(at('work', 'index.html'), page(OLD_ID, 'home'));
    await put(at('work', 'products', '7', 'index.html'), page('short-id', 'seven'));
    await put(at('work', 'products', '7', '_payload.json'), '{"id":7}');
    const result = await copyRelease({ from: at('work'), to: at('r1'), id: NEW_ID });
    expect(await readFile(at('r1', 'index.html'), 'utf8')).toBe(page(NEW_ID, 'home'));
    expect(await readFile(at('r1', 'products', '7', 'index.html'), 'utf8')).toBe(page(NEW_ID, 'seven'));
    expect(await readFile(at('r1', 'products', '7', '_payload.json'), 'utf8')).toBe('{"id":7}');
    // The working folder keeps its own files: Astro reuses them as they are.
    expect(await readFile(at('work', 'index.html'), 'utf8')).toBe(page(OLD_ID, 'home'));
    expect(result).toEqual({ files: 3, pages: 2, linked: 0, copied: 1, twinned: 0 });
    expect(await ino(at('r1', 'products', '7', '_payload.json'))).not.toBe(await ino(at('work', 'products', '7', '_payload.json')));
  });

  it('shares with the previous release what has not changed since its copy, and copies what has', async () => {
    const copiedAt = Date.now() - 60_000;
    await put(at('work', 'products', '1', '_payload.json'), 'same', copiedAt - 1_000);
    await put(at('work', 'products', '2', '_payload.json'), 'changed', copiedAt - 1_000);
    await put(at('work', 'products', '1', 'index.html'), page(OLD_ID, 'one'), copiedAt - 1_000);
    await put(at('work', '_astro', 'island.abc123.js'), 'bundle');
    await copyRelease({ from: at('work'), to: at('r1'), id: OLD_ID });
    // The build rewrites product 2's payload (and writes the bundle again) after the first copy started.
    await put(at('work', 'products', '2', '_payload.json'), 'changed again');
    await put(at('work', '_astro', 'island.abc123.js'), 'bundle');

    const result = await copyRelease({ from: at('work'), to: at('r2'), id: NEW_ID, previous: { dir: at('r1'), copiedAt } });
    expect(await ino(at('r2', 'products', '1', '_payload.json'))).toBe(await ino(at('r1', 'products', '1', '_payload.json')));
    expect(await ino(at('r2', '_astro', 'island.abc123.js'))).toBe(await ino(at('r1', '_astro', 'island.abc123.js')));
    expect(await ino(at('r2', 'products', '2', '_payload.json'))).not.toBe(await ino(at('r1', 'products', '2', '_payload.json')));
    expect(await readFile(at('r2', 'products', '2', '_payload.json'), 'utf8')).toBe('changed again');
    expect(await readFile(at('r1', 'products', '2', '_payload.json'), 'utf8')).toBe('changed');
    // A page is never shared: each release's pages carry its own id.
    expect(await ino(at('r2', 'products', '1', 'index.html'))).not.toBe(await ino(at('r1', 'products', '1', 'index.html')));
    expect(await readFile(at('r1', 'products', '1', 'index.html'), 'utf8')).toBe(page(OLD_ID, 'one'));
    expect(result).toEqual({ files: 4, pages: 1, linked: 2, copied: 1, twinned: 0 });
  });

  it('keeps one file of the working folder under two names one file in the release (a Bangla payload and its English twin)', async () => {
    const copiedAt = Date.now() - 60_000;
    await put(at('work', 'products', '7', '_payload.json'), '{"id":7}', copiedAt - 1_000);
    await mkdir(at('work', 'bn', 'products', '7'), { recursive: true });
    await link(at('work', 'products', '7', '_payload.json'), at('work', 'bn', 'products', '7', '_payload.json'));
    await put(at('work', 'products', '8', '_payload.json'), '{"id":8}', copiedAt - 1_000);

    const first = await copyRelease({ from: at('work'), to: at('r1'), id: OLD_ID });
    expect(first).toEqual({ files: 3, pages: 0, linked: 0, copied: 2, twinned: 1 });
    const [english, bangla] = [at('r1', 'products', '7', '_payload.json'), at('r1', 'bn', 'products', '7', '_payload.json')];
    expect(await readFile(bangla, 'utf8')).toBe('{"id":7}');
    expect(await ino(bangla)).toBe(await ino(english));
    // Never the working folder's file, which Astro rewrites in place.
    expect(await ino(english)).not.toBe(await ino(at('work', 'products', '7', '_payload.json')));

    // The next release shares the pair with this one, still as one file.
    const second = await copyRelease({ from: at('work'), to: at('r2'), id: NEW_ID, previous: { dir: at('r1'), copiedAt: Date.now() } });
    expect(second).toEqual({ files: 3, pages: 0, linked: 2, copied: 0, twinned: 1 });
    expect(await ino(at('r2', 'bn', 'products', '7', '_payload.json'))).toBe(await ino(english));
  });

  it('copies a file the previous release does not have, and leaves out what the filter refuses', async () => {
    await put(at('work', 'data.json'), 'new', Date.now() - 120_000);
    await put(at('work', 'search-records.json'), '[]');
    await mkdir(at('r1'));
    const result = await copyRelease({ from: at('work'), to: at('r2'), id: NEW_ID, previous: { dir: at('r1'), copiedAt: Date.now() }, filter: (file) => file !== 'search-records.json' });
    expect(await readFile(at('r2', 'data.json'), 'utf8')).toBe('new');
    expect(existsSync(at('r2', 'search-records.json'))).toBe(false);
    expect(result).toEqual({ files: 1, pages: 0, linked: 0, copied: 1, twinned: 0 });
  });

  it('never writes into a file that exists: a second pass leaves out what the first placed', async () => {
    await put(at('work', 'index.html'), page(OLD_ID, 'home'));
    await put(at('work', 'sitemap.xml'), '<urlset/>');
    await put(at('r1', 'index.html'), 'placed by the first pass');
    await put(at('r2', 'index.html'), 'placed by the first pass');
    await expect(copyRelease({ from: at('work'), to: at('r1'), id: NEW_ID })).rejects.toThrow(/EEXIST/);
    expect(await readFile(at('r1', 'index.html'), 'utf8')).toBe('placed by the first pass');
    const result = await copyRelease({ from: at('work'), to: at('r2'), id: NEW_ID, skipExisting: true });
    expect(result).toEqual({ files: 1, pages: 0, linked: 0, copied: 1, twinned: 0 });
    expect(await readFile(at('r2', 'index.html'), 'utf8')).toBe('placed by the first pass');
    expect(await readFile(at('r2', 'sitemap.xml'), 'utf8')).toBe('<urlset/>');
  });

  it('takes bundles and Pagefind’s digest-named files as named by their content, not its entry file', () => {
    expect(namedByContent('_astro/common.B1x2.js')).toBe(true);
    expect(namedByContent('pagefind/fragment/en_0235b22.pf_fragment')).toBe(true);
    expect(namedByContent('pagefind/index/en_101f3e9.pf_index')).toBe(true);
    expect(namedByContent('pagefind/pagefind.en_4c1d2e3.pf_meta')).toBe(true);
    expect(namedByContent('pagefind/pagefind-entry.json')).toBe(false);
    expect(namedByContent('products/1/_payload.json')).toBe(false);
  });
});

describe('the working folder', () => {
  const record = (outputs: string[]) => JSON.stringify({ version: 1, routes: { 'src/pages/products/[id].astro': { paths: Object.fromEntries(outputs.map((file, i) => [`/p/${i}`, { cacheKey: 'k', outputFile: file }])) } } });

  it('lists its files without Astro’s server build of the pages, which is removed while the copy runs', async () => {
    for (const file of ['index.html', '.prerender/chunks/page.mjs', 'products/1/_payload.json', '.well-known/security.txt']) await put(at('work', file), 'x');
    expect(await filesUnder(at('work'))).toEqual(['.well-known/security.txt', 'index.html', 'products/1/_payload.json']);
    expect(await filesUnder(at('nowhere'))).toEqual([]);
  });

  it('reads the keyed pages Astro recorded, and none without a record', async () => {
    expect(await recordedOutputs(at('cache'))).toEqual(new Set());
    await put(at('cache', 'incremental-build.json'), record(['products/1/index.html', 'categories/caf%C3%A9/index.html']));
    expect(await recordedOutputs(at('cache'))).toEqual(new Set(['products/1/index.html', 'categories/café/index.html']));
  });

  it('is cleared before a build of everything but the recorded pages', async () => {
    for (const file of ['products/1/index.html', 'products/1/_payload.json', 'index.html', '_astro/a.1.js', 'pagefind/fragment/x.pf_fragment']) await put(at('work', file), 'x');
    expect(await clearWorkFolder(at('work'), new Set(['products/1/index.html', 'products/1/_payload.json']))).toBe(3);
    expect(existsSync(at('work', 'products', '1', 'index.html'))).toBe(true);
    expect(existsSync(at('work', 'products', '1', '_payload.json'))).toBe(true);
    expect(existsSync(at('work', 'index.html'))).toBe(false);
    expect(existsSync(at('work', '_astro', 'a.1.js'))).toBe(false);
    expect(existsSync(at('work', 'pagefind', 'fragment', 'x.pf_fragment'))).toBe(false);
  });

  it('loses after a build the pages the last build recorded and this one neither recorded nor wrote', async () => {
    const startedAt = Date.now() - 10_000;
    await put(at('work', 'products', '1', 'index.html'), 'kept', startedAt - 5_000);
    await put(at('work', 'products', '2', 'index.html'), 'deleted product', startedAt - 5_000);
    await put(at('work', 'products', '3', 'index.html'), 'rendered again without a key');
    const before = new Set(['products/1/index.html', 'products/2/index.html', 'products/3/index.html']);
    expect(await removeOrphans(at('work'), before, new Set(['products/1/index.html']), startedAt)).toBe(1);
    expect(existsSync(at('work', 'products', '1', 'index.html'))).toBe(true);
    expect(existsSync(at('work', 'products', '2', 'index.html'))).toBe(false);
    expect(existsSync(at('work', 'products', '3', 'index.html'))).toBe(true);
  });
});
