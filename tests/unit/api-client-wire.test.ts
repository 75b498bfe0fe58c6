import { describe, expect, it } from 'vitest';
import { createApiClient, type ApiClientOptions } from '../../src/lib/api/index.ts';
import { useStubServer } from './support/stub-server.ts';

// How the client puts requests on the wire and reads answers: what a fetch library did for it
// before the client was written on `fetch` itself (issue 11's JavaScript budget).
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
  it('sends a string or URLSearchParams body as it is, not as JSON', async () => {
    await client().request('POST', '/a', { body: new URLSearchParams({ a: '1' }) });
    await client().request('POST', '/b', { body: 'plain' });
    expect(stub.seen.map((request) => request.body)).toEqual(['a=1', 'plain']);
    expect(stub.seen[0]?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(stub.seen[1]?.headers['content-type']).toMatch(/^text\/plain/);
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
  it('drops keys that could reach prototypes from a parsed answer', async () => {
    stub.reply(() => ({ status: 200, text: '{"a":1,"__proto__":{"polluted":true}}' }));
    const result = await client().request<Record<string, unknown>>('GET', '/a');
    expect(result).toEqual({ ok: true, status: 200, body: { a: 1 } });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
  it('retries a GET that timed out, and resolves with the answer that came', async () => {
    stub.reply((_, nth) => (nth === 1 ? 'hang' : { status: 200, body: { n: nth } }));
    expect(await client({ timeout: 100 }).request('GET', '/slow-once')).toEqual({ ok: true, status: 200, body: { n: 2 } });
  });
});
