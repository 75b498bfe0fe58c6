import { mkdir, mkdtemp, readdir, readFile, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isReleaseId, releaseId, releaseIds, releaseTime } from '../../scripts/releases/release-id.ts';
import { releaseBuild } from '../../scripts/releases/release-build.ts';
import { openReleaseStore, type ReleaseStore } from '../../scripts/releases/store.ts';

const T0 = Date.parse('2026-11-23T19:10:00.123Z');
let dir: string;
let clock: number;
const now = () => clock;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'releases-store-'));
  clock = T0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** What a finished build leaves: a page, a hashed asset and (when `manifest`) the build manifest. */
async function writeRelease(store: ReleaseStore, id: string, manifest = true): Promise<void> {
  const folder = store.pathOf(id);
  await mkdir(join(folder, '_astro'), { recursive: true });
  await writeFile(join(folder, 'index.html'), `<h1>${id}</h1>`);
  await writeFile(join(folder, '_astro', `page.${id}.js`), '');
  if (manifest) {
    await mkdir(join(folder, 'builds', 'meta'), { recursive: true });
    await writeFile(join(folder, 'builds', 'latest.json'), JSON.stringify({ id, timestamp: 1 }));
    await writeFile(join(folder, 'builds', 'meta', `${id}.json`), JSON.stringify({ id, timestamp: 1, pages: ['/', '/about/'], assets: [] }));
  }
}

async function published(store: ReleaseStore): Promise<string> {
  const id = store.newId();
  await writeRelease(store, id);
  await store.publish(id);
  clock += 1000;
  return id;
}

describe('releaseId', () => {
  it('names the start time to the millisecond and a random suffix, and reads back', () => {
    const id = releaseId(T0, () => 'a1b2');
    expect(id).toBe('20261123-191000-123-a1b2');
    expect(isReleaseId(id)).toBe(true);
    expect(releaseTime(id)).toBe(T0);
  });
  it('refuses what could leave the store folder', () => {
    expect(isReleaseId('../live')).toBe(false);
    expect(isReleaseId('live')).toBe(false);
  });
});

describe('releaseIds', () => {
  it('sorts each id after the one before, when the clock stands still or steps back', () => {
    const ticks = [T0, T0, T0 - 5000];
    const next = releaseIds(() => ticks.shift() ?? T0);
    const ids = [next(), next(), next()];
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(3);
  });
  it('sorts after a release from before, even with a clock behind it', () => {
    const after = releaseId(T0 + 60_000);
    expect(releaseIds(() => T0, after)() > after).toBe(true);
  });
});

describe('openReleaseStore', () => {
  it('publishes a release: latest.json written, the live symlink switched to it', async () => {
    const store = await openReleaseStore({ dir, now });
    const id = store.newId();
    await writeRelease(store, id);
    expect(await store.publish(id)).toEqual({ pages: 2 });
    expect(await readlink(join(dir, 'live'))).toBe(id);
    expect(await readFile(join(dir, 'live', 'index.html'), 'utf8')).toBe(`<h1>${id}</h1>`);
    expect(JSON.parse(await readFile(join(dir, 'live', 'builds', 'latest.json'), 'utf8'))).toEqual({ id, timestamp: 1 });
    expect(store.live()).toBe(id);
    expect(store.livePath()).toBe(join(dir, id));
    expect(await readdir(dir)).not.toContain('live.tmp');
  });

  it('writes latest.json itself when the build wrote none, or one naming another release', async () => {
    const store = await openReleaseStore({ dir, now });
    const id = store.newId();
    await writeRelease(store, id, false);
    expect(await store.publish(id)).toEqual({ pages: null });
    expect(JSON.parse(await readFile(join(dir, id, 'builds', 'latest.json'), 'utf8'))).toEqual({ id, timestamp: new Date(T0).toISOString() });

    const next = store.newId();
    await writeRelease(store, next);
    await writeFile(join(dir, next, 'builds', 'latest.json'), JSON.stringify({ id: 'stale', timestamp: 1 }));
    await store.publish(next);
    expect(JSON.parse(await readFile(join(dir, next, 'builds', 'latest.json'), 'utf8')).id).toBe(next);
  });

  it('drops compressed copies of latest.json, which a server would send in its place', async () => {
    const store = await openReleaseStore({ dir, now });
    const id = store.newId();
    await writeRelease(store, id);
    await writeFile(join(dir, id, 'builds', 'latest.json.br'), 'stale');
    await store.publish(id);
    expect(await readdir(join(dir, id, 'builds'))).toEqual(expect.not.arrayContaining(['latest.json.br']));
  });

  it('refuses to publish a release without a home page, leaving the live one', async () => {
    const store = await openReleaseStore({ dir, now });
    const live = await published(store);
    const broken = store.newId();
    await mkdir(join(dir, broken), { recursive: true });
    await expect(store.publish(broken)).rejects.toThrow(/no index.html/);
    expect(await readlink(join(dir, 'live'))).toBe(live);
  });

  it('keeps the last N releases and names the older ones as fallback roots, newest first', async () => {
    const store = await openReleaseStore({ dir, now, keep: 3 });
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await published(store));
    const [, , third, fourth, fifth] = ids;
    expect((await readdir(dir)).filter(isReleaseId).sort()).toEqual([third, fourth, fifth]);
    expect(store.live()).toBe(fifth);
    expect(store.fallbackRoots()).toEqual([join(dir, fourth!), join(dir, third!)]);
  });

  it('on opening, finds the live release and removes builds that never finished', async () => {
    const first = await openReleaseStore({ dir, now });
    const live = await published(first);
    const unfinished = first.newId();
    await writeRelease(first, unfinished);
    await writeFile(join(dir, 'live.tmp'), '');

    const reopened = await openReleaseStore({ dir, now });
    expect(reopened.live()).toBe(live);
    expect(await readdir(dir)).toEqual(expect.not.arrayContaining([unfinished, 'live.tmp']));
    expect(reopened.newId() > unfinished).toBe(true);
  });

  it('can keep the live link outside the store, where a server or a test reads the site', async () => {
    const link = join(dir, 'site');
    const store = await openReleaseStore({ dir: join(dir, 'releases'), now, liveLink: link });
    const id = await published(store);
    expect(await readlink(link)).toBe(join('releases', id));
    expect(await readFile(join(link, 'index.html'), 'utf8')).toBe(`<h1>${id}</h1>`);
    expect((await openReleaseStore({ dir: join(dir, 'releases'), now, liveLink: link })).live()).toBe(id);
  });

  it('refuses a live link path that is a real folder rather than replace it', async () => {
    await mkdir(join(dir, 'dist'));
    await expect(openReleaseStore({ dir: join(dir, 'releases'), now, liveLink: join(dir, 'dist') })).rejects.toThrow(/not a symlink/);
  });

  it('discards an unpublished release but never the live one', async () => {
    const store = await openReleaseStore({ dir, now });
    const live = await published(store);
    const failed = store.newId();
    await writeRelease(store, failed);
    await store.discard(failed);
    expect(await readdir(dir)).not.toContain(failed);
    await expect(store.discard(live)).rejects.toThrow(/live/);
  });
});

describe('releaseBuild', () => {
  it('publishes what the build wrote', async () => {
    const store = await openReleaseStore({ dir, now });
    const id = store.newId();
    const run = releaseBuild(store, (outDir) => writeRelease(store, outDir.slice(dir.length + 1)));
    expect(await run(id, new AbortController().signal)).toEqual({ pages: 2 });
    expect(store.live()).toBe(id);
  });

  it('removes the folder of a failed build and leaves the live release', async () => {
    const store = await openReleaseStore({ dir, now });
    const live = await published(store);
    const id = store.newId();
    const run = releaseBuild(store, async () => {
      await writeRelease(store, id);
      throw new Error('astro build exited with 1');
    });
    await expect(run(id, new AbortController().signal)).rejects.toThrow('astro build exited with 1');
    expect(store.live()).toBe(live);
    expect(await readdir(dir)).not.toContain(id);
  });

  it('does not publish a build stopped as it finished', async () => {
    const store = await openReleaseStore({ dir, now });
    const id = store.newId();
    const controller = new AbortController();
    const run = releaseBuild(store, async () => {
      await writeRelease(store, id);
      controller.abort(new Error('stopped'));
    });
    await expect(run(id, controller.signal)).rejects.toThrow('stopped');
    expect(store.live()).toBeUndefined();
    expect(await readdir(dir)).not.toContain(id);
  });
});
