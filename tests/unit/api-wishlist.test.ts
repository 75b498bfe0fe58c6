import { beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The wishlist (issue 10 §5), against the real API and its demo catalogue.
const api = useReferenceApi({ demoProducts: 12 });
let options: { itemId: number; skuCode: string }[] = [];

beforeAll(async () => {
  const page = await send(api, 'GET', '/api/v3/items/joined?size=12');
  options = page.json.list.map((product: { id: number; skus: { code: string }[] }) => ({ itemId: product.id, skuCode: product.skus[0]!.code }));
});

const add = (token: string, body: unknown) => send(api, 'POST', '/api/wishlists/items', { token, body });
const search = (token: string, body?: unknown) => send(api, 'POST', '/api/wishlists/items/search', { token, body });

describe('POST /api/wishlists/items', () => {
  it('adds an item (201) and answers the same item (200) when it is added again', async () => {
    const { token, userId } = await newCustomer(api);
    const first = await add(token, options[0]);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({ wishlistId: expect.any(Number), ...options[0], userId, dateCreated: expect.any(String) });
    const again = await add(token, options[0]);
    expect(again.status).toBe(200);
    expect(again.json).toEqual(first.json);
    expect((await search(token)).json.total).toBe(1);
  });

  it.each([
    ['an unknown product', () => ({ itemId: 999_999, skuCode: options[0]!.skuCode }), 'itemId'],
    ['a sku of another product', () => ({ itemId: options[0]!.itemId, skuCode: options[1]!.skuCode }), 'skuCode'],
    ['an item id as text', () => ({ itemId: String(options[0]!.itemId), skuCode: options[0]!.skuCode }), 'itemId'],
    ['an unknown field', () => ({ ...options[0], userId: 1 }), 'userId'],
    ['a huge sku code', () => ({ itemId: options[0]!.itemId, skuCode: 'x'.repeat(10_000) }), 'skuCode'],
  ])('refuses %s with a 422 on the field', async (_, body, field) => {
    const { token } = await newCustomer(api);
    const sent = await add(token, body());
    expect(sent.status).toBe(422);
    expect(sent.json.errors[field]).toEqual([expect.any(String)]);
  });

  it('answers 401 without a session and 422 to malformed JSON', async () => {
    const { token } = await newCustomer(api);
    expect((await send(api, 'POST', '/api/wishlists/items', { body: options[0] })).status).toBe(401);
    expect((await add(token, '{"itemId":')).status).toBe(422);
  });
});

describe('POST /api/wishlists/items/search', () => {
  it('pages through only the caller’s items, 10 a page, newest first by default', async () => {
    const rina = await newCustomer(api);
    const karim = await newCustomer(api);
    for (const option of options.slice(0, 11)) await add(rina.token, option);
    await add(karim.token, options[11]);
    const first = await search(rina.token, {});
    expect(first.json).toMatchObject({ total: 11, page: 1, size: 10 });
    expect(first.json.list.map((item: { itemId: number }) => item.itemId)).toEqual(options.slice(1, 11).reverse().map((option) => option.itemId));
    const second = await search(rina.token, { page: 2 });
    expect(second.json.list.map((item: { itemId: number }) => item.itemId)).toEqual([options[0]!.itemId]);
    expect((await search(karim.token)).json.list.map((item: { itemId: number }) => item.itemId)).toEqual([options[11]!.itemId]);
  });

  it('filters by item id and sku code, and sorts by the keys asked for', async () => {
    const { token } = await newCustomer(api);
    for (const option of options.slice(0, 3)) await add(token, option);
    const byItem = await search(token, { textParams: [{ field: 'itemId', value: String(options[1]!.itemId), matchType: 'equals' }] });
    expect(byItem.json.list.map((item: { skuCode: string }) => item.skuCode)).toEqual([options[1]!.skuCode]);
    const bySku = await search(token, { textParams: [{ field: 'skuCode', value: options[2]!.skuCode.slice(1, -1), matchType: 'contains' }] });
    expect(bySku.json.list.map((item: { skuCode: string }) => item.skuCode)).toContain(options[2]!.skuCode);
    const sorted = await search(token, { sortParams: [{ field: 'itemId', type: 'asc' }] });
    const ids = sorted.json.list.map((item: { itemId: number }) => item.itemId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('treats % and _ in a filter as themselves, not as wildcards', async () => {
    const { token } = await newCustomer(api);
    await add(token, options[0]);
    expect((await search(token, { textParams: [{ field: 'skuCode', value: '%', matchType: 'contains' }] })).json.total).toBe(0);
    expect((await search(token, { textParams: [{ field: 'skuCode', value: '_', matchType: 'startsWith' }] })).json.total).toBe(0);
  });

  it.each([
    ['an unknown field', { textParams: [{ field: 'customer_id', value: '1', matchType: 'equals' }] }, 'textParams.0.field'],
    ['an unknown match type', { textParams: [{ field: 'skuCode', value: 'x', matchType: 'regex' }] }, 'textParams.0.matchType'],
    ['SQL as a sort field', { sortParams: [{ field: 'created_at; DROP TABLE customers', type: 'desc' }] }, 'sortParams.0.field'],
    ['an unknown sort direction', { sortParams: [{ field: 'dateCreated', type: 'sideways' }] }, 'sortParams.0.type'],
    ['an unknown top-level field', { userId: 1 }, 'userId'],
    ['a page size over 50', { size: 51 }, 'size'],
  ])('refuses %s with a 422 on the path, never a SQL error', async (_, body, path) => {
    const { token } = await newCustomer(api);
    const sent = await search(token, body);
    expect(sent.status).toBe(422);
    expect(sent.json.errors[path]).toEqual([expect.any(String)]);
  });

  it('answers 422 to malformed JSON', async () => {
    const { token } = await newCustomer(api);
    expect((await search(token, '{"page":')).status).toBe(422);
  });
});

describe('DELETE /api/wishlists/items', () => {
  it('removes the caller’s item; another customer’s id answers 404 and stays', async () => {
    const rina = await newCustomer(api);
    const mallory = await newCustomer(api);
    const { wishlistId } = (await add(rina.token, options[0])).json;
    expect((await send(api, 'DELETE', `/api/wishlists/items?id=${wishlistId}`, { token: mallory.token })).status).toBe(404);
    expect((await search(rina.token)).json.total).toBe(1);
    expect((await send(api, 'DELETE', `/api/wishlists/items?id=${wishlistId}`, { token: rina.token })).status).toBe(200);
    expect((await search(rina.token)).json.total).toBe(0);
  });

  it.each(['', '?id=x', '?id=-1'])('refuses DELETE %s with a 422', async (query) => {
    const { token } = await newCustomer(api);
    expect((await send(api, 'DELETE', `/api/wishlists/items${query}`, { token })).status).toBe(422);
  });
});
