import { Agent, request } from 'node:http';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiRouters, createApp, MAX_BODY_BYTES } from '../../api/app.ts';
import { readConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/open.ts';
import { createDeps, type ApiDeps } from '../../api/deps.ts';
import { requireCustomer, type CustomerLookup } from '../../api/http/customer.ts';
import { seedDemoData } from '../../api/seed/index.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The API's HTTP surface: who may call what, CORS, limits, and what every answer carries.
const config = readConfig({}, { dbPath: ':memory:', mediaCacheDir: '/nonexistent/media-is-never-drawn-here', port: 8787 });
let db: DatabaseSync;
let app: ReturnType<typeof createApp>;
const key = { 'X-API-KEY': config.apiKeys[0]! };
const credentials = Buffer.from(`${config.catalogKey}:${config.catalogSecret}`).toString('base64');

beforeAll(() => {
  db = openDatabase(':memory:');
  seedDemoData(db, { products: 20 });
  app = createApp(createDeps(db, config));
});
afterAll(() => db.close());

/** The app with test-only routes added to its routers, as later issues will add real ones. */
function appWith(addRoutes: (routers: ReturnType<typeof apiRouters>, deps: ApiDeps) => void, lookup?: CustomerLookup) {
  const deps = createDeps(db, config, lookup ? { findCustomerByToken: lookup } : {});
  const routers = apiRouters(deps);
  addRoutes(routers, deps);
  return createApp(deps, routers);
}

describe('createApp', () => {
  it.each([
    ['a keyed answer', '/api/cms/sliders/images', { headers: key }, 200],
    ['a missing key', '/api/cms/sliders/images', {}, 401],
    ['an unknown path', '/nothing-here', {}, 404],
    ['an unknown image', '/media/products/999999-1.webp', {}, 404],
    ['a validation error', '/api/v3/items/joined?page=0', { headers: key }, 422],
    ['a preflight', '/api/v3/items/joined', { method: 'OPTIONS', headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'GET' } }, 204],
  ])('says X-Content-Type-Options: nosniff on %s', async (_, path, init, status) => {
    const res = await app.request(path, init);
    expect(res.status).toBe(status);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('says nosniff on a 500 too', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const failing = appWith(({ open }) => open.get('/boom', () => { throw new Error('boom'); }));
      const res = await failing.request('/boom');
      expect(res.status).toBe(500);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(logged).toHaveBeenCalledOnce();
    } finally {
      logged.mockRestore();
    }
  });

  it.each(['/api/v3/store/nothing', '/api/v3/store/products', '/api/v3/store/products/categories/1/extra'])(
    'answers 404 JSON, not 401, to valid catalogue credentials on an unknown path (%s)',
    async (path) => {
      const res = await app.request(path, { headers: { Authorization: `Basic ${credentials}` } });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: `Not found: ${path}` });
    },
  );

  it.each(['/api/nothing-here', '/api/v3/items', '/api/v3/items/joined/1', '/api/stocks'])('answers 404 JSON to a valid key on an unknown path (%s)', async (path) => {
    const res = await app.request(path, { headers: key });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: `Not found: ${path}` });
  });

  it('refuses an unknown /api path without a key: the main API is closed unless a route is opened', async () => {
    expect((await app.request('/api/nothing-here')).status).toBe(401);
  });

  it('serves a route of the open router without any key, and only that route', async () => {
    const withReturn = appWith(({ open }) => open.post('/api/payments/return', (c) => c.json({ received: true })));
    const res = await withReturn.request('/api/payments/return', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect((await withReturn.request('/api/payments/other', { method: 'POST' })).status).toBe(401);
  });

  it('reads the time from the injected clock', async () => {
    const past = new Date(Date.now() - 45 * 24 * 3600 * 1000);
    const then = createApp(createDeps(db, config, { clock: { now: () => past } }));
    const res = await then.request('/api/global/discounts/search', { method: 'POST', headers: key });
    expect(((await res.json()) as { list: { name: string }[] }).list.map((discount) => discount.name)).toEqual(['Eid Sale']);
  });
});

describe('requireBasicAuth', () => {
  it.each(['basic', 'BASIC', 'Basic'])('accepts the scheme spelt %s (RFC 7235: case-insensitive)', async (scheme) => {
    const res = await app.request('/api/v3/store/products/categories', { headers: { Authorization: `${scheme} ${credentials}` } });
    expect(res.status).toBe(200);
  });

  it.each(['Bearer', 'Basicx'])('refuses another scheme (%s) with the right credentials', async (scheme) => {
    const res = await app.request('/api/v3/store/products/categories', { headers: { Authorization: `${scheme} ${credentials}` } });
    expect(res.status).toBe(401);
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong secret', `Basic ${Buffer.from(`${config.catalogKey}:wrong`).toString('base64')}`],
    ['credentials that are not base64', 'Basic ***'],
    ['a pair without a colon', `Basic ${Buffer.from(config.catalogKey).toString('base64')}`],
  ])('answers %s with a JSON 401 and the Basic challenge, like every other answer of the API', async (_, authorization) => {
    const res = await app.request('/api/v3/store/products/categories', {
      headers: { Origin: 'http://localhost:4321', ...(authorization ? { Authorization: authorization } : {}) },
    });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toBe('Basic realm="catalogue"');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ message: 'Catalogue credentials are required' });
    // The refusal is hono/basic-auth's own answer: what the API adds to every answer is still there.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });

  it('compares the pair whole, so a catalogue key with a colon in it still works', async () => {
    const colonDb = openDatabase(':memory:');
    try {
      const colonApp = createApp(createDeps(colonDb, { ...config, catalogKey: 'shop:1', catalogSecret: 's:e:c' }));
      const pair = (text: string) => ({ headers: { Authorization: `Basic ${Buffer.from(text).toString('base64')}` } });
      expect((await colonApp.request('/api/v3/store/products/categories', pair('shop:1:s:e:c'))).status).toBe(200);
      expect((await colonApp.request('/api/v3/store/products/categories', pair('shop:1:s:e:x'))).status).toBe(401);
    } finally {
      colonDb.close();
    }
  });
});

describe('requireCustomer', () => {
  const withProfile = (lookup?: CustomerLookup) =>
    appWith(({ keyed }, deps) => keyed.get('/customers/me', requireCustomer(deps.findCustomerByToken), (c) => c.json({ email: c.var.customer.email })), lookup);

  it('answers 401 JSON without an X-AUTH-TOKEN', async () => {
    const res = await withProfile().request('/api/customers/me', { headers: key });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.stringContaining('X-AUTH-TOKEN') });
  });

  it('answers 401 to any token while there are no customers', async () => {
    expect((await withProfile().request('/api/customers/me', { headers: { ...key, 'X-AUTH-TOKEN': 'guess' } })).status).toBe(401);
  });

  it('sets c.var.customer from the lookup in the dependencies', async () => {
    const lookup: CustomerLookup = (token) => (token === 'session-1' ? { id: 7, email: 'rina@example.com' } : undefined);
    const res = await withProfile(lookup).request('/api/customers/me', { headers: { ...key, 'X-AUTH-TOKEN': 'session-1' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: 'rina@example.com' });
  });

  it('comes after the API key: a token is no substitute for it', async () => {
    const res = await withProfile(() => ({ id: 7, email: 'rina@example.com' })).request('/api/customers/me', { headers: { 'X-AUTH-TOKEN': 'session-1' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.stringContaining('X-API-KEY') });
  });
});

describe('CORS', () => {
  const preflight = (origin: string, target = app) =>
    target.request('/api/v3/items/joined', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'x-api-key' },
    });

  it.each(['http://localhost:4321', 'http://127.0.0.1:4321'])('answers a preflight from the shop at %s without an API key', async (origin) => {
    const res = await preflight(origin);
    expect(res.status).toBeLessThan(300);
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('x-api-key');
    expect(res.headers.get('vary')).toContain('Origin');
  });

  it('lets the shop read a simple answer', async () => {
    const res = await app.request('/api/v3/items/joined?size=1', { headers: { ...key, Origin: 'http://localhost:4321' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });

  it.each(['https://evil.example', 'http://localhost:4322', 'null'])('does not allow a foreign origin (%s)', async (origin) => {
    expect((await preflight(origin)).headers.get('access-control-allow-origin')).toBeNull();
    const simple = await app.request('/api/v3/items/joined?size=1', { headers: { ...key, Origin: origin } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows any origin only when configured with *', async () => {
    const open = createApp(createDeps(db, { ...config, corsOrigins: ['*'] }));
    expect((await preflight('https://anywhere.example', open)).headers.get('access-control-allow-origin')).toBe('*');
  });

  it('allows exactly the configured origins', async () => {
    const custom = createApp(createDeps(db, { ...config, corsOrigins: ['https://shop.example.com'] }));
    expect((await preflight('https://shop.example.com', custom)).headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    expect((await preflight('http://localhost:4321', custom)).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('request body limit', () => {
  const big = JSON.stringify({ skuIds: [1], padding: 'x'.repeat(MAX_BODY_BYTES) });

  it('answers 413 JSON to a body over 1 MB that declares its length', async () => {
    const res = await app.request('/api/stocks/items/skus/search', {
      method: 'POST',
      headers: { ...key, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(big)) },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Payload Too Large' });
  });

  it('answers 413 JSON to a streamed body once it passes 1 MB', async () => {
    const res = await app.request('/api/global/discounts/search', {
      method: 'POST',
      headers: { ...key, 'Content-Type': 'application/json', Origin: 'http://localhost:4321' },
      body: big,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Payload Too Large' });
    // The shop's page can read why its request failed.
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4321');
  });

  it('accepts a body just under the limit', async () => {
    const body = JSON.stringify({ skuIds: [10100] }).padEnd(MAX_BODY_BYTES, ' ');
    const res = await app.request('/api/stocks/items/skus/search', { method: 'POST', headers: { ...key, 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(200);
  });
});

describe('the running server', () => {
  const api = useReferenceApi({ demoProducts: 5 });

  /** One request over `agent`, so tests can see what happens to a kept-alive connection. */
  function send(agent: Agent, path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
    return new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const req = request(`${api.origin}${path}`, { agent, method: init.method ?? 'GET', headers: init.headers }, (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      });
      req.on('error', reject);
      req.end(init.body);
    });
  }

  it.each([
    ['declares its length', {}],
    ['is streamed', { 'Transfer-Encoding': 'chunked' }],
  ])('closes the connection after a 413 to a body that %s, so the next request on a keep-alive agent succeeds', async (_, extra) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ skuIds: [1], padding: 'x'.repeat(2 * MAX_BODY_BYTES) });
      const headers = { ...api.keyHeaders, 'Content-Type': 'application/json', ...extra };
      const refused = await send(agent, '/api/stocks/items/skus/search', { method: 'POST', headers, body: big });
      expect(refused).toEqual({ status: 413, connection: 'close' });
      expect((await send(agent, '/api/cms/sliders/images', { headers: api.keyHeaders })).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('can be stopped and restarted on the same port and database (the fixture, for offline tests)', async () => {
    const origin = api.origin;
    await api.stop();
    await expect(fetch(`${origin}/health`)).rejects.toThrow();
    await api.restart();
    expect(api.origin).toBe(origin);
    const res = await fetch(`${origin}/api/v3/items/joined?size=1`, { headers: api.keyHeaders });
    expect(((await res.json()) as { total: number }).total).toBe(5);
  });
});
