import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../../api/db/open.ts';
import { expireUnpaidOrders, PAYMENT_WINDOW_MS, startPaymentExpiry } from '../../api/payments/expiry.ts';
import { cardShopper, historyOf, paymentOf, placeCardOrder, postToApi, pressAtGateway, skusInStock, stockOf } from './support/gateway.ts';
import { useReferenceApi } from './support/reference-api.ts';

// Card orders left awaiting payment for 30 minutes are failed and their stock returned (issue 12 §1),
// on an injected clock, against the reference API's own database file.
const api = useReferenceApi({ demoProducts: 40 });
let db: DatabaseSync;
beforeAll(() => {
  db = openDatabase(api.running.config.dbPath);
});
afterAll(() => db.close());

describe('expireUnpaidOrders', () => {
  it('fails an order awaiting payment after 30 minutes, not before, and returns its stock once', async () => {
    const [a, b] = await skusInStock(api);
    const who = await cardShopper(api);
    const before = await stockOf(api, a!.id);
    const order = await placeCardOrder(api, who, a!.id, 2);
    const placedAt = Date.now();
    expect(expireUnpaidOrders(db, new Date(placedAt + PAYMENT_WINDOW_MS - 5_000))).toBe(0);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'awaiting_payment' });

    // Another, paid in time, is left alone.
    const paid = await placeCardOrder(api, who, b!.id);
    const press = await pressAtGateway(api, paid.paymentUrl!, 'pay');
    await postToApi(api, press.target, press.fields);

    expect(expireUnpaidOrders(db, new Date(placedAt + PAYMENT_WINDOW_MS + 60_000))).toBe(1);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'failed', paymentStatus: 'failed', canRetry: false });
    expect(await stockOf(api, a!.id)).toBe(before);
    expect(expireUnpaidOrders(db, new Date(placedAt + 2 * PAYMENT_WINDOW_MS))).toBe(0);
    expect(await stockOf(api, a!.id)).toBe(before);
    expect(await historyOf(api, who, paid.saleId)).toEqual(['awaiting_payment', 'paid']);
  });

  it('refuses a payment that arrives after the order was failed', async () => {
    const [, , c] = await skusInStock(api);
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, c!.id);
    expect(expireUnpaidOrders(db, new Date(Date.now() + PAYMENT_WINDOW_MS + 60_000))).toBe(1);
    const press = await pressAtGateway(api, order.paymentUrl!, 'pay');
    const response = await postToApi(api, press.target, press.fields);
    expect(response.headers.get('location')).toContain(`/payments/response/failed?invoiceId=${order.invoiceId}`);
    expect(await historyOf(api, who, order.saleId)).toEqual(['awaiting_payment', 'failed']);
  });
});

describe('startPaymentExpiry', () => {
  it('runs at once on the clock it is given, then on its timer, until stopped', async () => {
    const [, , , d] = await skusInStock(api);
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, d!.id);
    let now = new Date(Date.now() + 60_000);
    const stop = startPaymentExpiry(db, { now: () => now }, 20);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'awaiting_payment' });
    now = new Date(Date.now() + PAYMENT_WINDOW_MS + 60_000);
    await expect.poll(async () => (await paymentOf(api, who, order.invoiceId)).status).toBe('failed');
    stop();
  });
});
