import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { copyRelease } from '../../scripts/releases/release-copy.ts';
import { releaseBuild } from '../../scripts/releases/release-build.ts';
import { openReleaseStore, type ReleaseStore } from '../../scripts/releases/store.ts';
import { filesUnder } from '../../scripts/releases/work-folder.ts';
import { BUILD_CACHE, WORK_FOLDER, workBuild } from '../../scripts/releases/work-build.ts';
import { useReferenceApi } from './support/reference-api.ts';
import { fetchFromDisk, openSearch, searchIds } from '../../scripts/releases/search-on-disk.ts';

/*
 * Issue 14 §7: releases built as `npm start` builds them, with the real Astro build and the real
 * API: a full release, then an editor's change and a deleted product, then an incremental release
 * built in the working folder and copied out of it (its pages staged first, as while the hook's
 * debounce runs), then a build that fails. Slow (real builds), so one file with generous timeouts.
 */
const EDITOR_KEY = 'work-build-test-editor-key';
const api = useReferenceApi({ demoProducts: 120, editorKey: EDITOR_KEY, buildHookUrl: undefined });
const BUILD_MS = 10 * 60_000;
const NEW_NAME = 'Quillon Working-Folder Fountain Pen';

interface Payload { product: { id: number; categoryId: number; name: string }; related: { id: number }[] }

let dir = '';
let store: ReleaseStore;
let first = '';
let second = '';
/** Every file of the first release with its digest, taken before the second build. */
let firstFiles = new Map<string, string>();
let changed = 0;
let deleted = 0;
let untouched = 0;

const release = (id: string, ...path: string[]) => join(dir, id, ...path);
const read = (path: string) => readFile(path, 'utf8');
const withoutBuildId = (html: string) => html.replace(/(<meta name="build-id" content=")[^"]*"/, '$1"');
const buildIdOf = (html: string) => /<meta name="build-id" content="([^"]*)"/.exec(html)?.[1];

async function digests(root: string): Promise<Map<string, string>> {
  const files = await filesUnder(root);
  return new Map(await Promise.all(files.map(async (file) => [file, createHash('sha256').update(await readFile(join(root, file))).digest('hex')] as const)));
}

/**
 * Builds and publishes a release; `staged`, as the builder does for a build that waits out the
 * hook's debounce: its pages copied into the release before the build starts (staged-copy.ts).
 */
async function buildRelease(apiUrl: string, staged = false): Promise<string> {
  const id = store.newId();
  const build = workBuild({ releasesDir: dir, apiUrl, store });
  if (staged) build.prepare(store.pathOf(id), id);
  await releaseBuild(store, build)(id, new AbortController().signal);
  return id;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'releases-work-build-'));
  store = await openReleaseStore({ dir });
  first = await buildRelease(api.origin);
  firstFiles = await digests(release(first));

  // A product to change, one of another category to delete, and one of a third category that neither touches.
  const payloads = await Promise.all((await readdir(release(first, 'products'), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory())
    .map(async (entry) => JSON.parse(await read(release(first, 'products', entry.name, '_payload.json'))) as Payload));
  const pick = (skip: Payload['product'][]) => payloads.find((page) =>
    skip.every((other) => page.product.categoryId !== other.categoryId && page.related.every((item) => item.id !== other.id)))!.product;
  const a = payloads[0]!.product;
  const b = pick([a]);
  const c = pick([a, b]);
  [changed, deleted, untouched] = [a.id, b.id, c.id];

  const edit = await fetch(`${api.origin}/api/editor/products/${changed}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${EDITOR_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name: NEW_NAME }),
  });
  expect(edit.status).toBe(200);
  // The catalogue loses a product (the editor API deletes none): gone from the database the API reads.
  const db = new DatabaseSync(api.running.config.dbPath);
  try {
    db.prepare('DELETE FROM products WHERE id = ?').run(deleted);
  } finally {
    db.close();
  }
  second = await buildRelease(api.origin, true);
}, 2 * BUILD_MS + 60_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('a release built incrementally in the working folder', () => {
  it('is live, and shows the changed product on its page and in its payload', async () => {
    expect(store.live()).toBe(second);
    expect(await read(release(second, 'products', String(changed), 'index.html'))).toContain(NEW_NAME);
    const payload = JSON.parse(await read(release(second, 'products', String(changed), '_payload.json'))) as Payload;
    expect(payload.product.name).toBe(NEW_NAME);
    expect(await read(release(first, 'products', String(changed), 'index.html'))).not.toContain(NEW_NAME);
    // The Bangla page's payload is the English one's (integrations/payload-twins.ts), the change included.
    expect(await read(release(second, 'bn', 'products', String(changed), '_payload.json'))).toBe(await read(release(second, 'products', String(changed), '_payload.json')));
  });

  it('holds what a copy of the finished working folder gives, its pages staged before the build or not', async () => {
    const fresh = join(dir, 'fresh-copy');
    await copyRelease({ from: join(dir, WORK_FOLDER), to: fresh, id: second });
    const outsideSearch = (files: Map<string, string>) => new Map([...files].filter(([file]) => !file.startsWith('pagefind/') && file !== 'builds/latest.json'));
    expect(outsideSearch(await digests(release(second)))).toEqual(outsideSearch(await digests(fresh)));
    await rm(fresh, { recursive: true, force: true });
  });

  it('gives every page the new build id, a reused page included', async () => {
    const pages = (await filesUnder(release(second))).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(100);
    const ids = await Promise.all(pages.map(async (page) => buildIdOf(await read(release(second, page)))));
    expect(ids.filter((id) => id !== second)).toEqual([]);
    // The untouched page is the first release's but for the id: reused, not rendered again.
    const before = await read(release(first, 'products', String(untouched), 'index.html'));
    const after = await read(release(second, 'products', String(untouched), 'index.html'));
    expect(buildIdOf(before)).toBe(first);
    expect(withoutBuildId(after)).toBe(withoutBuildId(before));
  });

  it('leaves every file of the previous release byte for byte as it was', async () => {
    expect(await digests(release(first))).toEqual(firstFiles);
  });

  it('shares no file with the working folder, which Astro rewrites in place', async () => {
    const work = join(dir, WORK_FOLDER);
    const inodes = async (root: string) => new Set(await Promise.all((await filesUnder(root)).map(async (file) => (await stat(join(root, file))).ino)));
    const working = await inodes(work);
    expect(working.size).toBeGreaterThan(100);
    for (const id of [first, second]) {
      const shared = [...(await inodes(release(id)))].filter((ino) => working.has(ino));
      expect(shared).toEqual([]);
    }
  });

  it('shares an unchanged payload with the previous release instead of copying it', async () => {
    const [before, after] = await Promise.all([first, second].map((id) => stat(release(id, 'products', String(untouched), '_payload.json'))));
    expect(after!.ino).toBe(before!.ino);
    const [old, now] = await Promise.all([first, second].map((id) => stat(release(id, 'products', String(changed), '_payload.json'))));
    expect(now!.ino).not.toBe(old!.ino);
  });

  it('no longer has the deleted product’s page, payload or sitemap entry', async () => {
    expect(existsSync(release(first, 'products', String(deleted), 'index.html'))).toBe(true);
    for (const file of ['index.html', '_payload.json']) {
      for (const folder of [['products'], ['bn', 'products']]) {
        expect(existsSync(release(second, ...folder, String(deleted), file))).toBe(false);
        expect(existsSync(join(dir, WORK_FOLDER, ...folder, String(deleted), file))).toBe(false);
      }
    }
    expect(await read(release(second, 'sitemap-0.xml'))).not.toContain(`/products/${deleted}/`);
  });

  it('finds the change in the release\'s search, and not the deleted product, from a delta over the last index', async () => {
    vi.stubGlobal('fetch', fetchFromDisk);
    try {
      const search = await openSearch(release(second, 'pagefind'));
      expect(search.delta?.index).toMatch(/^delta\/[\w-]+\/$/);
      expect((await searchIds(search, NEW_NAME, {})).ids).toEqual([changed]);
      const all = await searchIds(search, null, { sort: { newest: 'desc' } });
      expect(all.ids).toContain(untouched);
      expect(all.ids).not.toContain(deleted);
      const firstSearch = await openSearch(release(first, 'pagefind'));
      expect((await searchIds(firstSearch, null, { sort: { newest: 'desc' } })).ids).toContain(deleted);
      expect(all.total).toBe((await searchIds(firstSearch, null, { sort: { newest: 'desc' } })).total - 1);
    } finally {
      vi.unstubAllGlobals();
    }
    // The base index is the first release's, shared; the delta holds the changed product only, in
    // English and Bangla (a record per language, issue 24 §6), like the base.
    expect((await stat(release(second, 'pagefind', 'pagefind-entry.json'))).ino).toBe((await stat(release(first, 'pagefind', 'pagefind-entry.json'))).ino);
    const delta = JSON.parse(await read(release(second, 'pagefind', 'storefront-delta.json'))) as { index: string };
    expect(await readdir(release(second, 'pagefind', delta.index, 'fragment'))).toHaveLength(2);
    const languages = async (folder: string) => Object.keys((JSON.parse(await read(join(folder, 'pagefind-entry.json'))) as { languages: object }).languages).sort();
    expect(await languages(release(second, 'pagefind'))).toEqual(['bn', 'en']);
    expect(await languages(release(second, 'pagefind', delta.index))).toEqual(['bn', 'en']);
    expect(existsSync(release(second, 'search-records.json'))).toBe(false);
  });

  it('shares the last release\'s search index when no search record changed', async () => {
    // Stock is not in a search record: the index would come out the same.
    const db = new DatabaseSync(api.running.config.dbPath);
    try {
      db.prepare('UPDATE skus SET stock = stock + 1 WHERE product_id = ?').run(untouched);
    } finally {
      db.close();
    }
    const third = await buildRelease(api.origin, true);
    expect(store.live()).toBe(third);
    const entry = (id: string) => stat(release(id, 'pagefind', 'pagefind-entry.json'));
    expect((await entry(third)).ino).toBe((await entry(second)).ino);
    expect(await digests(release(third, 'pagefind'))).toEqual(await digests(release(second, 'pagefind')));
  }, BUILD_MS);

  it('keeps the last release live and whole when a build fails, and builds everything again next time', async () => {
    const last = store.live()!;
    const live = await digests(release(last));
    await expect(buildRelease('http://127.0.0.1:9')).rejects.toThrow();
    expect(store.live()).toBe(last);
    expect(await digests(release(last))).toEqual(live);
    expect((await readdir(dir)).filter((name) => /^\d{8}-/.test(name) && ![first, second, last].includes(name))).toEqual([]);
    // Some working copies may no longer match Astro's record: it is forgotten, so the next build renders all.
    expect(existsSync(join(dir, BUILD_CACHE, 'incremental-build.json'))).toBe(false);
  }, BUILD_MS);
});
