import { describe, expect, it } from 'vitest';
import { newCustomer, send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// Malformed input on the checkout, order, coupon and delivery routes (issue 11, as issue 9 item 11
// for the rest of the API): refused with 422 and a field error keyed by its path, never a 500,
// never coerced; every customer route needs a session, every route the API key.
const api = useReferenceApi({ demoProducts: 20 });

let token = '';
const session = async () => (token ||= (await newCustomer(api)).token);

async function expectFieldError(sent: { status: number; json: any }, field: string) {
  expect(sent.status).toBe(422);
  expect(sent.json.message).toBe('Validation failed');
  expect(sent.json.errors[field]?.[0]).toEqual(expect.any(String));
}

const KEY = { 'Idempotency-Key': 'strict-test-key-0000000000' };
const line = { skuId: 1, quantity: 1 };

describe('JSON bodies: numbers must be JSON numbers, text plain text', () => {
  it.each([
    ['/api/checkouts/quote', { items: [{ skuId: '1', quantity: 1 }] }, 'items.0.skuId'],
    ['/api/checkouts/quote', { items: [{ skuId: 1, quantity: true }] }, 'items.0.quantity'],
    ['/api/checkouts/quote', { items: [{ skuId: 1e300, quantity: 1 }] }, 'items.0.skuId'],
    ['/api/checkouts/quote', { items: [line], addressId: '3' }, 'addressId'],
    ['/api/checkouts/quote', { items: [line], deliveryOption: 'drone' }, 'deliveryOption'],
    ['/api/checkouts/quote', { items: [line], coupon: 'KOLOM\u000010' }, 'coupon'],
    ['/api/checkouts/quote', { items: [line], coupon: 'x'.repeat(33) }, 'coupon'],
    ['/api/checkouts/quote', { items: 'all' }, 'items'],
    ['/api/checkouts', { items: [{ skuId: 1, quantity: 1000 }], addressId: 1, paymentMethod: 'cash_on_delivery' }, 'items.0.quantity'],
    ['/api/checkouts', { items: [{ skuId: 1, quantity: 0 }], addressId: 1, paymentMethod: 'cash_on_delivery' }, 'items.0.quantity'],
    ['/api/checkouts', { items: [line], addressId: [1], paymentMethod: 'cash_on_delivery' }, 'addressId'],
    ['/api/checkouts', { items: [line], paymentMethod: 'cash_on_delivery' }, 'addressId'],
    ['/api/checkouts', { items: [line], addressId: 1 }, 'paymentMethod'],
    ['/api/checkouts', { items: [line], addressId: 1, paymentMethod: 'cash_on_delivery', note: 'x'.repeat(501) }, 'note'],
    ['/api/checkouts', { items: [line], addressId: 1, paymentMethod: 'cash_on_delivery', note: 7 }, 'note'],
    ['/api/sales', { page: '2' }, 'page'],
    ['/api/sales', { size: 0 }, 'size'],
    ['/api/sales', { status: 'lost' }, 'status'],
    ['/api/discount/coupons/search', { page: 1.5 }, 'page'],
    ['/api/discount/coupons/search', { size: 101 }, 'size'],
  ])('POST %s %j → 422 on %s', async (path, body, field) => {
    await expectFieldError(await send(api, 'POST', path, { token: await session(), body, headers: KEY }), field);
  });

  it.each(['/api/checkouts/quote', '/api/checkouts', '/api/sales', '/api/discount/coupons/search'])('answers malformed JSON on %s with a 422, never a 500', async (path) => {
    const sent = await send(api, 'POST', path, { token: await session(), body: '{"items": [', headers: KEY });
    expect(sent.status).toBe(422);
    expect(sent.json.errors['_']).toBeDefined();
  });

  it.each(['/api/sales', '/api/discount/coupons/search'])('refuses a field %s does not know (strict search bodies)', async (path) => {
    expect((await send(api, 'POST', path, { token: await session(), body: { page: 1, sort: 'price' } })).status).toBe(422);
  });

  it('reads an empty body as the first page on the searches', async () => {
    const sales = await send(api, 'POST', '/api/sales', { token: await session(), body: '' });
    expect(sales.json).toMatchObject({ list: [], total: 0, page: 1, size: 20 });
    const coupons = await send(api, 'POST', '/api/discount/coupons/search', { body: '' });
    expect(coupons.json).toMatchObject({ page: 1, size: 20, total: 2 });
  });
});

describe('the Idempotency-Key header', () => {
  const body = { items: [line], addressId: 1, paymentMethod: 'cash_on_delivery' };
  it.each([
    ['missing', undefined],
    ['too short', 'abc'],
    ['with spaces', 'a key with spaces in it'],
    ['too long', 'k'.repeat(101)],
    ['with a slash', 'aaaaaaaaaaaaaaaa/bbbb'],
  ])('refuses a key %s with 422 on Idempotency-Key', async (_, value) => {
    const headers: Record<string, string> = value === undefined ? {} : { 'Idempotency-Key': value };
    await expectFieldError(await send(api, 'POST', '/api/checkouts', { token: await session(), body, headers }), 'Idempotency-Key');
  });
});

describe('query strings: plain digits, invoice numbers, amounts in taka', () => {
  it.each(['0x1', '1e0', '+1', '01', '-1', '1.0', ''])('refuses /api/sales?id=%s on GET and PATCH', async (id) => {
    await expectFieldError(await send(api, 'GET', `/api/sales?id=${encodeURIComponent(id)}`, { token: await session() }), 'id');
    await expectFieldError(await send(api, 'PATCH', `/api/sales?id=${encodeURIComponent(id)}`, { token: await session() }), 'id');
  });

  it.each(['confirm', 'cancel', 'failure'])('refuses a malformed invoice number on PATCH /api/checkouts/%s', async (move) => {
    for (const invoiceId of ['kl-20261123-000001', 'KL%00', 'KL 1', 'K'.repeat(41), '']) {
      await expectFieldError(await send(api, 'PATCH', `/api/checkouts/${move}?invoiceId=${encodeURIComponent(invoiceId)}`, { token: await session() }), 'invoiceId');
    }
  });

  it.each(['0x10', '1e3', '+1', '01', '1.005', '-5', 'ten', '12345678901'])('refuses subtotal=%s on the coupon check', async (subtotal) => {
    await expectFieldError(await send(api, 'GET', `/api/discount/coupons/apply?code=KOLOM10&subtotal=${encodeURIComponent(subtotal)}`), 'subtotal');
  });

  it.each(['%00', 'KOLOM%1B10', 'A%20B', '%E0%A6%95'])('refuses code=%s on the coupon check', async (code) => {
    await expectFieldError(await send(api, 'GET', `/api/discount/coupons/apply?code=${code}&subtotal=100`), 'code');
  });
});

describe('who may call', () => {
  it.each([
    ['POST', '/api/checkouts/quote'],
    ['POST', '/api/checkouts'],
    ['PATCH', '/api/checkouts/confirm?invoiceId=KL-20261123-000001'],
    ['PATCH', '/api/checkouts/cancel?invoiceId=KL-20261123-000001'],
    ['PATCH', '/api/checkouts/failure?invoiceId=KL-20261123-000001'],
    ['POST', '/api/sales'],
    ['GET', '/api/sales?id=1'],
    ['PATCH', '/api/sales?id=1'],
  ])('%s %s needs a session: 401 JSON without one, and with a made-up token', async (method, path) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const sent = await send(api, method, path, { token, body: method === 'POST' ? {} : undefined });
      expect(sent.status).toBe(401);
      expect(sent.json.message).toEqual(expect.any(String));
    }
  });

  it.each([
    ['GET', '/api/delivery/zones'],
    ['POST', '/api/discount/coupons/search'],
    ['GET', '/api/discount/coupons/apply?code=KOLOM10&subtotal=100'],
    ['POST', '/api/checkouts'],
    ['POST', '/api/sales'],
  ])('%s %s needs the API key', async (method, path) => {
    const response = await fetch(`${api.origin}${path}`, { method });
    expect(response.status).toBe(401);
  });

  it('answers 404 JSON to a move the API does not have', async () => {
    expect((await send(api, 'PATCH', '/api/checkouts/ship?invoiceId=KL-20261123-000001', { token: await session() })).status).toBe(404);
  });

  it('lets the shop send an Idempotency-Key across origins (CORS preflight)', async () => {
    const response = await fetch(`${api.origin}/api/checkouts`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'idempotency-key, x-auth-token' },
    });
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});
