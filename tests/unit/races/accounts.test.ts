import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { buildHook } from '../../../scripts/releases/hook.ts';
import type { BuildStatus } from '../../../src/lib/contract/build-status.ts';
import { newCustomer, outboxFiles, send, tempOutbox } from '../support/accounts.ts';
import { useReferenceApi } from '../support/reference-api.ts';
import { burst, tally } from '../support/burst.ts';

// Concurrency (issue 22, first test layer): every limit on guesses holds against a burst sent at
// once to the real API over HTTP. A 401 (or 200, or 422 for a wrong current password) means the
// guess was judged; a 429 means it never was. The invariant: at most the limit's worth judged.
const outbox = tempOutbox();
const EDITOR_KEY = 'races-editor-key-0123456789abcdef';
const api = useReferenceApi({ demoProducts: 5, outboxDir: outbox, smtpUrl: undefined, editorKey: EDITOR_KEY });

describe('a burst of guesses at once', () => {
  it('50 wrong passwords for one e-mail: at most 5 judged, the rest 429', async () => {
    const { email } = await newCustomer(api);
    const answers = await burst(50, () => send(api, 'POST', '/api/signin/customers', { body: { email, password: 'a wrong guess' } }));
    expect(tally(answers)).toEqual({ 401: 5, 429: 45 });
  });

  it('50 guesses with the right one among them: at most 5 judged, so the right one signs in only if it was among them', async () => {
    const { email, password } = await newCustomer(api);
    const answers = await burst(50, (i) => send(api, 'POST', '/api/signin/customers', { body: { email, password: i === 25 ? password : `guess ${i}` } }));
    const counts = tally(answers);
    expect((counts[200] ?? 0) + (counts[401] ?? 0)).toBe(5);
    expect(counts[429]).toBe(45);
  });

  it('30 wrong current passwords on one session: at most 5 judged (422), the rest 429', async () => {
    const { token } = await newCustomer(api);
    const answers = await burst(30, () => send(api, 'POST', '/api/auth/change', { token, body: { currentPassword: 'not it at all', newPassword: 'taken over now' } }));
    expect(tally(answers)).toEqual({ 422: 5, 429: 25 });
  });

  it('50 wrong editor keys: at most 10 judged (401), the rest 429', async () => {
    const answers = await burst(50, (i) => send(api, 'GET', '/api/editor/changes', { headers: { Authorization: `Bearer wrong-key-${i}` } }));
    expect(tally(answers)).toEqual({ 401: 10, 429: 40 });
  });

  it('30 reset requests for one e-mail: 3 answered 200 and mailed, the rest 429', async () => {
    const { email } = await newCustomer(api);
    const before = outboxFiles(outbox).length;
    const answers = await burst(30, () => send(api, 'POST', '/api/forgot', { body: { email } }));
    expect(tally(answers)).toEqual({ 200: 3, 429: 27 });
    await expect.poll(() => outboxFiles(outbox).length - before).toBe(3);
  });
});

describe('the build hook under a burst of wrong secrets', () => {
  let server: Server | undefined;
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it('judges at most 10 (401), answers the rest 429 with Retry-After, and then refuses even the right secret', async () => {
    const idle: BuildStatus = { state: 'idle', current: null, last: null, live: null, queued: false };
    let builds = 0;
    const hook = buildHook('the-right-hook-secret', { request: () => ((builds += 1), idle), status: () => idle });
    server = createServer((req, res) => void hook.handle(req, res));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const call = (secret: string) => fetch(`${origin}/_hooks/rebuild`, { method: 'POST', headers: { Authorization: `Bearer ${secret}` } });
    const answers = await burst(50, (i) => call(`wrong-${i}`));
    expect(tally(answers)).toEqual({ 401: 10, 429: 40 });
    const right = await call('the-right-hook-secret');
    expect(right.status).toBe(429);
    expect(Number(right.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(builds).toBe(0);
  });
});
