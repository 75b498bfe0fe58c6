import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildStatus } from '../../src/lib/contract/build-status.ts';
import { buildHook, MAX_HOOK_BODY_BYTES, randomHookSecret } from '../../scripts/releases/hook.ts';

const SECRET = 'a-test-secret-of-the-build-hook';
const idle: BuildStatus = { state: 'idle', current: null, last: null, live: '20261123-190000-000-abcd', queued: false };
let requests = 0;
let server: Server;
let origin: string;

beforeAll(async () => {
  const hook = buildHook(SECRET, {
    request: () => {
      requests++;
      return { ...idle, state: 'queued', queued: true };
    },
    status: () => idle,
  });
  server = createServer((req, res) => void hook.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const bearer = (secret: string) => ({ Authorization: `Bearer ${secret}` });

describe('buildHook', () => {
  it('asks for a build on POST /_hooks/rebuild with the secret, answering 202 with the status', async () => {
    const before = requests;
    const res = await fetch(`${origin}/_hooks/rebuild`, { method: 'POST', headers: bearer(SECRET), body: '{"from":"editor"}' });
    expect(res.status).toBe(202);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ state: 'queued', queued: true });
    expect(requests).toBe(before + 1);
  });

  it('answers the status on GET /_hooks/status with the secret, asking for no build', async () => {
    const before = requests;
    const res = await fetch(`${origin}/_hooks/status`, { headers: bearer(SECRET) });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(idle);
    expect(requests).toBe(before);
  });

  it.each([
    ['no Authorization header', {}],
    ['a wrong secret', bearer('not-the-secret')],
    ['the secret with a character more', bearer(`${SECRET}x`)],
    ['another scheme', { Authorization: `Basic ${SECRET}` }],
    ['an empty bearer', { Authorization: 'Bearer ' }],
  ])('refuses %s with 401 and asks for no build', async (_, headers: Record<string, string>) => {
    const before = requests;
    for (const [path, method] of [['/_hooks/rebuild', 'POST'], ['/_hooks/status', 'GET']] as const) {
      const res = await fetch(origin + path, { method, headers });
      expect(res.status).toBe(401);
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
      expect(await res.json()).toEqual({ error: expect.any(String) });
    }
    expect(requests).toBe(before);
  });

  it('answers 405 with Allow for a method the path does not take', async () => {
    const get = await fetch(`${origin}/_hooks/rebuild`, { headers: bearer(SECRET) });
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    const post = await fetch(`${origin}/_hooks/status`, { method: 'POST', headers: bearer(SECRET) });
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers 404 for another path under /_hooks/', async () => {
    expect((await fetch(`${origin}/_hooks/deploy`, { method: 'POST', headers: bearer(SECRET) })).status).toBe(404);
  });

  it('refuses a body past the limit with 413 rather than reading it', async () => {
    const before = requests;
    const res = await fetch(`${origin}/_hooks/rebuild`, { method: 'POST', headers: bearer(SECRET), body: 'x'.repeat(MAX_HOOK_BODY_BYTES + 1) });
    expect(res.status).toBe(413);
    expect(requests).toBe(before);
  });

  it('will not run without a secret', () => {
    expect(() => buildHook('', { request: () => idle, status: () => idle })).toThrow();
  });
});

describe('randomHookSecret', () => {
  it('makes a long secret, a new one each time', () => {
    const [a, b] = [randomHookSecret(), randomHookSecret()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a).not.toBe(b);
  });
});
