import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { useStubServer } from './support/stub-server.ts';
import { createApiClient, RETRY_STATUSES, type ApiClientOptions, type HttpMethod } from '../../src/lib/api/index.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';

// A real local server on a free port, as ofetch's own tests do: nothing about fetch is mocked.
const stub = useStubServer();
const { seen } = stub;

const client = (options: Partial<ApiClientOptions> = {}) =>
  createApiClient({ baseURL: stub.baseURL, apiKey: 'key-123', deviceId: 'device-abc', retryDelay: 1, ...options });

/** A port that was free a moment ago and has nothing listening on it now. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('createApiClient', () => {
  it('sends X-API-KEY and X-DEVICE-ID with every request', async () => {
    await client().request('GET', '/api/anything');
    expect(seen[0]?.headers['x-api-key']).toBe('key-123');
    expect(seen[0]?.headers['x-device-id']).toBe('device-abc');
  });

  it('says the page’s language, for the texts and e-mails the API writes (issue 24)', async () => {
    await client().request('GET', '/a');
    await renderIn('bn', () => client().request('POST', '/b', { body: {} }));
    expect(seen.map((request) => request.headers['accept-language'])).toEqual(['en', 'bn']);
  });

  it('leaves X-AUTH-TOKEN out when there is no token', async () => {
    await client().request('GET', '/a');
    await client({ getToken: () => null }).request('GET', '/b');
    await client({ getToken: () => '' }).request('GET', '/c');
    expect(seen.map((request) => request.headers['x-auth-token'])).toEqual([undefined, undefined, undefined]);
  });

  it('reads the token at each request, so signing in and out takes effect at once', async () => {
    let token: string | null = 'token-1';
    const api = client({ getToken: () => token });
    await api.request('GET', '/a');
    token = null;
    await api.request('GET', '/b');
    token = 'token-2';
    await api.request('POST', '/c', { body: {} });
    expect(seen.map((request) => request.headers['x-auth-token'])).toEqual(['token-1', undefined, 'token-2']);
  });

  it('resolves a success to ok with status and parsed body', async () => {
    expect(await client().request('GET', '/a')).toEqual({ ok: true, status: 200, body: { hello: 'world' } });
  });

  // Spec §9, written out rather than read from RETRY_STATUSES so that a status dropped there fails here.
  const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(RETRIED)('retries a GET on %i and resolves with the answer that succeeds', async (status) => {
    stub.reply((_, nth) => (nth < 3 ? { status, body: { message: 'try again' } } : { status: 200, body: { n: nth } }));
    const result = await client().request('GET', '/flaky');
    expect(result).toEqual({ ok: true, status: 200, body: { n: 3 } });
    expect(seen.map((request) => request.method)).toEqual(['GET', 'GET', 'GET']);
  });

  it('retries on exactly the statuses it documents', () => {
    expect([...RETRY_STATUSES].sort((a, b) => a - b)).toEqual(RETRIED);
  });

  it('gives up after the retry count (default 2) with the last error', async () => {
    stub.reply(() => ({ status: 503, body: { message: 'Down for maintenance' } }));
    const result = await client().request('GET', '/down');
    expect(seen).toHaveLength(3);
    expect(result).toMatchObject({ ok: false, status: 503, error: { message: 'Down for maintenance' } });
  });

  // Client errors would fail the same way again; 501 is a server that will never do it.
  it.each([400, 401, 403, 404, 410, 422, 501, 505])('does not retry a GET on %i, and resolves with that error', async (status) => {
    stub.reply(() => ({ status, body: { message: 'no' } }));
    const result = await client().request('GET', '/a');
    expect(seen).toHaveLength(1);
    expect(result).toMatchObject({ ok: false, status, error: { status, message: 'no' } });
  });

  it.each<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE'])('never retries %s, even on 503', async (method) => {
    stub.reply(() => ({ status: 503, body: { message: 'busy' } }));
    const result = await client({ retry: 5 }).request(method, '/api/checkouts', { body: { id: 1 } });
    expect(seen).toHaveLength(1);
    expect(result.status).toBe(503);
  });

  it('sends query parameters and a JSON body, leaving out null and undefined', async () => {
    await client().request('POST', '/api/sales', { query: { id: 7, a: null, b: undefined, tag: ['x', 'y'] }, body: { page: 1 } });
    expect(seen[0]?.url).toBe('/api/sales?id=7&tag=x&tag=y');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ page: 1 });
  });

  it('validates a success body with the schema it is given', async () => {
    const result = await client().request('GET', '/a', { schema: v.object({ hello: v.string() }) });
    expect(result).toEqual({ ok: true, status: 200, body: { hello: 'world' } });
  });

  it('turns a body that breaks the schema into a 502', async () => {
    const result = await client().request('GET', '/a', { schema: v.object({ hello: v.number() }) });
    expect(result).toMatchObject({ ok: false, status: 502, error: { status: 502, message: 'Unexpected response from the server.' } });
  });

  it('resolves a refused connection to the network error, as a 500', async () => {
    const api = createApiClient({ baseURL: `http://127.0.0.1:${await closedPort()}`, apiKey: 'k', deviceId: 'd', retryDelay: 1 });
    const result = await api.request('GET', '/a');
    expect(result).toEqual({
      ok: false,
      status: 500,
      error: { status: 500, message: 'Connection error: Unable to reach the server.', fieldErrors: {}, showable: true, network: true },
    });
  });

  it('resolves a timeout to the network error', async () => {
    stub.reply(() => 'hang');
    const result = await client({ timeout: 50, retry: 0 }).request('GET', '/slow');
    expect(result).toMatchObject({ ok: false, status: 500, error: { network: true } });
  });
});

describe('error normalisation', () => {
  const post = () => client().request('POST', '/api/addresses', { body: {} });

  it('maps a 422 to the first message per dotted path', async () => {
    stub.reply(() => ({
      status: 422,
      body: { message: 'Validation failed', errors: { 'address.city': ['Required', 'Too short'], 'items.0.quantity': ['Too big'] } },
    }));
    const result = await post();
    expect(result).toEqual({
      ok: false,
      status: 422,
      error: {
        status: 422,
        message: 'Validation failed',
        fieldErrors: { 'address.city': 'Required', 'items.0.quantity': 'Too big' },
        showable: false,
        network: false,
      },
    });
  });

  it('shows a 404 with the server message', async () => {
    stub.reply(() => ({ status: 404, body: { message: 'Category not found: 9' } }));
    expect(await post()).toMatchObject({ status: 404, error: { message: 'Category not found: 9', showable: true, network: false } });
  });

  it.each([403, 500])('treats %i as showable', async (status) => {
    stub.reply(() => ({ status, body: { message: 'Nope' } }));
    expect(await post()).toMatchObject({ status, error: { showable: true } });
  });

  it.each([400, 401, 409])('does not treat %i as showable', async (status) => {
    stub.reply(() => ({ status, body: { message: 'A valid X-API-KEY header is required' } }));
    expect(await post()).toMatchObject({ status, error: { message: 'A valid X-API-KEY header is required', showable: false } });
  });

  it('falls back to a generic message when the error body has none', async () => {
    stub.reply(() => ({ status: 400 }));
    expect(await post()).toMatchObject({ error: { message: 'Something went wrong. Please try again.', fieldErrors: {} } });
  });
});
