import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { send } from './support/accounts.ts';
import { cardShopper, paymentOf, placeCardOrder, postToApi, pressAtGateway, skusInStock, stockOf } from './support/gateway.ts';
import { useReferenceApi } from './support/reference-api.ts';

// A return of a card-paid order (issue 26 §5) is refunded through the gateway it was paid with:
// a refund row for exactly the returned lines, started at the gateway's refund API once the receipt
// has committed, and refunded there. The real reference API and its local gateway.
const EDITOR_KEY = 'returns-card-editor-key-0123456789abcdef';
const smsDir = mkdtempSync(join(tmpdir(), 'returns-card-sms-'));
const api = useReferenceApi({ demoProducts: 20, siteUrl: 'https://shop.example', editorKey: EDITOR_KEY, sms: { outboxDir: smsDir } });
afterAll(() => rmSync(smsDir, { recursive: true, force: true }));

const editor = (method: string, path: string, body?: unknown) => send(api, method, `/api/editor${path}`, { headers: { Authorization: `Bearer ${EDITOR_KEY}` }, ...(body === undefined ? {} : { body }) });
const refundsOf = async (invoiceId: string) => (await editor('GET', '/refunds?size=100')).json.list.filter((refund: { invoiceId: string }) => refund.invoiceId === invoiceId);

describe('returning part of a card-paid order', () => {
  it('refunds the returned units through the gateway, once', async () => {
    const who = await cardShopper(api);
    const [sku] = await skusInStock(api, 5);
    const order = await placeCardOrder(api, who, sku!.id, 2);
    const paid = await pressAtGateway(api, order.paymentUrl!, 'pay');
    await postToApi(api, paid.target, paid.fields);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'paid' });
    for (const body of [{ move: 'pack' }, { move: 'ship', courier: 'Steadfast', trackingNumber: 'SF-1001' }, { move: 'deliver' }]) {
      expect((await editor('POST', `/orders/${order.saleId}/moves`, body)).status).toBe(200);
    }
    const before = await stockOf(api, sku!.id);

    const asked = await send(api, 'POST', '/api/sales/returns', { token: who.token, body: { saleId: order.saleId, lines: [{ skuId: sku!.id, quantity: 1 }], reason: 'Arrived scratched' } });
    expect(asked.status, asked.text).toBe(201);
    expect((await editor('POST', `/returns/${asked.json.id}/decision`, { decision: 'accepted' })).status).toBe(200);
    const received = await editor('POST', `/returns/${asked.json.id}/received`);
    expect(received.status, received.text).toBe(200);
    const linePaisa = api.withDatabase((db) => Number(db.prepare('SELECT line_paisa FROM sale_lines WHERE sale_id = ?').get(order.saleId)!['line_paisa']));
    expect(received.json.return.refund).toMatchObject({ amount: linePaisa / 2 / 100, channel: 'gateway' });
    expect(await stockOf(api, sku!.id)).toBe(before + 1);

    // Started in the background once the receipt committed; refunded at the gateway for that amount only.
    await expect.poll(async () => (await refundsOf(order.invoiceId)).map((refund: { state: string }) => refund.state)).toEqual(['refunded']);
    const [refund] = await refundsOf(order.invoiceId);
    expect(refund).toMatchObject({ amount: linePaisa / 2 / 100, reason: 'returned', bankTranId: paid.fields['bank_tran_id'] });
    const atGateway = api.withDatabase((db) => db.prepare('SELECT refunded_paisa FROM gateway_transactions WHERE val_id = ?').get(paid.fields['val_id']!));
    expect(atGateway).toEqual({ refunded_paisa: linePaisa / 2 });
    expect((await editor('POST', `/returns/${asked.json.id}/received`)).status).toBe(409);
    expect(await refundsOf(order.invoiceId)).toHaveLength(1);

    // The other unit comes back too: a second partial refund of the same payment, refunded on its own.
    const second = await send(api, 'POST', '/api/sales/returns', { token: who.token, body: { saleId: order.saleId, lines: [{ skuId: sku!.id, quantity: 1 }], reason: 'The other one too' } });
    expect(second.status, second.text).toBe(201);
    expect((await editor('POST', `/returns/${second.json.id}/decision`, { decision: 'accepted' })).status).toBe(200);
    expect((await editor('POST', `/returns/${second.json.id}/received`)).status).toBe(200);
    await expect.poll(async () => (await refundsOf(order.invoiceId)).map((refund: { state: string }) => refund.state)).toEqual(['refunded', 'refunded']);
    const refs = new Set((await refundsOf(order.invoiceId)).map((refund: { refundRefId: string }) => refund.refundRefId));
    expect(refs.size).toBe(2); // two refunds at the gateway, not the first one's reference twice
    const total = api.withDatabase((db) => db.prepare('SELECT SUM(paisa) AS paisa, COUNT(*) AS n FROM gateway_refunds r JOIN gateway_transactions t ON t.session_key = r.session_key WHERE t.val_id = ?').get(paid.fields['val_id']!));
    const orderTotal = api.withDatabase((db) => Number(db.prepare('SELECT total_paisa FROM sales WHERE id = ?').get(order.saleId)!['total_paisa']));
    expect(total).toEqual({ paisa: orderTotal, n: 2 }); // the whole order back: its delivery charge with the last unit
  });
});
