import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { send } from './support/accounts.ts';
import { cardShopper, paymentOf, placeCardOrder, postToApi, pressAtGateway, skusInStock, stockOf } from './support/gateway.ts';
import { useReferenceApi } from './support/reference-api.ts';

// A card-paid order the shop cancels (issue 26 §4) is refunded through the channel it was paid
// with: a refund row for exactly what was paid, started at the gateway once the cancel has
// committed, and refunded there once; the real reference API and its local gateway.
const EDITOR_KEY = 'fulfilment-card-refund-editor-key-0123';
const smsDir = mkdtempSync(join(tmpdir(), 'fulfilment-card-sms-'));
const api = useReferenceApi({ demoProducts: 20, siteUrl: 'https://shop.example', editorKey: EDITOR_KEY, sms: { outboxDir: smsDir } });
afterAll(() => rmSync(smsDir, { recursive: true, force: true }));

const editor = (method: string, path: string, body?: unknown) => send(api, method, `/api/editor${path}`, { headers: { Authorization: `Bearer ${EDITOR_KEY}` }, ...(body === undefined ? {} : { body }) });
const refundsOf = async (invoiceId: string) => (await editor('GET', '/refunds?size=100')).json.list.filter((refund: { invoiceId: string }) => refund.invoiceId === invoiceId);
const texts = () => readdirSync(smsDir).sort().map((name) => JSON.parse(readFileSync(join(smsDir, name), 'utf8')) as { to: string; text: string });

describe('cancelling a card-paid order', () => {
  it('owes back exactly what was paid, refunds it through the gateway once, gives the stock back once and tells the shopper', async () => {
    const who = await cardShopper(api);
    const [sku] = await skusInStock(api, 5);
    const before = await stockOf(api, sku!.id);
    const order = await placeCardOrder(api, who, sku!.id, 2);
    const paid = await pressAtGateway(api, order.paymentUrl!, 'pay');
    await postToApi(api, paid.target, paid.fields);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'paid', paymentStatus: 'paid' });

    expect((await editor('POST', `/orders/${order.saleId}/moves`, { move: 'pack' })).status).toBe(200);
    const cancelled = await editor('POST', `/orders/${order.saleId}/moves`, { move: 'cancel', reason: 'Ink cartridges arrived broken', expectedStatus: 'packed' });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.json).toMatchObject({ order: { status: 'cancelled', paymentStatus: 'paid' }, refund: { amount: order.total, currency: 'BDT', channel: 'gateway', state: 'due' } });
    expect(await stockOf(api, sku!.id)).toBe(before);

    // Started in the background once the cancel committed; refunded at the gateway.
    await expect.poll(async () => (await refundsOf(order.invoiceId)).map((refund: { state: string }) => refund.state)).toEqual(['refunded']);
    const [refund] = await refundsOf(order.invoiceId);
    expect(refund).toMatchObject({ amount: order.total, bankTranId: paid.fields['bank_tran_id'], tranId: `${order.invoiceId}-1` });
    const atGateway = api.withDatabase((db) => db.prepare('SELECT refunded_paisa FROM gateway_transactions WHERE val_id = ?').get(paid.fields['val_id']!));
    expect(atGateway).toEqual({ refunded_paisa: Math.round(order.total * 100) });

    // A second cancel, or a replay of the payment, owes nothing more and gives no more stock.
    const again = await editor('POST', `/orders/${order.saleId}/moves`, { move: 'cancel', reason: 'Again' });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'not_allowed', orderStatus: 'cancelled' });
    await postToApi(api, '/payments/ipn', paid.fields);
    expect(await refundsOf(order.invoiceId)).toHaveLength(1);
    expect(await stockOf(api, sku!.id)).toBe(before);

    const told = texts().filter((sms) => sms.text.includes(order.invoiceId));
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain(`BDT ${order.total.toFixed(2)}`);
  });

  it('sends a shopper back from the gateway to the success page even once the order is packed', async () => {
    const who = await cardShopper(api);
    const [sku] = await skusInStock(api, 2);
    const order = await placeCardOrder(api, who, sku!.id, 1);
    const paid = await pressAtGateway(api, order.paymentUrl!, 'pay');
    await postToApi(api, paid.target, paid.fields);
    expect((await editor('POST', `/orders/${order.saleId}/moves`, { move: 'pack' })).status).toBe(200);
    // The shopper's browser posts the gateway's return again (a reload, a back button).
    const again = await postToApi(api, paid.target, paid.fields);
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toContain('/payments/response/success?');
  });
});
