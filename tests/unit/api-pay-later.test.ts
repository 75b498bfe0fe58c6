import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../api/db/open.ts';
import { expireUnpaidOrders, PAY_LATER_WINDOW_MS, PAYMENT_WINDOW_MS } from '../../api/payments/expiry.ts';
import { send } from './support/accounts.ts';
import { cardShopper, paymentOf, skusInStock, stockOf, type Shopper } from './support/gateway.ts';
import { useReferenceApi } from './support/reference-api.ts';

// Pay later (issue 12 §3): the order waits for a bKash, Nagad or bank payment quoting its invoice
// number, with the merchant's accounts from configuration; its items are held for 48 hours.
const ACCOUNTS = [
  { method: 'bkash', account: '01711-223344' },
  { method: 'bank', account: 'Kolom Ltd, A/C 1234567890, City Bank, Gulshan' },
] as const;
const api = useReferenceApi({ demoProducts: 30, payLaterAccounts: [...ACCOUNTS] });
let db: DatabaseSync;
beforeAll(() => {
  db = openDatabase(api.running.config.dbPath);
});
afterAll(() => db.close());

async function placePayLater(who: Shopper, skuId: number) {
  const sent = await send(api, 'POST', '/api/checkouts', {
    token: who.token,
    body: { items: [{ skuId, quantity: 2 }], addressId: who.addressId, paymentMethod: 'pay_later' },
    headers: { 'Idempotency-Key': `test-${randomUUID()}` },
  });
  expect(sent.status, sent.text).toBe(201);
  return sent.json;
}

describe('a pay-later order', () => {
  it('waits for its payment with its stock held, and says where to pay and what to quote', async () => {
    const [sku] = await skusInStock(api);
    const who = await cardShopper(api);
    const before = await stockOf(api, sku!.id);
    const order = await placePayLater(who, sku!.id);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid', paymentUrl: null });
    expect(await stockOf(api, sku!.id)).toBe(before - 2);
    expect(await paymentOf(api, who, order.invoiceId)).toEqual({
      invoiceId: order.invoiceId, saleId: order.saleId, status: 'awaiting_payment', paymentStatus: 'unpaid', paymentMethod: 'pay_later',
      total: order.total, currency: 'BDT', canRetry: false, payLater: { reference: order.invoiceId, accounts: ACCOUNTS },
    });
    // No gateway session for it: it is not a card order.
    expect((await send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: who.token })).status).toBe(409);
  });

  it('is kept 48 hours, not 30 minutes, then failed with its stock back', async () => {
    const [, sku] = await skusInStock(api);
    const who = await cardShopper(api);
    const before = await stockOf(api, sku!.id);
    const order = await placePayLater(who, sku!.id);
    const placedAt = Date.now();
    expect(expireUnpaidOrders(db, new Date(placedAt + PAYMENT_WINDOW_MS + 60_000))).toBe(0);
    expect(expireUnpaidOrders(db, new Date(placedAt + PAY_LATER_WINDOW_MS - 60_000))).toBe(0);
    // This order, and the first test's, which is as old.
    expect(expireUnpaidOrders(db, new Date(placedAt + PAY_LATER_WINDOW_MS + 60_000))).toBe(2);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'failed', payLater: null });
    expect(await stockOf(api, sku!.id)).toBe(before);
  });

  it('may be paid on delivery instead', async () => {
    const [, , sku] = await skusInStock(api);
    const who = await cardShopper(api);
    const order = await placePayLater(who, sku!.id);
    const switched = await send(api, 'PATCH', `/api/payments/cash-on-delivery?invoiceId=${order.invoiceId}`, { token: who.token });
    expect(switched.json).toMatchObject({ status: 'confirmed', paymentMethod: 'cash_on_delivery', payLater: null });
  });
});
