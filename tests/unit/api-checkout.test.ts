import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';
import { CUMILLA_ADDRESS as CUMILLA, newShopper, placeOrder, skuPicker, stockOf as stockOfSku, type Shopper, type TestSku } from './support/shoppers.ts';

// Checkout and orders (issue 11 §3) against the real reference API and its database: the server
// prices, stock never goes below zero, one order per Idempotency-Key (moves: api-checkout-moves.test.ts).
const api = useReferenceApi({ demoProducts: 40 });

const shopper = (address?: object) => newShopper(api, address);
const freshSku = skuPicker(api);
const stockOf = (skuId: number) => stockOfSku(api, skuId);
const place = (who: Shopper, body: object, idempotencyKey?: string) => placeOrder(api, who, body, idempotencyKey);
const key = () => `test-${randomUUID()}`;

/** Leaves exactly `left` units of `sku` by having another customer buy the rest. */
async function leaveStock(sku: TestSku, left: number) {
  const buyer = await shopper();
  const sent = await place(buyer, { items: [{ skuId: sku.id, quantity: (await stockOf(sku.id)) - left }] });
  expect(sent.status).toBe(201);
}

describe('delivery zones and coupons', () => {
  it('lists the zones with the configured rates', async () => {
    const { status, json } = await send(api, 'GET', '/api/delivery/zones');
    expect(status).toBe(200);
    expect(json.list).toEqual([
      { id: 'inside_dhaka', name: 'inside Dhaka city', rates: [
        { option: 'standard', charge: 60, freeFrom: 3000, daysMin: 1, daysMax: 2 },
        { option: 'express', charge: 120, freeFrom: null, daysMin: 1, daysMax: 1 },
      ] },
      { id: 'outside_dhaka', name: 'outside Dhaka city', rates: [{ option: 'standard', charge: 120, freeFrom: 3000, daysMin: 3, daysMax: 5 }] },
    ]);
  });

  it('lists the coupons running now, not the expired one', async () => {
    const { json } = await send(api, 'POST', '/api/discount/coupons/search', { body: {} });
    expect(json.list.map((coupon: { code: string }) => coupon.code)).toEqual(['KOLOM10', 'SAVE100']);
    expect(json.list[0]).toMatchObject({ type: 'percent', value: 10, maxDiscount: 200, minSubtotal: null });
  });

  it.each([
    ['kolom10', '500', { status: 'applied', discount: 50 }],
    ['KOLOM10', '5000', { status: 'applied', discount: 200 }], // capped
    ['SAVE100', '999.99', { status: 'below_minimum', discount: 0, minSubtotal: 1000 }],
    ['SAVE100', '1000', { status: 'applied', discount: 100 }],
    ['EID2025', '5000', { status: 'expired', discount: 0 }],
    ['NOPE', '5000', { status: 'unknown', discount: 0, description: null }],
  ])('applies %s to a subtotal of %s', async (code, subtotal, expected) => {
    const { status, json } = await send(api, 'GET', `/api/discount/coupons/apply?code=${code}&subtotal=${subtotal}`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ code: code.toUpperCase(), ...expected });
  });

  it.each(['code=&subtotal=1', 'code=A%20B&subtotal=1', 'code=KOLOM10&subtotal=-1', 'code=KOLOM10&subtotal=1.005', 'code=KOLOM10&subtotal=1e3', 'code=KOLOM10'])(
    'refuses a malformed apply query (%s) with 422',
    async (query) => {
      const { status, json } = await send(api, 'GET', `/api/discount/coupons/apply?${query}`);
      expect(status).toBe(422);
      expect(json.errors).toBeDefined();
    },
  );
});

describe('POST /api/checkouts/quote', () => {
  it('prices lines from the database with their stock, the coupon and the zone delivery', async () => {
    const who = await shopper();
    const sku = await freshSku();
    const { status, json } = await send(api, 'POST', '/api/checkouts/quote', { token: who.token, body: { items: [{ skuId: sku.id, quantity: 2 }], addressId: who.addressId, coupon: 'KOLOM10' } });
    expect(status).toBe(200);
    const unit = json.lines[0].unitPrice;
    expect(json.lines[0]).toMatchObject({ skuId: sku.id, quantity: 2, available: sku.stock, lineTotal: Math.round(unit * 200) / 100 });
    // Named in English and, for a Bangla page's review step, in Bangla (issue 24 §4).
    expect(json.lines[0].name).toMatch(/[A-Za-z]/);
    expect(json.lines[0].nameBn).toMatch(/[\u0980-\u09FF]/);
    expect(json.subtotal).toBe(json.lines[0].lineTotal);
    expect(json.coupon).toMatchObject({ code: 'KOLOM10', status: 'applied' });
    expect(json.discount).toBe(Math.min(200, Math.round(json.subtotal * 10) / 100));
    expect(json.delivery).toMatchObject({ zone: 'inside_dhaka', option: 'standard' });
    expect(json.total).toBeCloseTo(json.subtotal - json.discount + json.deliveryCharge, 2);
  });

  it('charges the outside-Dhaka rate for an address outside Dhaka city, and no delivery without an address', async () => {
    const who = await shopper(CUMILLA);
    const sku = await freshSku();
    const outside = await send(api, 'POST', '/api/checkouts/quote', { token: who.token, body: { items: [{ skuId: sku.id, quantity: 1 }], addressId: who.addressId } });
    expect(outside.json.delivery).toMatchObject({ zone: 'outside_dhaka', charge: 120 });
    expect(outside.json.deliveryRates.map((rate: { option: string }) => rate.option)).toEqual(['standard']);
    const none = await send(api, 'POST', '/api/checkouts/quote', { token: who.token, body: { items: [{ skuId: sku.id, quantity: 1 }] } });
    expect(none.json).toMatchObject({ delivery: null, deliveryCharge: 0, deliveryRates: [] });
  });

  it('needs a customer, and answers 404 for another customer’s address', async () => {
    const [one, other] = [await shopper(), await shopper()];
    const sku = await freshSku();
    expect((await send(api, 'POST', '/api/checkouts/quote', { body: { items: [{ skuId: sku.id, quantity: 1 }] } })).status).toBe(401);
    const foreign = await send(api, 'POST', '/api/checkouts/quote', { token: one.token, body: { items: [{ skuId: sku.id, quantity: 1 }], addressId: other.addressId } });
    expect(foreign.status).toBe(404);
  });
});

describe('POST /api/checkouts', () => {
  it('places the order at the server’s prices, ignoring prices and totals sent, and takes the stock', async () => {
    const who = await shopper();
    const sku = await freshSku();
    const before = await stockOf(sku.id);
    const quote = (await send(api, 'POST', '/api/checkouts/quote', { token: who.token, body: { items: [{ skuId: sku.id, quantity: 2 }], addressId: who.addressId } })).json;
    const sent = await place(who, { items: [{ skuId: sku.id, quantity: 2, price: 0.01, unitPrice: 0.01 }], total: 1, subtotal: 1, deliveryCharge: 0 });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ status: 'pending', paymentStatus: 'unpaid', currency: 'BDT', subtotal: quote.subtotal, total: quote.total, deliveryCharge: 60 });
    expect(sent.json.invoiceId).toMatch(/^KL-\d{8}-\d{6}$/);
    expect(await stockOf(sku.id)).toBe(before - 2);
  });

  it('answers the same Idempotency-Key with the first order, and refuses it for a different body', async () => {
    const who = await shopper();
    const sku = await freshSku();
    const attempt = key();
    const first = await place(who, { items: [{ skuId: sku.id, quantity: 1 }] }, attempt);
    const again = await place(who, { items: [{ skuId: sku.id, quantity: 1 }] }, attempt);
    expect(again.status).toBe(201);
    expect(again.json).toEqual(first.json);
    const changed = await place(who, { items: [{ skuId: sku.id, quantity: 2 }] }, attempt);
    expect(changed.status).toBe(422);
    expect(changed.json.errors['Idempotency-Key']).toBeDefined();
    expect((await send(api, 'POST', '/api/sales', { token: who.token, body: {} })).json.total).toBe(1);
  });

  it('makes one order of the same checkout sent 10 times at once with one key', async () => {
    const who = await shopper();
    const sku = await freshSku();
    const before = await stockOf(sku.id);
    const attempt = key();
    const answers = await Promise.all(Array.from({ length: 10 }, () => place(who, { items: [{ skuId: sku.id, quantity: 1 }] }, attempt)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((answer) => answer.json.invoiceId)).size).toBe(1);
    expect((await send(api, 'POST', '/api/sales', { token: who.token, body: {} })).json.total).toBe(1);
    expect(await stockOf(sku.id)).toBe(before - 1);
  });

  it('sells the last unit once when 50 customers race for it: one 201, 49 × 409, stock 0', async () => {
    const sku = await freshSku(2);
    await leaveStock(sku, 1);
    const racers = await Promise.all(Array.from({ length: 50 }, () => shopper()));
    const answers = await Promise.all(racers.map((who) => place(who, { items: [{ skuId: sku.id, quantity: 1 }] })));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.status === 409)!.json.lines).toEqual([{ skuId: sku.id, requested: 1, available: 0 }]);
    expect(await stockOf(sku.id)).toBe(0);
  }, 60_000);

  it('takes nothing when one line cannot be filled', async () => {
    const who = await shopper();
    const [plenty, scarce] = [await freshSku(), await freshSku(2)];
    await leaveStock(scarce, 1);
    const before = await stockOf(plenty.id);
    const sent = await place(who, { items: [{ skuId: plenty.id, quantity: 1 }, { skuId: scarce.id, quantity: 2 }] });
    expect(sent.status).toBe(409);
    expect(sent.json.lines).toEqual([{ skuId: scarce.id, requested: 2, available: 1 }]);
    expect(await stockOf(plenty.id)).toBe(before);
    expect(await stockOf(scarce.id)).toBe(1);
  });

  it.each([
    ['a negative quantity', { items: [{ skuId: 1, quantity: -1 }] }, 'items.0.quantity'],
    ['a fractional quantity', { items: [{ skuId: 1, quantity: 1.5 }] }, 'items.0.quantity'],
    ['a quantity as text', { items: [{ skuId: 1, quantity: '2' }] }, 'items.0.quantity'],
    ['no lines', { items: [] }, 'items'],
    ['10,000 lines', { items: Array.from({ length: 10_000 }, (_, i) => ({ skuId: i + 1, quantity: 1 })) }, 'items'],
    ['the same sku twice', { items: [{ skuId: 1, quantity: 1 }, { skuId: 1, quantity: 2 }] }, 'items'],
    ['an unknown payment method', { items: [{ skuId: 1, quantity: 1 }], paymentMethod: 'bitcoin' }, 'paymentMethod'],
    ['a note with control characters', { items: [{ skuId: 1, quantity: 1 }], note: 'call\u0000me' }, 'note'],
  ])('refuses %s with 422 and a field error, and makes no order', async (_, body, field) => {
    const who = await shopper();
    const sku = await freshSku();
    const withSku = JSON.parse(JSON.stringify(body).replaceAll('"skuId":1,', `"skuId":${sku.id},`));
    const sent = await place(who, withSku);
    expect(sent.status).toBe(422);
    expect(Object.keys(sent.json.errors)).toContain(field);
    expect((await send(api, 'POST', '/api/sales', { token: who.token, body: {} })).json.total).toBe(0);
  });

  it('refuses an unknown sku, a coupon that does not apply, express outside Dhaka, and a missing key', async () => {
    const who = await shopper(CUMILLA);
    const sku = await freshSku();
    const unknown = await place(who, { items: [{ skuId: sku.id, quantity: 1 }, { skuId: 987654, quantity: 1 }] });
    expect(unknown.status).toBe(422);
    expect(unknown.json.errors).toEqual({ 'items.1.skuId': ['No such item'] });
    for (const [coupon, message] of [['EID2025', 'This coupon has expired'], ['NOPE', 'No such coupon'], ['SAVE100', 'This coupon needs an order of at least BDT 1,000.00']] as const) {
      const sent = await place(who, { items: [{ skuId: sku.id, quantity: 1 }], coupon });
      if (coupon === 'SAVE100' && sent.status === 201) continue; // the sku alone may cost BDT 1,000 or more
      expect(sent.status).toBe(422);
      expect(sent.json.errors).toEqual({ coupon: [message] });
    }
    const express = await place(who, { items: [{ skuId: sku.id, quantity: 1 }], deliveryOption: 'express' });
    expect(express.status).toBe(422);
    expect(express.json.errors).toHaveProperty('deliveryOption');
    const keyless = await send(api, 'POST', '/api/checkouts', { token: who.token, body: { items: [{ skuId: sku.id, quantity: 1 }], addressId: who.addressId, paymentMethod: 'cash_on_delivery' } });
    expect(keyless.status).toBe(422);
    expect(keyless.json.errors).toHaveProperty('Idempotency-Key');
  });

  it('answers 404 for another customer’s address and 401 without a session', async () => {
    const [one, other] = [await shopper(), await shopper()];
    const sku = await freshSku();
    expect((await place({ token: one.token, addressId: other.addressId }, { items: [{ skuId: sku.id, quantity: 1 }] })).status).toBe(404);
    expect((await place({ token: '', addressId: one.addressId }, { items: [{ skuId: sku.id, quantity: 1 }] })).status).toBe(401);
  });
});
