import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { outletListSchema } from '../../src/lib/contract/outlets.ts';
import { contentPageListSchema } from '../../src/lib/contract/site-content.ts';
import type { EditorChange, EditorProduct } from '../../src/lib/contract/editor.ts';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The editor API (issue 14 §6) on the real reference API and its seeded database: the key, the
// field errors, and that an edit reaches what the storefront reads, bumps `updated_at` and is audited.
const EDITOR_KEY = 'test-editor-key-0123456789abcdef';
const api = useReferenceApi({ demoProducts: 12, editorKey: EDITOR_KEY });
const editor = (method: string, path: string, body?: unknown, key = EDITOR_KEY) =>
  send(api, method, `/api/editor${path}`, { headers: { Authorization: `Bearer ${key}` }, ...(body === undefined ? {} : { body }) });

async function findProduct(query: string): Promise<EditorProduct> {
  const found = await editor('GET', `/products?query=${encodeURIComponent(query)}`);
  expect(found.status).toBe(200);
  return (found.json.list as EditorProduct[])[0]!;
}
const changes = async (): Promise<EditorChange[]> => (await editor('GET', '/changes')).json.list;
/** The product as the storefront's listing answers it (prices in taka, as the shop shows them). */
async function storefrontProduct(id: number) {
  const { json } = await send(api, 'GET', '/api/v3/items/joined?size=100');
  return (json.list as { id: number; name: string; skus: { id: number; price: number; sale_price: number | null; regular_price: number | null; stock: number }[] }[]).find((p) => p.id === id)!;
}

describe('the editor key', () => {
  const routes: [string, string, unknown?][] = [
    ['GET', '/products?query=pen'],
    ['PATCH', '/products/1', { name: 'x' }],
    ['PATCH', '/skus/1', { price: 1 }],
    ['PUT', '/content/about', { title: 'a', summary: 'b', html: 'c' }],
    ['PUT', '/outlets/1', {}],
    ['GET', '/changes'],
    ['GET', '/builds'],
    ['GET', '/no-such-route'],
  ];

  it('refuses every editor route without the key (with the storefront’s X-API-KEY only) and with a wrong one (401)', async () => {
    for (const [method, path, body] of routes) {
      const without = await send(api, method, `/api/editor${path}`, body === undefined ? {} : { body });
      expect(without.status, `${method} ${path}`).toBe(401);
      expect(without.headers.get('WWW-Authenticate')).toMatch(/^Bearer/);
    }
    // Wrong keys count against the address (api-editor-hook.test.ts tests that limit): a few here.
    for (const [method, path, body] of routes.slice(0, 3)) expect((await editor(method, path, body, 'wrong-key')).status, `${method} ${path}`).toBe(401);
    // A key that is the right one's prefix or the right one with more is as wrong.
    expect((await editor('GET', '/changes', undefined, EDITOR_KEY.slice(0, -1))).status).toBe(401);
    expect((await editor('GET', '/changes', undefined, `${EDITOR_KEY}x`)).status).toBe(401);
    expect((await editor('GET', '/changes')).status).toBe(200);
  });

  it('answers an unknown editor path 404 once the key is right (not the storefront key check)', async () => {
    const sent = await editor('GET', '/no-such-route');
    expect(sent.status).toBe(404);
  });
});

describe('PATCH /api/editor/skus/{id}', () => {
  it('changes the prices the storefront answers, bumps the product’s updated_at and records who changed what', async () => {
    const product = await findProduct('1');
    expect(product.id).toBe(1);
    const sku = product.skus[0]!;
    const before = await changes();

    const sent = await editor('PATCH', `/skus/${sku.id}`, { price: 150.5, salePrice: 99.25, regularPrice: 150.5 });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ id: sku.id, productId: 1, price: 150.5, salePrice: 99.25, regularPrice: 150.5, stock: sku.stock });
    expect(sent.headers.get('X-Rebuild')).toBe('not-configured');

    const shown = (await storefrontProduct(1)).skus.find((s) => s.id === sku.id)!;
    expect(shown).toMatchObject({ price: 150.5, sale_price: 99.25, regular_price: 150.5 });
    const live = await send(api, 'POST', '/api/stocks/items/skus/search', { body: { skuIds: [sku.id] } });
    expect(live.json.list[0]).toMatchObject({ skuId: sku.id, price: 150.5, sale_price: 99.25 });

    const after = await findProduct('1');
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(product.updatedAt));

    const audit = await changes();
    expect(audit.length).toBe(before.length + 1);
    expect(audit[0]).toMatchObject({
      who: 'editor',
      client: '127.0.0.1',
      resource: 'sku',
      resourceId: String(sku.id),
      after: { price: 150.5, salePrice: 99.25, regularPrice: 150.5 },
    });
    expect(audit[0]!.before['price']).toBe(sku.price);
    expect(audit[0]!.after).not.toHaveProperty('stock'); // unchanged fields are not recorded
  });

  it('clears a sale with null, and refuses a sale price above the regular one (422 on salePrice)', async () => {
    const sku = (await findProduct('2')).skus[0]!;
    expect((await editor('PATCH', `/skus/${sku.id}`, { salePrice: null, regularPrice: null, price: 80 })).json).toMatchObject({ price: 80, salePrice: null, regularPrice: null });
    expect((await storefrontProduct(2)).skus.find((s) => s.id === sku.id)).toMatchObject({ price: 80, sale_price: null, regular_price: null });
    const refused = await editor('PATCH', `/skus/${sku.id}`, { salePrice: 120, regularPrice: 100 });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.salePrice).toEqual(['The sale price must not be above the regular price']);
    // The rule holds against the stored price too, not only within one body.
    await editor('PATCH', `/skus/${sku.id}`, { regularPrice: 100 });
    expect((await editor('PATCH', `/skus/${sku.id}`, { salePrice: 100.01 })).status).toBe(422);
    expect((await findProduct('2')).skus[0]).toMatchObject({ salePrice: null, regularPrice: 100 });
  });

  it('never lets stock go negative, nor take a fraction, and keeps the stock as it was', async () => {
    const sku = (await findProduct('3')).skus[0]!;
    for (const [stock, message] of [[-1, 'Must not be negative'], [1.5, 'Enter a whole number'], ['7', 'Enter a whole number']] as const) {
      const refused = await editor('PATCH', `/skus/${sku.id}`, { stock });
      expect(refused.status, String(stock)).toBe(422);
      expect(refused.json.errors.stock).toEqual([message]);
    }
    expect((await findProduct('3')).skus[0]!.stock).toBe(sku.stock);
    expect((await editor('PATCH', `/skus/${sku.id}`, { stock: 0 })).json.stock).toBe(0);
  });

  it('refuses a stock edit made over a stock that orders changed meanwhile (expectedStock), naming the stock now', async () => {
    const sku = (await findProduct('4')).skus[0]!;
    const refused = await editor('PATCH', `/skus/${sku.id}`, { stock: 50, expectedStock: sku.stock + 2 });
    expect(refused.status).toBe(422);
    expect(refused.json.errors.stock[0]).toContain(`it is now ${sku.stock}`);
    const accepted = await editor('PATCH', `/skus/${sku.id}`, { stock: 50, expectedStock: sku.stock });
    expect(accepted.json).toMatchObject({ stock: 50, held: 0 });
  });

  it('answers 422 with field errors for bad bodies and ids, 404 for an unknown sku', async () => {
    const cases: [unknown, string][] = [
      [{}, '_'],
      [{ expectedStock: 3 }, '_'],
      [{ price: -1 }, 'price'],
      [{ price: '12' }, 'price'],
      [{ price: 1.005 }, 'price'],
      [{ regularPrice: -5 }, 'regularPrice'],
      [{ price: 1, colour: 'red' }, 'colour'],
    ];
    for (const [body, field] of cases) {
      const sent = await editor('PATCH', '/skus/1', body);
      expect(sent.status, JSON.stringify(body)).toBe(422);
      expect(sent.json.message).toBe('Validation failed');
      expect(Object.keys(sent.json.errors), JSON.stringify(body)).toContain(field);
    }
    expect((await editor('PATCH', '/skus/1', 'not json')).status).toBe(422);
    expect((await editor('PATCH', '/skus/abc', { price: 1 })).json.errors.id).toBeDefined();
    expect((await editor('PATCH', '/skus/999999', { price: 1 })).status).toBe(404);
  });
});

describe('PATCH /api/editor/products/{id}', () => {
  it('renames a product in English and Bangla, which the storefront then answers, and audits only what changed', async () => {
    const product = await findProduct('5');
    const sent = await editor('PATCH', '/products/5', { name: '  Editor’s Pen  ', nameBn: 'সম্পাদকের কলম' });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ id: 5, name: 'Editor’s Pen', nameBn: 'সম্পাদকের কলম', description: product.description });
    expect((await storefrontProduct(5)).name).toBe('Editor’s Pen');
    expect(Date.parse(sent.json.updatedAt)).toBeGreaterThan(Date.parse(product.updatedAt));
    expect((await findProduct('সম্পাদকের')).id).toBe(5);
    const [latest] = await changes();
    expect(latest).toMatchObject({ resource: 'product', resourceId: '5', before: { name: product.name, nameBn: product.nameBn }, after: { name: 'Editor’s Pen', nameBn: 'সম্পাদকের কলম' } });
    expect(latest!.after).not.toHaveProperty('description');
  });

  it('stores a Bangla name in NFC, however the keyboard typed ড় or য়, so the search finds it typed either way', async () => {
    // "কাপড়ের ব্যাগ" with ড় as one letter (U+09DC), as some keyboards send it.
    const sent = await editor('PATCH', '/products/5', { nameBn: 'কাপ\u09DC\u09C7\u09B0 ব্যাগ' });
    expect(sent.status).toBe(200);
    expect(sent.json.nameBn).toBe('কাপ\u09A1\u09BC\u09C7\u09B0 ব্যাগ');
    expect((await findProduct('কাপ\u09A1\u09BC')).id).toBe(5);
    // The storefront's search, typed with the one-letter ড়.
    const { json } = await send(api, 'GET', `/api/v3/items/joined?size=100&query=${encodeURIComponent('কাপ\u09DC\u09C7\u09B0')}`);
    expect((json.list as { id: number }[]).map((item) => item.id)).toContain(5);
  });

  it('renames the pictures described by the old names too, each language on its own; words written otherwise are kept', async () => {
    const listed = async () => {
      const { json } = await send(api, 'GET', '/api/v3/items/joined?size=100');
      return json.list as { id: number; name: string; nameBn: string; images: { alt: string; altBn?: string }[] }[];
    };
    // A product of three pictures or more, not renamed by another test.
    const product = (await listed()).find((p) => p.id !== 5 && p.images.length >= 3)!;
    const pictures = async () => (await listed()).find((p) => p.id === product.id)!.images.map(({ alt, altBn }) => [alt, altBn]);
    const views = (name: string, nameBn: string) => [
      [`${name}, front view`, `${nameBn}, সামনে থেকে`],
      [`${name}, angled view`, `${nameBn}, একপাশ থেকে`],
      [`${name}, detail view`, `${nameBn}, কাছ থেকে`],
    ];
    expect((await pictures()).slice(0, 3)).toEqual(views(product.name, product.nameBn));
    api.withDatabase((db) => db.prepare("UPDATE product_images SET alt = 'A pen on a desk' WHERE product_id = ? AND position = 1").run(product.id));
    expect((await editor('PATCH', `/products/${product.id}`, { name: 'Desk Pen', nameBn: 'ডেস্ক কলম' })).status).toBe(200);
    const [front, angled, detail] = views('Desk Pen', 'ডেস্ক কলম');
    const after = await pictures();
    // Each language on its own: the English written by hand stays, the Bangla made from the name follows it.
    expect(after.slice(0, 3)).toEqual([front, ['A pen on a desk', angled![1]], detail]);
    // A change of the description alone leaves them as they are.
    expect((await editor('PATCH', `/products/${product.id}`, { description: 'A pen for a desk.' })).status).toBe(200);
    expect(await pictures()).toEqual(after);
  });

  it('answers 422 for an empty name, a control character, an unknown field or nothing to change; 404 for an unknown product', async () => {
    for (const [body, field] of [[{ name: '   ' }, 'name'], [{ nameBn: 'a\u0000b' }, 'nameBn'], [{ description: 'x'.repeat(20_001) }, 'description'], [{ slug: 'x' }, 'slug'], [{}, '_']] as const) {
      const sent = await editor('PATCH', '/products/5', body);
      expect(sent.status, JSON.stringify(body).slice(0, 40)).toBe(422);
      expect(sent.json.errors[field]).toBeDefined();
    }
    expect((await editor('PATCH', '/products/5', { description: 'Two lines.\nStill fine.' })).status).toBe(200);
    expect((await editor('PATCH', '/products/99999', { name: 'x' })).status).toBe(404);
  });
});

describe('PUT /api/editor/content/{slug}', () => {
  it('replaces a page, which the content API then answers with a new updatedAt', async () => {
    const sent = await editor('PUT', '/content/return', { title: 'Returns', summary: 'Seven days.', html: '<h2>Refunds</h2><p>Within 7 days.</p>' });
    expect(sent.status).toBe(200);
    const { list } = v.parse(contentPageListSchema, (await send(api, 'GET', '/api/v2/items/content?slug=return')).json);
    expect(list[0]).toMatchObject({ title: 'Returns', html: '<h2>Refunds</h2><p>Within 7 days.</p>' });
    expect(list[0]!.updatedAt).not.toBe('2026-10-05T04:00:00.000Z');
    expect((await changes())[0]).toMatchObject({ resource: 'content', resourceId: 'return', after: { title: 'Returns' } });
  });

  it('requires title, summary and html within their sizes (422), a well-formed slug (422) and a page that exists (404)', async () => {
    const missing = await editor('PUT', '/content/return', { title: 'Only a title' });
    expect(missing.status).toBe(422);
    expect(Object.keys(missing.json.errors).sort()).toEqual(['html', 'summary']);
    expect((await editor('PUT', '/content/return', { title: 'T', summary: 'S', html: 'x'.repeat(200_001) })).json.errors.html).toBeDefined();
    expect((await editor('PUT', '/content/..%2Fetc', { title: 'T', summary: 'S', html: 'h' })).status).toBe(422);
    expect((await editor('PUT', '/content/no-such-page', { title: 'T', summary: 'S', html: 'h' })).status).toBe(404);
  });
});

describe('PUT /api/editor/outlets/{id}', () => {
  it('replaces an outlet, which GET /api/outlets then answers; refuses bad hours and coordinates with field errors', async () => {
    const outlets = v.parse(outletListSchema, (await send(api, 'GET', '/api/outlets')).json).list;
    const { id, ...outlet } = outlets[0]!;
    const next = { ...outlet, phone: '+880 1711-000000', hours: [{ day: 5, opens: '15:00', closes: '21:00' }] };
    const sent = await editor('PUT', `/outlets/${id}`, next);
    expect(sent.status).toBe(200);
    expect(v.parse(outletListSchema, (await send(api, 'GET', '/api/outlets')).json).list.find((o) => o.id === id)).toMatchObject(next);
    const bad = await editor('PUT', `/outlets/${id}`, { ...next, latitude: 91, hours: [{ day: 7, opens: '9', closes: '21:00' }] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.json.errors)).toEqual(expect.arrayContaining(['latitude', 'hours.0.day', 'hours.0.opens']));
    expect((await editor('PUT', '/outlets/9999', next)).status).toBe(404);
  });
});

describe('GET /api/editor/builds', () => {
  it('answers { state: "unknown" } when no build hook is configured', async () => {
    expect((await editor('GET', '/builds')).json).toEqual({ state: 'unknown' });
  });
});
