import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../api/free-port.ts';
import { startShop, type Shop } from '../../scripts/start.ts';
import { alive } from './support/processes.ts';

/*
 * `npm start`'s shape (scripts/start.ts, issue 22 §12): the real API in a process of its own, the
 * released site served from this one. The site build is a stand-in writing a small release (the
 * real build takes minutes; the e2e suite runs one through scripts/e2e-server.ts).
 */
const SECRET = 'start-shop-test-hook-secret';
const EDITOR_KEY = 'start-shop-test-editor-key';
let dir: string;
let shop: Shop;
const stops: (() => Promise<void>)[] = [];
let apiOrigin: string;

async function fakeBuild(outDir: string, id: string): Promise<void> {
  await mkdir(join(outDir, 'builds', 'meta'), { recursive: true });
  await writeFile(join(outDir, 'index.html'), `<h1>release ${id}</h1>`);
  await writeFile(join(outDir, 'builds', 'meta', `${id}.json`), JSON.stringify({ id, timestamp: 1, pages: ['/'], assets: [] }));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'start-shop-'));
  const [port, apiPort] = [await freePort(), await freePort()];
  apiOrigin = `http://127.0.0.1:${apiPort}`;
  shop = await startShop({
    port,
    host: '127.0.0.1',
    apiPort,
    siteUrl: `http://127.0.0.1:${port}`,
    corsOrigins: [`http://127.0.0.1:${port}`],
    releasesDir: join(dir, 'releases'),
    keep: 3,
    hookSecret: SECRET,
    api: { publicUrl: apiOrigin, dbPath: join(dir, 'shop.db'), mediaCacheDir: join(dir, 'media'), outboxDir: join(dir, 'outbox'), demoProducts: 5, editorKey: EDITOR_KEY },
    build: fakeBuild,
  }, stops);
});
afterAll(async () => {
  await Promise.allSettled(stops.map((close) => close()));
  rmSync(dir, { recursive: true, force: true });
});


describe('npm start', () => {
  it('runs the API in a process of its own and serves the release from this one', async () => {
    expect(shop.api).toBeDefined();
    expect(shop.api!.pid).not.toBe(process.pid);
    expect(await (await fetch(`${shop.url}/`)).text()).toBe(`<h1>release ${shop.first.id}</h1>`);
    expect((await fetch(`${apiOrigin}/health`)).status).toBe(200);
  });

  it('gives the API the build hook and its secret (over IPC): the API reads the hook status with it', async () => {
    const builds = await fetch(`${apiOrigin}/api/editor/builds`, { headers: { Authorization: `Bearer ${EDITOR_KEY}` } });
    // Without the right secret the API would answer { state: 'unknown' }.
    expect(await builds.json()).toMatchObject({ state: 'idle', last: { id: shop.first.id } });
  });

  it('keeps serving pages while the API is frozen', async () => {
    const pid = shop.api!.pid;
    process.kill(pid, 'SIGSTOP'); // nothing the API does, however long, is on the site's way
    try {
      await expect(fetch(`${apiOrigin}/health`, { signal: AbortSignal.timeout(300) })).rejects.toThrow();
      const started = performance.now();
      const page = await fetch(`${shop.url}/`);
      expect(page.status).toBe(200);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    expect((await fetch(`${apiOrigin}/health`)).status).toBe(200);
  });

  it('stops the API process with the shop, its database closed', async () => {
    const pid = shop.api!.pid;
    await Promise.all(stops.splice(0).map((close) => close()));
    expect(alive(pid)).toBe(false);
    expect(await shop.api!.exited).toEqual({ code: 0, signal: null });
    expect(existsSync(join(dir, 'shop.db-wal'))).toBe(false);
  });
});
