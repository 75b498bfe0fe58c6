import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { readConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/open.ts';
import { createDeps } from '../../api/deps.ts';
import { seedDemoData } from '../../api/seed/index.ts';
import {
  categorySchema,
  currencyPageSchema,
  discountPageSchema,
  productWirePageSchema,
  skuStockListWireSchema,
  sliderPageSchema,
} from '../../src/lib/contract/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'api-test-'));
const config = readConfig({}, { dbPath: join(dir, 'shop.db'), mediaCacheDir: join(dir, 'media'), port: 8787 });
let db: DatabaseSync;
let app: ReturnType<typeof createApp>;
const key = { 'X-API-KEY': config.apiKeys[0]! };
const basic = `Basic ${Buffer.from(`${config.catalogKey}:${config.catalogSecret}`).toString('base64')}`;

beforeAll(() => {
  db = openDatabase(config.dbPath);
  seedDemoData(db);
  app = createApp(createDeps(db, config));
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('X-API-KEY', () => {
  it('is required: 401 JSON without it', async () => {
    const res = await app.request('/api/v3/items/joined');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: expect.stringContaining('X-API-KEY') });
  });
  it('rejects a wrong key', async () => {
    expect((await app.request('/api/v3/items/joined', { headers: { 'X-API-KEY': 'nope' } })).status).toBe(401);
  });
  it('accepts the configured key', async () => {
    expect((await app.request('/api/v3/items/joined', { headers: key })).status).toBe(200);
  });
});

describe('store catalogue service', () => {
  it('requires Basic auth with the catalogue key pair', async () => {
    expect((await app.request('/api/v3/store/products/categories')).status).toBe(401);
    const wrong = `Basic ${Buffer.from(`${config.catalogKey}:wrong`).toString('base64')}`;
    expect((await app.request('/api/v3/store/products/categories', { headers: { Authorization: wrong } })).status).toBe(401);
    // The main API key is not a catalogue credential.
    expect((await app.request('/api/v3/store/products/categories', { headers: key })).status).toBe(401);
  });
  it('lists categories with id, name, slug and image', async () => {
    const res = await app.request('/api/v3/store/products/categories', { headers: { Authorization: basic } });
    const body = (await res.json()) as { list: unknown[] };
    expect(body.list.length).toBeGreaterThanOrEqual(12);
    for (const category of body.list) v.parse(categorySchema, category);
  });
  it('reads one category, and 404s JSON for an unknown one', async () => {
    const one = await app.request('/api/v3/store/products/categories/1', { headers: { Authorization: basic } });
    expect(v.parse(categorySchema, await one.json()).id).toBe(1);
    const missing = await app.request('/api/v3/store/products/categories/99999', { headers: { Authorization: basic } });
    expect(missing.status).toBe(404);
    expect(await missing.json()).toHaveProperty('message');
  });
  it.each(['0x1', '1e0', '+1', '01', '1.0', '-1'])('404s a category id not written as plain digits (%s)', async (id) => {
    const res = await app.request(`/api/v3/store/products/categories/${encodeURIComponent(id)}`, { headers: { Authorization: basic } });
    expect(res.status).toBe(404);
  });
});

describe('GET /api/v3/items/joined', () => {
  it('pages through products that match the contract', async () => {
    const first = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?page=1&size=5', { headers: key })).json());
    const second = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?page=2&size=5', { headers: key })).json());
    expect(first.list).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(300);
    expect(second.page).toBe(2);
    expect(second.list[0]!.id).not.toBe(first.list[0]!.id);
    const lastPage = Math.ceil(first.total / 5);
    const beyond = v.parse(productWirePageSchema, await (await app.request(`/api/v3/items/joined?page=${lastPage + 1}&size=5`, { headers: key })).json());
    expect(beyond.list).toHaveLength(0);
  });
  it('filters by category', async () => {
    const page = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?categoryId=2&size=100', { headers: key })).json());
    expect(page.list.length).toBeGreaterThan(0);
    expect(page.list.every((product) => product.categoryId === 2)).toBe(true);
  });
  it('finds products by English and by Bangla text', async () => {
    const english = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?query=pen', { headers: key })).json());
    expect(english.total).toBeGreaterThan(0);
    const bangla = v.parse(productWirePageSchema, await (await app.request(`/api/v3/items/joined?query=${encodeURIComponent('কলম')}`, { headers: key })).json());
    const word = v.parse(productWirePageSchema, await (await app.request(`/api/v3/items/joined?query=${encodeURIComponent('খাতা')}`, { headers: key })).json());
    expect(bangla.total + word.total).toBeGreaterThan(0);
  });
  it('treats LIKE wildcards in the text literally', async () => {
    const page = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?query=%25%25%25', { headers: key })).json());
    expect(page.total).toBe(0);
  });
  it('answers bad input with 422 and field errors keyed by path', async () => {
    const res = await app.request('/api/v3/items/joined?page=0&size=1000&categoryId=abc', { headers: key });
    expect(res.status).toBe(422);
    const body = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(body.message).toBe('Validation failed');
    expect(Object.keys(body.errors).sort()).toEqual(['categoryId', 'page', 'size']);
    expect(body.errors['page']![0]).toEqual(expect.any(String));
  });
  it('gives skus Size/Color attribute values with display labels', async () => {
    const page = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?size=100', { headers: key })).json());
    const values = page.list.flatMap((product) => product.skus.flatMap((sku) => sku.attributeValues));
    expect(values.some((value) => value.displayLabel === 'Size')).toBe(true);
    expect(values.some((value) => value.displayLabel === 'Color')).toBe(true);
  });
});

describe('content and currencies', () => {
  it('lists home sliders', async () => {
    const page = v.parse(sliderPageSchema, await (await app.request('/api/cms/sliders/images', { headers: key })).json());
    expect(page.list.length).toBeGreaterThan(0);
  });
  it('lists currency conversions in body.list with BDT first at rate 1', async () => {
    const page = v.parse(currencyPageSchema, await (await app.request('/api/currencies/conversions?size=10', { headers: key })).json());
    expect(page.list).toHaveLength(10);
    expect(page.list[0]).toMatchObject({ currency: 'BDT', country: 'Bangladesh', numCode: '+88', rate: 1 });
  });
});

describe('unknown routes', () => {
  it('404s with JSON', async () => {
    const res = await app.request('/api/nothing-here', { headers: key });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
  });
});

describe('GET /api/v3/items/joined sorting', () => {
  const lowest = (product: { skus: { price: number; sale_price: number | null; regular_price: number | null }[] }) =>
    Math.min(...product.skus.map((s) => (s.sale_price !== null && s.regular_price !== null && s.regular_price > s.sale_price ? s.sale_price : s.price)));
  it('sorts by lowest unit price, up and down', async () => {
    const up = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?sort=price_asc&size=50', { headers: key })).json());
    const prices = up.list.map(lowest);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const down = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?sort=price_desc&size=50', { headers: key })).json());
    const downPrices = down.list.map(lowest);
    expect(downPrices).toEqual([...downPrices].sort((a, b) => b - a));
    expect(downPrices[0]).toBeGreaterThan(prices[0]!);
  });
  it('sorts newest first', async () => {
    const page = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?sort=newest&size=50', { headers: key })).json());
    const dates = page.list.map((product) => product.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
  });
  it('lists by id without words (relevance ties), page after page, each product with when it last changed', async () => {
    const pages = await Promise.all([1, 2, 3].map(async (page) =>
      v.parse(productWirePageSchema, await (await app.request(`/api/v3/items/joined?page=${page}&size=40`, { headers: key })).json()).list));
    const ids = pages.flat().map((product) => product.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    // The incremental build keys pages partly by it (src/data/cache-keys.ts).
    for (const product of pages.flat()) expect(Date.parse(product.updatedAt ?? '')).not.toBeNaN();
  });
  it('rejects an unknown sort with 422', async () => {
    const res = await app.request('/api/v3/items/joined?sort=cheapest', { headers: key });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: object }).errors).toHaveProperty('sort');
  });
});

const post = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { ...key, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('POST /api/stocks/items/skus/search', () => {
  it('answers live stock and prices of the skus asked for', async () => {
    const product = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?size=1', { headers: key })).json()).list[0]!;
    const skuIds = product.skus.map((sku) => sku.id);
    const body = v.parse(skuStockListWireSchema, await (await post('/api/stocks/items/skus/search', { skuIds })).json());
    expect(body.list.map((row) => row.skuId).sort()).toEqual([...skuIds].sort());
    expect(body.list[0]).toMatchObject({ stock: product.skus.find((s) => s.id === body.list[0]!.skuId)!.stock });
  });
  it('422s an empty or malformed request', async () => {
    const empty = await post('/api/stocks/items/skus/search', { skuIds: [] });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: object }).errors).toHaveProperty('skuIds');
    const bad = await post('/api/stocks/items/skus/search', { skuIds: ['x'] });
    expect(((await bad.json()) as { errors: object }).errors).toHaveProperty('skuIds.0');
    const broken = await app.request('/api/stocks/items/skus/search', { method: 'POST', headers: key, body: '{oops' });
    expect(broken.status).toBe(422);
  });
});

describe('POST /api/items/linked/search', () => {
  it('lists other products of the same category', async () => {
    const page = v.parse(productWirePageSchema, await (await post('/api/items/linked/search', { itemId: 1, size: 4 })).json());
    expect(page.list).toHaveLength(4);
    const item = v.parse(productWirePageSchema, await (await app.request('/api/v3/items/joined?size=1', { headers: key })).json()).list[0]!;
    expect(page.list.every((product) => product.categoryId === item.categoryId && product.id !== 1)).toBe(true);
  });
  it('404s an unknown item and 422s a bad one', async () => {
    expect((await post('/api/items/linked/search', { itemId: 999999 })).status).toBe(404);
    expect((await post('/api/items/linked/search', { itemId: -1 })).status).toBe(422);
  });
});

describe('POST /api/global/discounts/search', () => {
  it('lists only discounts active now', async () => {
    const page = v.parse(discountPageSchema, await (await post('/api/global/discounts/search', {})).json());
    expect(page.list.map((discount) => discount.name)).toEqual(['Gift Week: 10% off gift boxes']);
  });
  it('answers for another instant', async () => {
    const past = new Date(Date.now() - 45 * 24 * 3600 * 1000).toISOString();
    const page = v.parse(discountPageSchema, await (await post('/api/global/discounts/search', { activeAt: past })).json());
    expect(page.list.map((discount) => discount.name)).toEqual(['Eid Sale']);
  });
  it('accepts an empty body and 422s a bad date', async () => {
    const empty = await app.request('/api/global/discounts/search', { method: 'POST', headers: key });
    expect(empty.status).toBe(200);
    expect((await post('/api/global/discounts/search', { activeAt: 'yesterday' })).status).toBe(422);
  });
});
