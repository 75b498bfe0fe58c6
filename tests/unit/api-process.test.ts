import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { launchApi, type ApiExit, type ApiOverrides, type ApiProcess } from '../../scripts/api-process.ts';
import { alive } from './support/processes.ts';

/*
 * The reference API in a process of its own (issue 22 §12, scripts/api-process.ts): the real API
 * forked on a small temporary database. What `npm start` relies on: another pid, ready only once
 * it listens, a clean close (port free, database closed), a death reported, no orphan.
 */
let dir: string;
let running: ApiProcess[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'api-process-'));
  running = [];
});
afterEach(async () => {
  await Promise.all(running.map((api) => api.close()));
  rmSync(dir, { recursive: true, force: true });
});

const files = () => ({ dbPath: join(dir, 'shop.db'), mediaCacheDir: join(dir, 'media'), outboxDir: join(dir, 'outbox') });

async function launch(overrides: ApiOverrides = {}, onUnexpectedExit?: (exit: ApiExit) => void, env?: NodeJS.ProcessEnv): Promise<ApiProcess> {
  const api = await launchApi(
    { port: 0, demoProducts: 5, editorKey: 'test-editor-key-of-the-child', ...files(), ...overrides },
    { ...(onUnexpectedExit ? { onUnexpectedExit } : {}), ...(env ? { env } : {}) },
  );
  running.push(api);
  return api;
}

/** The API as a client on this machine reaches it: the loopback address it binds to. */
const loopback = (api: ApiProcess) => api.url.replace('//localhost:', '//127.0.0.1:');
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const probe = createServer().once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });

describe('launchApi', () => {
  it('runs the API in another process, answering once ready', async () => {
    const api = await launch();
    expect(api.pid).not.toBe(process.pid);
    expect(alive(api.pid)).toBe(true);
    const health = await fetch(`${loopback(api)}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('closes: the process exits 0, its port is free, its database closed (no WAL left)', async () => {
    const api = await launch();
    const port = Number(new URL(api.url).port);
    await api.close();
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(alive(api.pid)).toBe(false);
    expect(await portFree(port)).toBe(true);
    expect(existsSync(join(dir, 'shop.db'))).toBe(true);
    expect(existsSync(join(dir, 'shop.db-wal'))).toBe(false);
  });

  it('passes the settings as given, an explicit undefined included', async () => {
    // Structured clone keeps `editorKey: undefined` (readConfig: "set, to nothing", so a random key
    // for this run), where JSON would drop it and the key in the environment would open the editor API.
    const env = { ...process.env, API_EDITOR_KEY: 'editor-key-from-the-environment' };
    const api = await launch({ editorKey: undefined, corsOrigins: ['http://127.0.0.1:4999'] }, undefined, env);
    const editor = await fetch(`${loopback(api)}/api/editor/changes`, { headers: { Authorization: 'Bearer editor-key-from-the-environment' } });
    expect(editor.status).toBe(401);
    const preflight = await fetch(`${loopback(api)}/api/v3/items/joined`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4999', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4999');
  });

  it('ignores SIGINT (its parent closes it) and closes on SIGTERM, which it reports as an exit 0', async () => {
    const exits: ApiExit[] = [];
    const api = await launch({}, (exit) => exits.push(exit));
    process.kill(api.pid, 'SIGINT');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${loopback(api)}/health`)).status).toBe(200);
    process.kill(api.pid, 'SIGTERM');
    expect(await api.exited).toEqual({ code: 0, signal: null });
    expect(exits).toEqual([{ code: 0, signal: null }]);
    expect(existsSync(join(dir, 'shop.db-wal'))).toBe(false);
  });

  it('reports a death to its parent', async () => {
    const exits: ApiExit[] = [];
    const api = await launch({}, (exit) => exits.push(exit));
    process.kill(api.pid, 'SIGKILL');
    expect(await api.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(exits).toEqual([{ code: null, signal: 'SIGKILL' }]);
    await api.close(); // a close after the death is a no-op
  });

  it('rejects with the reason when the API cannot start', async () => {
    const first = await launch();
    const port = Number(new URL(first.url).port);
    await expect(launch({ port, dbPath: join(dir, 'second.db') })).rejects.toThrow(/EADDRINUSE/);
  });

  it('closes by itself when its parent dies: no orphan', async () => {
    const parent = spawn(process.execPath, [fileURLToPath(new URL('./support/api-parent.ts', import.meta.url)), dir], { stdio: ['ignore', 'pipe', 'inherit'] });
    const line = await new Promise<string>((resolve, reject) => {
      let said = '';
      parent.stdout.on('data', (chunk: Buffer) => {
        said += chunk.toString();
        const json = said.split('\n').find((l) => l.startsWith('{'));
        if (json) resolve(json);
      });
      parent.once('exit', (code) => reject(new Error(`the parent exited with ${code}: ${said}`)));
    });
    const { pid } = JSON.parse(line) as { pid: number };
    expect(alive(pid)).toBe(true);
    parent.kill('SIGKILL');
    for (let i = 0; i < 100 && alive(pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(pid)).toBe(false);
    expect(existsSync(join(dir, 'shop.db-wal'))).toBe(false);
  });
});
