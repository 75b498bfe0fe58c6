import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { readConfig } from '../../api/config.ts';
import { startApi } from '../../api/server.ts';
import { clockedConfig, useClockedApi } from './support/clocked-api.ts';
import { createBuildHook, statusUrlOf, type BuildHook, type HookOutcome } from '../../api/editor/build-hook.ts';
import { createApp } from '../../api/app.ts';
import { createDeps } from '../../api/deps.ts';
import { openDatabase } from '../../api/db/open.ts';
import { seedDemoData } from '../../api/seed/index.ts';
import { useReferenceApi } from './support/reference-api.ts';
import { useStubServer } from './support/stub-server.ts';

// The build hook client that every edit calls (issue 14 §6), against a real local HTTP server that
// records the calls. p-retry waits for real, so the tests shrink the first wait from 1 s to 1 ms
// (each next wait doubles all the same) and read the waits from the log, which names each one.
const SECRET = 'hook-secret-for-tests';
const stub = useStubServer();

/** The waits before each retry, in ms, as the log lines of failed calls name them. */
const waitsIn = (logged: string[]) => logged.flatMap((line) => /trying again in (\d+) ms$/.exec(line)?.[1] ?? []).map(Number);

/** A hook client on the stub whose waits are a thousandth of the real ones, and whose log is kept. */
function hookOnStub(url = `${stub.baseURL}/_hooks/rebuild`, timeoutMs = 2000) {
  const logged: string[] = [];
  const hook = createBuildHook({ url, secret: SECRET, firstDelayMs: 1, log: (line) => void logged.push(line), timeoutMs });
  return { hook, logged };
}

/** A port nothing listens on: bound, read and released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('createBuildHook().requestRebuild', () => {
  it('POSTs to the hook with the secret as a Bearer token', async () => {
    const { hook, logged } = hookOnStub();
    expect(await hook.requestRebuild('sku 5')).toBe('requested');
    expect(stub.seen).toHaveLength(1);
    expect(stub.seen[0]).toMatchObject({ method: 'POST', url: '/_hooks/rebuild' });
    expect(stub.seen[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(waitsIn(logged)).toEqual([]);
  });

  it('retries a 500 with exponential backoff (1 s, 2 s …) until the hook takes it, logging each failure', async () => {
    stub.reply((_request, nth) => (nth < 3 ? { status: 500, body: { message: 'busy' } } : { status: 202, body: { state: 'queued' } }));
    const { hook, logged } = hookOnStub();
    expect(await hook.requestRebuild('product 1')).toBe('requested');
    expect(stub.seen).toHaveLength(3);
    expect(waitsIn(logged)).toEqual([1, 2]);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toBe('[editor] build hook call 1/5 for product 1 failed (HTTP 500): trying again in 1 ms');
  });

  it('retries a 429 (the hook is there but busy) and a call that times out', async () => {
    stub.reply((_request, nth) => (nth === 1 ? { status: 429 } : nth === 2 ? 'hang' : { status: 202, body: { state: 'queued' } }));
    const { hook, logged } = hookOnStub(undefined, 300);
    expect(await hook.requestRebuild('sku 2')).toBe('requested');
    expect(stub.seen).toHaveLength(3);
    expect(waitsIn(logged)).toEqual([1, 2]);
    expect(logged[0]).toContain('(HTTP 429)');
    expect(logged[1]).toMatch(/call 2\/5 .*due to timeout/);
  });

  it('gives up after 5 tries at an unreachable hook (waits 1, 2, 4, 8 s) and says so in the log', async () => {
    const { hook, logged } = hookOnStub(`http://127.0.0.1:${await closedPort()}/_hooks/rebuild`);
    expect(await hook.requestRebuild('page about')).toBe('failed');
    expect(waitsIn(logged)).toEqual([1, 2, 4, 8]);
    expect(logged).toHaveLength(5);
    expect(logged[4]).toMatch(/5\/5 .*giving up; the edit is saved/);
  });

  it('does not retry a refusal that would be refused again (401: a wrong secret)', async () => {
    stub.reply(() => ({ status: 401, body: { message: 'no' } }));
    const { hook, logged } = hookOnStub();
    expect(await hook.requestRebuild('sku 1')).toBe('failed');
    expect(stub.seen).toHaveLength(1);
    expect(waitsIn(logged)).toEqual([]);
    expect(logged).toEqual(['[editor] build hook call 1/5 for sku 1 failed (HTTP 401): giving up; the edit is saved, rebuild by hand (npm run rebuild)']);
  });

  it('skips the call, with a log line, when no hook is configured', async () => {
    const logged: string[] = [];
    const hook = createBuildHook({ url: undefined, secret: undefined, log: (line) => void logged.push(line) });
    expect(hook.configured).toBe(false);
    expect(await hook.requestRebuild('sku 1')).toBe('skipped');
    expect(logged[0]).toMatch(/no build hook configured/);
  });

  it('waits 1 s before its first retry by default, and stops waiting when closed (the API is shutting down)', async () => {
    stub.reply(() => ({ status: 503 }));
    const logged: string[] = [];
    const hook = createBuildHook({ url: `${stub.baseURL}/_hooks/rebuild`, secret: SECRET, log: (line) => void logged.push(line) });
    const started = performance.now();
    const outcome = hook.requestRebuild('sku 1');
    await vi.waitFor(() => expect(logged).toHaveLength(1));
    expect(waitsIn(logged)).toEqual([1000]);
    hook.close();
    expect(await outcome).toBe('failed');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(stub.seen).toHaveLength(1);
    expect(logged).toHaveLength(1);
  });
});

describe('createBuildHook().status', () => {
  it('reads the hook’s status beside its rebuild endpoint, with the secret', async () => {
    stub.reply(() => ({ status: 200, body: { state: 'building', current: { id: 'r2', startedAt: '2026-11-23T10:00:00.000Z' }, last: { id: 'r1', finishedAt: '2026-11-23T09:00:00.000Z', durationMs: 4000, pages: 500 } } }));
    const { hook } = hookOnStub();
    expect(await hook.status()).toMatchObject({ state: 'building', last: { id: 'r1', pages: 500 } });
    expect(stub.seen[0]).toMatchObject({ method: 'GET', url: '/_hooks/status' });
    expect(stub.seen[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(statusUrlOf('http://127.0.0.1:4321/_hooks/rebuild')).toBe('http://127.0.0.1:4321/_hooks/status');
  });

  it('answers unknown when the hook is unreachable, refuses, or answers something else', async () => {
    expect(await hookOnStub(`http://127.0.0.1:${await closedPort()}/_hooks/rebuild`).hook.status()).toEqual({ state: 'unknown' });
    stub.reply(() => ({ status: 401 }));
    expect(await hookOnStub().hook.status()).toEqual({ state: 'unknown' });
    stub.reply(() => ({ status: 200, text: '<html>' }));
    expect(await hookOnStub().hook.status()).toEqual({ state: 'unknown' });
  });
});

describe('an edit on the running API', () => {
  const api = useReferenceApi({ demoProducts: 3, editorKey: 'editor-key-for-hook-tests', buildHookSecret: SECRET });
  const patch = (path: string, body: unknown) =>
    fetch(`${api.origin}/api/editor${path}`, { method: 'PATCH', headers: { Authorization: 'Bearer editor-key-for-hook-tests', 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it('calls the configured hook with its secret after the edit is committed, and proxies its status to the screen', async () => {
    // The fixture's API starts before the stub's address is known: restart it pointed at the stub.
    process.env['BUILD_HOOK_URL'] = `${stub.baseURL}/_hooks/rebuild`;
    try {
      await api.restart();
    } finally {
      delete process.env['BUILD_HOOK_URL'];
    }
    stub.reply((request) => (request.method === 'POST' ? { status: 202, body: { state: 'queued' } } : { status: 200, body: { state: 'idle', last: { id: 'r9', pages: 12 } } }));
    const sent = await patch('/products/1', { name: 'Hooked pen' });
    expect(sent.status).toBe(200);
    expect(sent.headers.get('X-Rebuild')).toBe('requested');
    await vi.waitFor(() => expect(stub.seen.filter((r) => r.method === 'POST')).toHaveLength(1));
    expect(stub.seen[0]!.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(JSON.parse(stub.seen[0]!.body)).toEqual({ reason: 'product 1' });

    const builds = await fetch(`${api.origin}/api/editor/builds`, { headers: { Authorization: 'Bearer editor-key-for-hook-tests' } });
    expect(await builds.json()).toMatchObject({ state: 'idle', last: { id: 'r9', pages: 12 } });
    expect(stub.seen.at(-1)!.headers.authorization).toBe(`Bearer ${SECRET}`);
  });
});

describe('an edit whose hook fails', () => {
  it('is saved and stays saved while the hook is retried with backoff and given up on', async () => {
    stub.reply(() => ({ status: 500 }));
    const db = openDatabase(':memory:');
    seedDemoData(db, { products: 2, now: new Date('2026-06-01T10:00:00Z') });
    const logged: string[] = [];
    const outcomes: Promise<HookOutcome>[] = [];
    const real = createBuildHook({ url: `${stub.baseURL}/_hooks/rebuild`, secret: SECRET, firstDelayMs: 1, log: (line) => void logged.push(line) });
    const buildHook: BuildHook = { ...real, configured: true, requestRebuild: (reason) => (outcomes.push(real.requestRebuild(reason)), outcomes.at(-1)!) };
    const app = createApp(createDeps(db, { ...clockedConfig, editorKey: 'k-for-failing-hook' }, { buildHook }));
    const skuId = Number(db.prepare('SELECT id FROM skus WHERE product_id = 1 ORDER BY id LIMIT 1').get()!['id']);

    const sent = await app.request(`/api/editor/skus/${skuId}`, { method: 'PATCH', headers: { Authorization: 'Bearer k-for-failing-hook', 'Content-Type': 'application/json' }, body: JSON.stringify({ price: 321 }) });
    expect(sent.status).toBe(200);
    expect(await Promise.all(outcomes)).toEqual(['failed']);
    expect(stub.seen).toHaveLength(5);
    expect(waitsIn(logged)).toEqual([1, 2, 4, 8]);
    expect(db.prepare('SELECT price_paisa FROM skus WHERE id = ?').get(skuId)).toEqual({ price_paisa: 32100 });
    expect(db.prepare("SELECT COUNT(*) AS n FROM editor_changes WHERE resource = 'sku'").get()).toEqual({ n: 1 });
    db.close();
  });
});

describe('wrong editor keys', () => {
  const api = useClockedApi((db, now) => void seedDemoData(db, { products: 1, now }));
  const withKey = (key: string, from: string) => api.request('GET', '/api/editor/changes', undefined, { headers: { Authorization: `Bearer ${key}` }, from });

  it('lock an address out for 15 minutes after 10 wrong keys, even for the right key, and not other addresses', async () => {
    api.start(api.db, { ...clockedConfig, editorKey: 'the-right-key' });
    for (let i = 0; i < 10; i++) expect((await withKey(`guess-${i}`, '198.51.100.7')).status).toBe(401);
    const locked = await withKey('the-right-key', '198.51.100.7');
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await withKey('the-right-key', '198.51.100.8')).status).toBe(200);
    api.now += 15 * 60 * 1000 + 1000;
    expect((await withKey('the-right-key', '198.51.100.7')).status).toBe(200);
  });

  it('refuse everyone when no editor key is configured', async () => {
    expect((await withKey('', '198.51.100.9')).status).toBe(401);
    expect((await withKey('anything', '198.51.100.9')).status).toBe(401);
  });
});

describe('the editor’s configuration', () => {
  it('reads API_EDITOR_KEY, BUILD_HOOK_URL and BUILD_HOOK_SECRET from the environment, with no default', () => {
    expect(readConfig({})).toMatchObject({ editorKey: undefined, buildHookUrl: undefined, buildHookSecret: undefined });
    const env = { API_EDITOR_KEY: ' key ', BUILD_HOOK_URL: 'http://127.0.0.1:4321/_hooks/rebuild', BUILD_HOOK_SECRET: 's' };
    expect(readConfig(env)).toMatchObject({ editorKey: 'key', buildHookUrl: env.BUILD_HOOK_URL, buildHookSecret: 's' });
    expect(readConfig(env, { buildHookUrl: undefined }).buildHookUrl).toBeUndefined();
  });

  it('has startApi generate a random key, and print it, when none is configured', async () => {
    const logs: string[] = [];
    const spy = vi.spyOn(console, 'log').mockImplementation((line: string) => void logs.push(line));
    const keys: (string | undefined)[] = [];
    try {
      for (let i = 0; i < 2; i++) {
        const running = await startApi({ port: 0, demoProducts: 0, dbPath: ':memory:', mediaCacheDir: '/tmp/unused-media', editorKey: undefined });
        keys.push(running.config.editorKey);
        await running.close();
      }
    } finally {
      spy.mockRestore();
    }
    expect(keys[0]).toMatch(/^[\w-]{32}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(logs.some((line) => line.includes(keys[0]!) && line.includes('API_EDITOR_KEY'))).toBe(true);
  });
});
