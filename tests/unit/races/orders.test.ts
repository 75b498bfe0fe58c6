import { describe, expect, it } from 'vitest';
import { send } from '../support/accounts.ts';
import { burst, tally } from '../support/burst.ts';
import { cardShopper, historyOf, paymentOf, placeCardOrder, postToApi, pressAtGateway, skusInStock, stockOf } from '../support/gateway.ts';
import { useReferenceApi } from '../support/reference-api.ts';
import { newShopper, placeOrder } from '../support/shoppers.ts';

// Concurrency (issue 22, first test layer): every state change of an order, sent many times at
// once, happens exactly once; the stock it gives back comes back once.
const EDITOR_KEY = 'order-races-editor-key-0123456789ab';
const api = useReferenceApi({ demoProducts: 60, siteUrl: 'https://shop.example', editorKey: EDITOR_KEY });

let skus: { id: number; stock: number }[] = [];
async function sku() {
  if (skus.length === 0) skus = await skusInStock(api, 5);
  return skus.shift()!;
}

describe('one move, whatever arrives at once', () => {
  it('20 cancels of one order: one 200, 19 × 409, one history entry, the stock back once', async () => {
    const who = await newShopper(api);
    const { id } = await sku();
    const before = await stockOf(api, id);
    const placed = await placeOrder(api, who, { items: [{ skuId: id, quantity: 2 }] });
    expect(await stockOf(api, id)).toBe(before - 2);
    const answers = await burst(20, () => send(api, 'PATCH', `/api/sales?id=${placed.json.saleId}`, { token: who.token }));
    expect(tally(answers)).toEqual({ 200: 1, 409: 19 });
    expect((await historyOf(api, who, placed.json.saleId)).filter((status) => status === 'cancelled')).toHaveLength(1);
    expect(await stockOf(api, id)).toBe(before);
  });

  it('20 "pay on delivery instead" of one card order: one 200, the rest 409', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    const answers = await burst(20, () => send(api, 'PATCH', `/api/payments/cash-on-delivery?invoiceId=${order.invoiceId}`, { token: who.token }));
    expect(tally(answers)).toEqual({ 200: 1, 409: 19 });
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'confirmed', paymentMethod: 'cash_on_delivery' });
  });

  it('a cancel and the gateway’s cancel post racing 10 times each: cancelled once, stock back once', async () => {
    const who = await cardShopper(api);
    const { id } = await sku();
    const before = await stockOf(api, id);
    const order = await placeCardOrder(api, who, id);
    const atGateway = await pressAtGateway(api, order.paymentUrl!, 'cancel');
    await burst<{ status: number }>(20, (i) => (i % 2 ? postToApi(api, atGateway.target, atGateway.fields) : send(api, 'PATCH', `/api/checkouts/cancel?invoiceId=${order.invoiceId}`, { token: who.token })));
    expect((await historyOf(api, who, order.saleId)).filter((status) => status === 'cancelled')).toHaveLength(1);
    expect(await stockOf(api, id)).toBe(before);
  });

  it('10 retries of one failed refund at once: started once (one 200, nine 409), refunded once at the gateway', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    expect((await send(api, 'PATCH', `/api/checkouts/cancel?invoiceId=${order.invoiceId}`, { token: who.token })).status).toBe(200);
    const paid = await pressAtGateway(api, order.paymentUrl!, 'pay');
    await postToApi(api, paid.target, paid.fields);
    const editor = (method: string, path: string) => send(api, method, `/api/editor${path}`, { headers: { Authorization: `Bearer ${EDITOR_KEY}` } });
    const refundOf = async () => (await editor('GET', '/refunds?size=100')).json.list.find((refund: { invoiceId: string }) => refund.invoiceId === order.invoiceId);
    await expect.poll(async () => (await refundOf())?.state).toBe('refunded');
    // As if the gateway had refused it: failed here, not refunded there.
    const { id } = await refundOf();
    api.withDatabase((db) => {
      db.prepare("UPDATE payment_refunds SET state = 'failed', refund_ref_id = NULL WHERE id = ?").run(id);
      db.prepare('UPDATE gateway_transactions SET refund_ref_id = NULL, refunded_paisa = 0, refunded_at = NULL WHERE tran_id = ?').run(`${order.invoiceId}-1`);
      db.prepare('DELETE FROM gateway_refunds WHERE session_key IN (SELECT session_key FROM gateway_transactions WHERE tran_id = ?)').run(`${order.invoiceId}-1`);
    });
    const answers = await burst(10, () => editor('POST', `/refunds/${id}/retry`));
    expect(tally(answers)).toEqual({ 200: 1, 409: 9 });
    expect((await refundOf()).state).toBe('refunded');
    const refundedAtGateway = api.withDatabase((db) => db.prepare('SELECT COUNT(*) AS n FROM gateway_transactions WHERE tran_id = ? AND refund_ref_id IS NOT NULL').get(`${order.invoiceId}-1`)!['n']);
    expect(refundedAtGateway).toBe(1);
    const audited = (await editor('GET', '/changes')).json.list.filter((change: { resource: string; resourceId: string }) => change.resource === 'refund' && change.resourceId === String(id));
    expect(audited).toHaveLength(1);
  });
});
