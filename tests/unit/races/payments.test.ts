import { describe, expect, it } from 'vitest';
import { send } from '../support/accounts.ts';
import { burst, tally } from '../support/burst.ts';
import { cardShopper, historyOf, paymentOf, placeCardOrder, postToApi, pressAtGateway, skusInStock, stockOf } from '../support/gateway.ts';
import { useReferenceApi } from '../support/reference-api.ts';

// Concurrency and money (issue 22 §3): one live gateway session per order whatever arrives at
// once, and every validated payment that cannot be applied recorded and refunded, never lost.
const EDITOR_KEY = 'payment-races-editor-key-0123456789';
const api = useReferenceApi({ demoProducts: 60, siteUrl: 'https://shop.example', editorKey: EDITOR_KEY });
const editor = (method: string, path: string) => send(api, method, `/api/editor${path}`, { headers: { Authorization: `Bearer ${EDITOR_KEY}` } });
const refundsOf = async (invoiceId: string) => (await editor('GET', '/refunds?size=100')).json.list.filter((refund: { invoiceId: string }) => refund.invoiceId === invoiceId);

let skus: { id: number; stock: number }[] = [];
async function sku() {
  if (skus.length === 0) skus = await skusInStock(api, 5);
  return skus.shift()!;
}

/** The gateway sessions the API keeps for an order, read off its database file (a second connection). */
const sessionsOf = (saleId: number): { tran_id: string; state: string }[] =>
  api.withDatabase((db) => db.prepare('SELECT tran_id, state FROM payment_sessions WHERE sale_id = ? ORDER BY rowid').all(saleId) as never);

describe('one live gateway session per order', () => {
  it('10 checkouts at once under one Idempotency-Key: one order, one session, the same hosted page for all', async () => {
    const who = await cardShopper(api);
    const { id } = await sku();
    const before = await stockOf(api, id);
    const body = { items: [{ skuId: id, quantity: 1 }], addressId: who.addressId, paymentMethod: 'card' };
    const answers = await burst(10, () => send(api, 'POST', '/api/checkouts', { token: who.token, body, headers: { 'Idempotency-Key': `burst-${who.addressId}-0123456789` } }));
    expect(tally(answers)).toEqual({ 201: 10 });
    expect(new Set(answers.map((answer) => answer.json.invoiceId)).size).toBe(1);
    expect(new Set(answers.map((answer) => answer.json.paymentUrl)).size).toBe(1);
    expect(answers[0]!.json.paymentUrl).toMatch(/\/gateway\/pay\//);
    expect(sessionsOf(answers[0]!.json.saleId)).toEqual([{ tran_id: `${answers[0]!.json.invoiceId}-1`, state: 'open' }]);
    expect(await stockOf(api, id)).toBe(before - 1);
  });

  it('10 Pay now at once: the live session for all, none opened beside it', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    const answers = await burst(10, () => send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: who.token }));
    expect(tally(answers)).toEqual({ 201: 10 });
    expect(new Set(answers.map((answer) => answer.json.paymentUrl))).toEqual(new Set([order.paymentUrl]));
    expect(sessionsOf(order.saleId)).toHaveLength(1);
  });

  it('10 Try again at once after a signed fail: exactly one new session', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    const failed = await pressAtGateway(api, order.paymentUrl!, 'fail');
    await postToApi(api, failed.target, failed.fields);
    const answers = await burst(10, () => send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: who.token }));
    expect(tally(answers)).toEqual({ 201: 10 });
    expect(new Set(answers.map((answer) => answer.json.paymentUrl)).size).toBe(1);
    expect(sessionsOf(order.saleId).map((session) => session.state)).toEqual(['closed', 'open']);
  });
});

describe('a payment that cannot be applied', () => {
  it('a second payment of a paid order (an old session paid late): applied once, the second recorded and refunded', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    // The first session outlives its window unpaid (its page still open in a tab): Pay now opens a second.
    api.withDatabase((db) => db.prepare("UPDATE payment_sessions SET created_at = '2000-01-01T00:00:00.000Z' WHERE sale_id = ?").run(order.saleId));
    const second = await send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: who.token });
    expect(second.json.paymentUrl).not.toBe(order.paymentUrl);

    const [late, now] = [await pressAtGateway(api, order.paymentUrl!, 'pay'), await pressAtGateway(api, second.json.paymentUrl, 'pay')];
    await burst(4, (i) => postToApi(api, i % 2 ? now.target : late.target, i % 2 ? now.fields : late.fields));
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
    expect(await historyOf(api, who, order.saleId)).toEqual(['awaiting_payment', 'paid']);
    await expect.poll(async () => (await refundsOf(order.invoiceId)).map((refund: { state: string }) => refund.state)).toEqual(['refunded']);
    const [refund] = await refundsOf(order.invoiceId);
    expect(refund).toMatchObject({ reason: 'second_payment', amount: order.total, currency: 'BDT' });
    expect([late.fields['tran_id'], now.fields['tran_id']]).toContain(refund.tranId);
    // Started once: trying it again is refused, and the gateway's books show one refund.
    expect((await editor('POST', `/refunds/${refund.id}/retry`)).status).toBe(409);
  });

  it('20 success returns and IPNs of one payment for a cancelled order, at once: one refund row', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    expect((await send(api, 'PATCH', `/api/checkouts/cancel?invoiceId=${order.invoiceId}`, { token: who.token })).status).toBe(200);
    const paid = await pressAtGateway(api, order.paymentUrl!, 'pay');
    await burst(20, (i) => postToApi(api, i % 2 ? '/payments/ipn' : paid.target, paid.fields));
    await expect.poll(async () => (await refundsOf(order.invoiceId)).map((refund: { state: string }) => refund.state)).toEqual(['refunded']);
    expect((await refundsOf(order.invoiceId))[0]).toMatchObject({ reason: 'order_closed' });
  });
});
