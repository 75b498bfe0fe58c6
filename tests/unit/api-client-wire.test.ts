import { describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { createApiClient, type ApiClientOptions } from '../../src/lib/api/index.ts';
import { useStubServer } from './support/stub-server.ts';

// How the client puts requests on the wire and reads answers through ofetch (issue 23): what the
// shop relies on the library for, so an upgrade that changes it fails here.
const stub = useStubServer();
const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseURL: stub.baseURL, apiKey: 'key-123', deviceId: 'device-abc', retryDelay: 1, ...options });

describe('requests', () => {
  it('joins a base URL with a trailing slash and a path without doubling the slash', async () => {
    await client({ baseURL: `${stub.baseURL}/` }).request('GET', '/api/a');
    expect(stub.seen[0]?.url).toBe('/api/a');
  });
  it('encodes query values, Bangla and reserved characters included', async () => {
    await client().request('GET', '/api/items', { query: { query: 'কলম & pen', page: 2, on: true } });
    expect(new URL(stub.seen[0]?.url ?? '', 'http://x').searchParams.get('query')).toBe('কলম & pen');
    expect(stub.seen[0]?.url).toMatch(/&page=2&on=true$/);
  });
  it('asks for JSON, and sends no Content-Type without a body', async () => {
    await client().request('GET', '/a');
    expect(stub.seen[0]?.headers['accept']).toBe('application/json');
    expect(stub.seen[0]?.headers['content-type']).toBeUndefined();
  });
  it('sends URLSearchParams and FormData as forms, and a string as it is (taken to be JSON already)', async () => {
    await client().request('POST', '/a', { body: new URLSearchParams({ a: '1' }) });
    const form = new FormData();
    form.set('b', '2');
    await client().request('POST', '/b', { body: form });
    await client().request('POST', '/c', { body: '{"c":3}' });
    expect(stub.seen[0]).toMatchObject({ body: 'a=1', headers: { 'content-type': expect.stringMatching(/^application\/x-www-form-urlencoded/) } });
    expect(stub.seen[1]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(stub.seen[1]?.body).toContain('name="b"');
    expect(stub.seen[2]).toMatchObject({ body: '{"c":3}', headers: { 'content-type': 'application/json' } });
  });
  it('adds a call’s own headers to the fixed ones', async () => {
    await client().request('POST', '/api/checkouts', { body: {}, headers: { 'Idempotency-Key': 'key-1' } });
    expect(stub.seen[0]?.headers).toMatchObject({ 'idempotency-key': 'key-1', 'x-api-key': 'key-123' });
  });
});

describe('answers', () => {
  it('resolves an empty success (204) to no body', async () => {
    stub.reply(() => ({ status: 204 }));
    expect(await client().request('DELETE', '/api/wishlists/1')).toEqual({ ok: true, status: 204, body: undefined });
  });
  it('reads an HTML error page of a proxy as no error body: the generic message', async () => {
    stub.reply(() => ({ status: 502, text: '<html><body>Bad gateway</body></html>' }));
    expect(await client({ retry: 0 }).request('GET', '/a')).toMatchObject({
      ok: false, status: 502, error: { message: 'Something went wrong. Please try again.', network: false },
    });
  });
  it('reads an HTML success as its text: a schema then refuses it as an unexpected answer', async () => {
    stub.reply(() => ({ status: 200, text: '<html>Captive portal</html>' }));
    expect(await client().request('GET', '/a')).toEqual({ ok: true, status: 200, body: '<html>Captive portal</html>' });
    expect(await client().request('GET', '/a', { schema: v.object({ hello: v.string() }) })).toMatchObject({ ok: false, status: 502 });
  });
  it('reads JSON sent without a Content-Type as JSON', async () => {
    stub.reply(() => ({ status: 200, text: '{"a":1}', type: null }));
    expect(await client().request('GET', '/a')).toEqual({ ok: true, status: 200, body: { a: 1 } });
  });
  // destr (ofetch's JSON reader) drops them, as the hand-written reviver did; it warns on the console.
  it.each([
    ['__proto__', '{"a":1,"__proto__":{"polluted":true}}'],
    ['an escaped __proto__', '{"a":1,"\\u005f_proto__":{"polluted":true}}'],
    ['constructor.prototype', '{"a":1,"constructor":{"prototype":{"polluted":true}}}'],
  ])('drops keys that could reach prototypes from a parsed answer: %s', async (_, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stub.reply(() => ({ status: 200, text, type: 'application/json' }));
    const result = await client().request<Record<string, unknown>>('GET', '/a');
    warn.mockRestore();
    expect(result).toEqual({ ok: true, status: 200, body: { a: 1 } });
    expect(result.ok && Object.getPrototypeOf(result.body)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
  it('keeps a key named constructor that is plain data', async () => {
    stub.reply(() => ({ status: 200, body: { constructor: 'Kolom Ltd' } }));
    expect(await client().request('GET', '/a')).toEqual({ ok: true, status: 200, body: { constructor: 'Kolom Ltd' } });
  });
});

// Each attempt has its own timeout (ofetch's own `timeout` option covers the first attempt only).
describe('timeouts', () => {
  it('retries a GET that timed out, and resolves with the answer that came', async () => {
    stub.reply((_, nth) => (nth === 1 ? 'hang' : { status: 200, body: { n: nth } }));
    expect(await client({ timeout: 100 }).request('GET', '/slow-once')).toEqual({ ok: true, status: 200, body: { n: 2 } });
  });
  it('times out a retried attempt too', async () => {
    stub.reply((_, nth) => (nth === 1 ? { status: 503 } : nth === 2 ? 'hang' : { status: 200, body: { n: nth } }));
    expect(await client({ timeout: 100 }).request('GET', '/busy-then-slow')).toEqual({ ok: true, status: 200, body: { n: 3 } });
    expect(stub.seen).toHaveLength(3);
  });
  it('times out each attempt of a call that has a signal of its own', async () => {
    stub.reply((_, nth) => (nth === 1 ? 'hang' : { status: 200, body: { n: nth } }));
    const result = await client({ timeout: 100 }).request('GET', '/slow-once', { signal: new AbortController().signal });
    expect(result).toEqual({ ok: true, status: 200, body: { n: 2 } });
  });
  it('gives up after the retries, each timed out, with the network error', async () => {
    stub.reply(() => 'hang');
    const started = Date.now();
    expect(await client({ timeout: 100 }).request('GET', '/hangs')).toMatchObject({ ok: false, status: 500, error: { network: true } });
    expect(stub.seen).toHaveLength(3);
    expect(Date.now() - started).toBeLessThan(2000);
  });
  it('never retries a write that timed out', async () => {
    stub.reply(() => 'hang');
    expect(await client({ timeout: 100 }).request('POST', '/api/orders', { body: {} })).toMatchObject({ ok: false, error: { network: true } });
    expect(stub.seen).toHaveLength(1);
  });
});
