import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, errorFromResponse } from '../../src/lib/api/index.ts';

// A 429's Retry-After reaches the error, so a form can say when to try again (issue 10 §3).
let server: Server;
let baseURL = '';
let retryAfter = '120';
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': retryAfter });
    res.end(JSON.stringify({ message: 'Too many failed sign-ins.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('errorFromResponse', () => {
  it('carries Retry-After as seconds', () => {
    expect(errorFromResponse(429, { message: 'Slow down' }, ' 90 ').retryAfter).toBe(90);
  });
  it('leaves retryAfter out when the header is missing or not a number of seconds', () => {
    expect(errorFromResponse(429, {}, null)).not.toHaveProperty('retryAfter');
    expect(errorFromResponse(429, {}, 'Wed, 21 Oct 2015 07:28:00 GMT')).not.toHaveProperty('retryAfter');
    expect(errorFromResponse(429, {}, '-5')).not.toHaveProperty('retryAfter');
  });
});

describe('client request', () => {
  it('reads Retry-After from a real 429 answer', async () => {
    const client = createApiClient({ baseURL, apiKey: 'k', deviceId: 'd', retryDelay: 1 });
    retryAfter = '120';
    const result = await client.request('POST', '/api/signin/customers', { body: {} });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ status: 429, retryAfter: 120, message: 'Too many failed sign-ins.' });
  });
});
