import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { close } from 'pagefind';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DELTA_LIMIT, deltaFile, fragmentIds, rememberBase } from '../../scripts/releases/search-index.ts';
import { indexAll, indexRecords, indexRelease } from '../../scripts/releases/search-release.ts';
import type { SearchIndex } from '../../src/lib/search/pagefind.ts';
import type { SearchRecord } from '../../src/lib/search/records.ts';
import { priceSortKey } from '../../src/lib/search/sort-keys.ts';
import { SEARCH_DELTA_FILE } from '../../src/lib/search/delta-file.ts';
import { parseSearchDelta } from '../../src/lib/search/search-delta.ts';
import { fetchFromDisk, openSearch, searchIds } from '../../scripts/releases/search-on-disk.ts';

/*
 * Issue 14 §7: a release's search index as a base plus a delta, built by the real Pagefind and
 * searched by Pagefind's real browser library (its loader, wasm and index files, read from disk),
 * against an oracle: one index built from the new records in full. Whatever the delta holds, a
 * search must answer what the full index answers.
 */

const WORDS = ['pen', 'pencil', 'diary', 'notebook', 'marker', 'stapler', 'folder', 'eraser'];
const COLOURS = ['red', 'blue', 'green', 'black'];

/** Product `id` as the build indexes it (records.ts): five prices among 60 products, so many share one. */
function record(id: number, name = `${COLOURS[id % 4]} ${WORDS[id % 8]} ${id}`, price = 100 + (id % 5) * 10): SearchRecord {
  const summary = { id, name, nameBn: '', image: { src: '/x.webp', width: 1, height: 1, alt: '' }, price, salePrice: null, regularPrice: null, variants: 1, inStock: true, off: null };
  const newest = `2026-01-${String(1 + (id % 28)).padStart(2, '0')}T00:00:00.000Z#${String(id).padStart(10, '0')}`;
  return {
    url: `/products/${id}`, content: `${name}\nCategory ${id % 3}`, language: 'en',
    meta: { summary: JSON.stringify(summary), newest },
    filters: { category: [`Category ${id % 3}`] },
    sort: { price: priceSortKey(summary), newest },
  };
}

/** The renamed product's old name has a word no other product has: after the rename, only a superseded hit has it. */
const OLD_WORD = 'zebra';
const before = Array.from({ length: 60 }, (_, i) => (i + 1 === 7 ? record(7, `black ${OLD_WORD} eraser 7`) : record(i + 1)));
const RENAMED = 7;
const REPRICED = 12;
const REMOVED = 20;
const ADDED = 61;
const after = [
  ...before.filter((r) => r.url !== `/products/${REMOVED}`).map((r) =>
    r.url === `/products/${RENAMED}` ? record(RENAMED, 'yellow okapi pen 7')
      : r.url === `/products/${REPRICED}` ? record(REPRICED, undefined, 999) : r),
  record(ADDED, 'green pen 61', 101.5),
];

let root = '';
const at = (...path: string[]) => join(root, ...path);
let release: SearchIndex;
let oracle: SearchIndex;

const search = (index: SearchIndex, term: string | null, options: { sort?: Record<string, string>; filters?: Record<string, string> }, page: number, size: number) =>
  searchIds(index, term, options, page, size);

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'search-delta-'));
  vi.stubGlobal('fetch', fetchFromDisk);
  const cache = at('cache');
  const first = await indexRelease(before, { dir: at('r1') }, cache);
  await rememberBase(cache, first.base!);
  const second = await indexRelease(after, { dir: at('r2'), previous: { dir: at('r1'), copiedAt: Date.now() } }, cache);
  expect(second.message).toContain('delta');
  await indexAll(after, at('oracle', 'pagefind'));
  await close();
  release = await openSearch(at('r2', 'pagefind'));
  oracle = await openSearch(at('oracle', 'pagefind'));
}, 120_000);

afterAll(async () => {
  vi.unstubAllGlobals();
  await rm(root, { recursive: true, force: true });
});

describe('a release index made of a base and a delta', () => {
  it('holds the base as the last release had it and a delta of the three changed products only', async () => {
    const delta = parseSearchDelta(JSON.parse(await readFile(at('r2', 'pagefind', SEARCH_DELTA_FILE), 'utf8')));
    expect(delta.index).toMatch(/^delta\/[\w-]+\/$/);
    expect(Object.keys(delta.keys)).toHaveLength(3);
    // The renamed, the repriced and the removed product's base hits.
    expect(delta.superseded).toHaveLength(3);
    expect(await readdir(at('r2', 'pagefind', delta.index!, 'fragment'))).toHaveLength(3);
    // Only what a merged index is read for: no second loader, worker or wasm.
    const files = (await readdir(at('r2', 'pagefind', delta.index!), { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files).toHaveLength(2);
    expect(files).toEqual(expect.arrayContaining(['pagefind-entry.json', expect.stringMatching(/^pagefind\.en_\w+\.pf_meta$/)]));
    expect(await readdir(at('r2', 'pagefind', 'fragment'))).toEqual(await readdir(at('r1', 'pagefind', 'fragment')));
  });

  it('finds the renamed product by its new name and not by its old one', async () => {
    expect((await search(release, 'okapi', {}, 1, 24)).ids).toEqual([RENAMED]);
    for (const oldWord of ['black', OLD_WORD]) { // its old colour (others have it) and a word only it had
      const found = await search(release, oldWord, {}, 1, 100);
      expect(found.ids).not.toContain(RENAMED);
      expect(found.total).toBe((await search(oracle, oldWord, {}, 1, 100)).total);
    }
  });

  it('never answers the removed product, and answers the added one', async () => {
    const all = await search(release, null, { sort: { newest: 'desc' } }, 1, 100);
    expect(all.total).toBe(after.length);
    expect(all.ids).not.toContain(REMOVED);
    expect(all.ids).toContain(ADDED);
  });

  it.each([
    ['price, low to high', 'pen', { price: 'asc' }],
    ['price, high to low', 'pen', { price: 'desc' }],
    ['newest, browsing', null, { newest: 'desc' }],
    ['price, a whole category', null, { price: 'asc' }, { category: 'Category 1' }],
    ['price, a term only the base has', 'blue', { price: 'asc' }],
  ])('answers every page of a sorted listing as the full index does (%s)', async (_name, term, sort, filters?: Record<string, string>) => {
    for (const size of [5, 24]) {
      const expected = await search(oracle, term, { sort, ...(filters ? { filters } : {}) }, 1, 1000);
      expect(expected.total).toBeGreaterThan(0);
      const pages = Math.ceil(expected.total / size);
      const got: number[] = [];
      for (let page = 1; page <= pages; page++) {
        const found = await search(release, term, { sort, ...(filters ? { filters } : {}) }, page, size);
        expect(found.total).toBe(expected.total);
        got.push(...found.ids);
      }
      expect(got).toEqual(expected.ids);
    }
  });

  it('ranks a product whose words did not change (a new price) where it ranked before the change', async () => {
    const last = await openSearch(at('r1', 'pagefind'));
    for (const term of ['marker', 'red', 'category 0', 'red marker', 'category']) { // product 12 is a red marker of category 0
      const [now, then] = await Promise.all([search(release, term, {}, 1, 1000), search(last, term, {}, 1, 1000)]);
      expect(then.ids).toContain(REPRICED);
      const others = (ids: number[]) => ids.filter((id) => id !== REMOVED && id !== RENAMED && id !== ADDED);
      expect(others(now.ids).indexOf(REPRICED)).toBe(others(then.ids).indexOf(REPRICED));
    }
  });

  it('answers a ranked search with the same products as the full index', async () => {
    // Words of several: one only the delta has (okapi), one only the base has (blue), both, neither,
    // and one only the renamed product's superseded hit has (the catalogue no longer has it).
    for (const term of ['pen', 'green', 'okapi pen', 'blue pen', 'yellow pen', 'blue okapi', 'green pen', 'category 1 pen', 'zzz pen',
      `${OLD_WORD} pen`, `${OLD_WORD} eraser`, `${OLD_WORD} okapi`, OLD_WORD]) {
      const [got, expected] = await Promise.all([search(release, term, {}, 1, 1000), search(oracle, term, {}, 1, 1000)]);
      expect(got.total).toBe(expected.total);
      expect(new Set(got.ids)).toEqual(new Set(expected.ids));
    }
  });
});

describe('the plan of a release index', () => {
  it('is no delta when a delta hit would have the id of a base hit that stays (Pagefind\'s ids are unique per index only)', async () => {
    const changed = [record(RENAMED, 'yellow okapi pen 7')];
    await indexRecords(changed, at('clash', 'delta', 'x'));
    await close();
    const [id] = Object.values(await fragmentIds(at('clash', 'delta', 'x', 'fragment')));
    const base = { version: 1 as const, pagefind: '', release: at('r1'), digests: {}, ids: { '/products/99': id! } };
    expect(await deltaFile(at('clash'), 'delta/x/', changed, [], base)).toBeUndefined();
    // The same id on a base hit the delta replaces is no clash: that hit is dropped anyway.
    expect(await deltaFile(at('clash'), 'delta/x/', changed, [id!], base)).toMatchObject({ index: 'delta/x/', keys: { [id!]: changed[0]!.sort } });
  }, 60_000);

  it('is a full index again once the changes since the base pass the delta limit', async () => {
    const cache = at('cache-limit');
    const first = await indexRelease(before, { dir: at('l1') }, cache);
    await rememberBase(cache, first.base!);
    const many = Array.from({ length: DELTA_LIMIT + 1 }, (_, i) => record(1000 + i));
    const next = await indexRelease([...before, ...many], { dir: at('l2'), previous: { dir: at('l1'), copiedAt: Date.now() } }, cache);
    await close();
    expect(next.message).toMatch(/^indexed \d+ records/);
    expect(existsSync(at('l2', 'pagefind', 'delta'))).toBe(false);
    expect(parseSearchDelta(JSON.parse(await readFile(at('l2', 'pagefind', SEARCH_DELTA_FILE), 'utf8'))).index).toBeNull();
  }, 120_000);

  it('is a full index when the base belongs to another release than the live one', async () => {
    const cache = at('cache-other');
    const first = await indexRelease(before, { dir: at('o1') }, cache);
    await rememberBase(cache, first.base!);
    const next = await indexRelease(after, { dir: at('o2'), previous: { dir: at('r0'), copiedAt: Date.now() } }, cache);
    await close();
    expect(next.message).toMatch(/^indexed \d+ records/);
  }, 120_000);

  it('drops a removed product when removals are the only change (a delta with no index)', async () => {
    const cache = at('cache-removal');
    const first = await indexRelease(before, { dir: at('d1') }, cache);
    await rememberBase(cache, first.base!);
    const fewer = before.filter((r) => r.url !== `/products/${REMOVED}`);
    const next = await indexRelease(fewer, { dir: at('d2'), previous: { dir: at('d1'), copiedAt: Date.now() } }, cache);
    await indexAll(fewer, at('oracle-removal', 'pagefind'));
    await close();
    expect(next.message).toContain('1 of the base\'s hits superseded');
    const [removal, expected] = await Promise.all([openSearch(at('d2', 'pagefind')), openSearch(at('oracle-removal', 'pagefind'))]);
    expect(removal.delta).toMatchObject({ index: null, superseded: [expect.any(String)] });
    for (const [term, options] of [[null, { sort: { newest: 'desc' } }], ['pen', {}], ['pen', { sort: { price: 'asc' } }]] as const) {
      const [got, want] = await Promise.all([search(removal, term, options, 1, 1000), search(expected, term, options, 1, 1000)]);
      expect(got.ids).not.toContain(REMOVED);
      expect(got.total).toBe(want.total);
      if ('sort' in options) expect(got.ids).toEqual(want.ids);
    }
  }, 120_000);
});
