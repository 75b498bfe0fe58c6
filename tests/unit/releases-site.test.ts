import { mkdir, mkdtemp, readdir, readlink, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../api/free-port.ts';
import type { BuildStatus } from '../../src/lib/contract/build-status.ts';
import { isReleaseId } from '../../scripts/releases/release-id.ts';
import { createReleasedSite, type ReleasedSite } from '../../scripts/releases/site.ts';

/*
 * The released site as `npm start` runs it, over real HTTP: the static server, the release store
 * on disk and the hook. The site build is a stand-in writing a small release (a real `astro build`
 * takes minutes; the e2e suite runs one through this same path).
 */
const SECRET = 'integration-secret-of-the-hook';
let dir: string;
let site: ReleasedSite | undefined;
let origin: string;
/** Builds in the order they started; each waits for the test's `release()` unless `instant`. */
let builds: { id: string; release(fail?: boolean): void }[];
let instant: boolean;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'releases-site-'));
  builds = [];
  instant = true;
});
afterEach(async () => {
  await site?.close();
  site = undefined;
  await rm(dir, { recursive: true, force: true });
});

/** A stand-in for the site build: a page, a hashed chunk and the build manifest of release `id`. */
async function fakeBuild(outDir: string, id: string, signal: AbortSignal): Promise<void> {
  // Stopped, it rejects as the real build does when its process is killed.
  const gate = instant
    ? Promise.resolve(false)
    : new Promise<boolean>((resolve, reject) => {
        builds.push({ id, release: (fail = false) => resolve(fail) });
        signal.addEventListener('abort', () => reject(new Error('The operation was aborted')));
      });
  if (instant) builds.push({ id, release: () => {} });
  gate.catch(() => {}); // a stop while the files below are written is seen at `await gate`
  await mkdir(join(outDir, '_astro'), { recursive: true });
  await mkdir(join(outDir, 'builds', 'meta'), { recursive: true });
  await writeFile(join(outDir, 'index.html'), `<h1>release ${id}</h1>`);
  await writeFile(join(outDir, '_astro', `island.${id}.js`), `export const id = '${id}';`);
  await writeFile(join(outDir, 'builds', 'meta', `${id}.json`), JSON.stringify({ id, timestamp: 1, pages: ['/'], assets: [] }));
  if (await gate) throw new Error('astro build exited with 1');
}

async function start(keep = 3): Promise<void> {
  const port = await freePort('127.0.0.1');
  site = await createReleasedSite({ releasesDir: dir, keep, apiUrl: 'http://127.0.0.1:9', port, hookSecret: SECRET, debounceMs: 30, build: fakeBuild, log: () => {} });
  await site.firstRelease();
  origin = (await site.listen()).url;
}

const auth = { Authorization: `Bearer ${SECRET}` };
const hook = () => fetch(`${origin}/_hooks/rebuild`, { method: 'POST', headers: auth });
const status = async () => (await (await fetch(`${origin}/_hooks/status`, { headers: auth })).json()) as BuildStatus;
const latest = async () => ((await (await fetch(`${origin}/builds/latest.json`)).json()) as { id: string }).id;

/** Waits (polling the status) until `done` holds; fails the test after 5 s. */
async function until(done: (s: BuildStatus) => boolean): Promise<BuildStatus> {
  for (let i = 0; i < 500; i++) {
    const s = await status();
    if (done(s)) return s;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never reached; last status ${JSON.stringify(await status())}`);
}

/** Asks for a build through the hook and waits for it to be live. */
async function rebuild(): Promise<string> {
  const before = site!.store.live();
  expect((await hook()).status).toBe(202);
  const s = await until((x) => x.state === 'idle' && x.live !== before);
  return s.live!;
}

describe('the released site', () => {
  it('serves the first release with its latest.json', async () => {
    await start();
    const live = site!.store.live()!;
    expect(await (await fetch(`${origin}/`)).text()).toBe(`<h1>release ${live}</h1>`);
    expect(await latest()).toBe(live);
  });

  it.each([
    ['no secret', {}],
    ['a wrong secret', { Authorization: 'Bearer wrong' }],
  ])('refuses a hook call with %s (401) and builds nothing', async (_, headers: Record<string, string>) => {
    await start();
    const before = builds.length;
    expect((await fetch(`${origin}/_hooks/rebuild`, { method: 'POST', headers })).status).toBe(401);
    expect((await fetch(`${origin}/_hooks/status`, { headers })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(builds).toHaveLength(before);
  });

  it('publishes a rebuild: the new page and latest.json at once', async () => {
    await start();
    const first = site!.store.live();
    const next = await rebuild();
    expect(next).not.toBe(first);
    expect(await latest()).toBe(next);
    expect(await (await fetch(`${origin}/`)).text()).toBe(`<h1>release ${next}</h1>`);
  });

  it('runs exactly one more build for two hook calls during a build', async () => {
    await start();
    instant = false;
    await hook();
    await until((s) => s.state === 'building');
    expect((await hook()).status).toBe(202);
    expect(await (await hook()).json()).toMatchObject({ state: 'building', queued: true });
    builds.at(-1)!.release();
    await until((s) => s.state === 'building' && s.current?.id !== builds[1]!.id);
    builds.at(-1)!.release();
    await until((s) => s.state === 'idle');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(builds).toHaveLength(3); // the first release, the requested build, one more
  });

  it('keeps the old release live when a build fails, with the error in the status', async () => {
    await start();
    const old = site!.store.live()!;
    instant = false;
    await hook();
    await until((s) => s.state === 'building');
    const failing = builds.at(-1)!;
    failing.release(true);
    const s = await until((x) => x.state === 'failed');
    expect(s).toMatchObject({ live: old, last: { id: failing.id, error: 'astro build exited with 1' } });
    const page = await fetch(`${origin}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(`<h1>release ${old}</h1>`);
    expect(await latest()).toBe(old);
    expect(await readdir(dir)).not.toContain(failing.id);
  });

  it("still serves the previous releases' hashed chunks after a publish, and keeps the last N on disk", async () => {
    await start(3);
    const ids = [site!.store.live()!];
    for (let i = 0; i < 3; i++) ids.push(await rebuild());
    const chunk = (id: string) => fetch(`${origin}/_astro/island.${id}.js`);
    // The live release and the two before it answer; the oldest was pruned.
    for (const id of ids.slice(1)) {
      const res = await chunk(id);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
    expect((await chunk(ids[0]!)).status).toBe(404);
    expect((await readdir(dir)).filter(isReleaseId).sort()).toEqual(ids.slice(1));
  });

  it('stops a running build on close and removes its unfinished release', async () => {
    await start();
    const live = site!.store.live()!;
    instant = false;
    await hook();
    await until((s) => s.state === 'building');
    const stopped = builds.at(-1)!.id;
    // The stand-in writes its folder just after the build starts.
    await expect.poll(() => readdir(dir)).toContain(stopped);
    await site!.close();
    site = undefined;
    expect(await readdir(dir)).not.toContain(stopped);
    expect(await readlink(join(dir, 'live'))).toBe(live);
  });
});
