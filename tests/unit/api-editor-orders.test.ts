import { describe, expect, it } from 'vitest';
import type { EditorChange } from '../../src/lib/contract/editor.ts';
import { send } from './support/accounts.ts';
import { useEditorOrdersApi } from './support/editor-orders.ts';
import { cardShopper, historyOf, placeCardOrder, stockOf } from './support/gateway.ts';
import { SLOW } from './support/receipts.ts';
import { signedLinkOf } from './support/upload-service.ts';

// The merchant's side of pay later (issue 12 §3–4) on the real reference API: the orders waiting
// for the merchant's word, and the decision — paid as a card payment is, or failed with the stock
// back — once, whatever races it, audited, and seen by the customer.
const { EDITOR_KEY, uploads, api, orderFor, editor, decide, waiting, saleOf, skuOf, orderWithReceipt } = useEditorOrdersApi();

describe('GET /api/editor/orders', { timeout: SLOW }, () => {
  it('lists pay-later orders waiting for the merchant, newest first, with customer, total, reference and receipts', async () => {
    const who = await cardShopper(api);
    const plain = await orderFor(who);
    const withReceipt = await orderWithReceipt(who, 'BK7X1234');
    const card = await placeCardOrder(api, who, uploads.nextSku());

    const all = await waiting();
    const ids = all.map((order) => order.id);
    expect(ids).toContain(plain.saleId);
    expect(ids).not.toContain(card.saleId);
    // Newest first.
    expect(ids.indexOf(withReceipt.saleId)).toBeLessThan(ids.indexOf(plain.saleId));
    const shown = all.find((order) => order.id === withReceipt.saleId)!;
    const sale = await saleOf(who, withReceipt.saleId);
    expect(shown).toMatchObject({
      invoiceId: withReceipt.invoiceId,
      customer: { name: expect.any(String), email: expect.stringContaining('@') },
      total: sale.total,
      currency: 'BDT',
      paymentMethod: 'pay_later',
      paymentState: 'receipt_received',
      reference: 'BK7X1234',
      receipts: [{ uuid: withReceipt.uuid, name: 'bkash.png', size: 3000, mimeType: 'image/png', cdnUrl: expect.stringMatching(signedLinkOf(`${api.running.config.publicUrl}/ucarecdn/${withReceipt.uuid}/`)), dateCreated: expect.any(String) }],
    });
    expect(all.find((order) => order.id === plain.saleId)).toMatchObject({ paymentState: 'awaiting_payment', reference: plain.invoiceId, receipts: [], receiptReceivedAt: null });

    const received = await waiting('&paymentState=receipt_received');
    expect(received.map((order) => order.id)).toContain(withReceipt.saleId);
    expect(received.map((order) => order.id)).not.toContain(plain.saleId);
    const unpaid = await waiting('&paymentState=awaiting_payment');
    expect(unpaid.map((order) => order.id)).toContain(plain.saleId);
    expect(unpaid.map((order) => order.id)).not.toContain(withReceipt.saleId);
  });

  it('pages like the other lists, and refuses a bad query with field errors (422)', async () => {
    const first = await editor('GET', '/orders?page=1&size=1');
    expect(first.json).toMatchObject({ page: 1, size: 1, total: expect.any(Number) });
    expect(first.json.list).toHaveLength(1);
    for (const query of ['paymentState=paid', 'size=0', 'size=101', 'page=0', 'page=1e0', 'other=1']) {
      const sent = await editor('GET', `/orders?${query}`);
      expect(sent.status, query).toBe(422);
      expect(Object.keys(sent.json.errors).length, query).toBeGreaterThan(0);
    }
  });

  it('needs the editor key: the customer token or the storefront key open nothing (401)', async () => {
    const who = await cardShopper(api);
    expect((await send(api, 'GET', '/api/editor/orders', { token: who.token })).status).toBe(401);
    expect((await editor('GET', '/orders', undefined, 'wrong-key')).status).toBe(401);
    expect((await send(api, 'POST', '/api/editor/orders/1/payment', { token: who.token, body: { decision: 'paid' } })).status).toBe(401);
  });
});

describe('POST /api/editor/orders/{id}/payment', { timeout: SLOW }, () => {
  it('paid: the order is paid as a validated card payment makes it, audited, and the customer sees it paid', async () => {
    const who = await cardShopper(api);
    const order = await orderWithReceipt(who, 'TRX-77');
    const stock = await stockOf(api, await skuOf(who, order.saleId));
    const sent = await decide(order.saleId, { decision: 'paid', expectedState: 'receipt_received', note: 'Seen on the bKash statement' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ id: order.saleId, invoiceId: order.invoiceId, status: 'paid', paymentStatus: 'paid', paymentState: 'paid', decision: 'paid' });

    const sale = await saleOf(who, order.saleId);
    expect(sale).toMatchObject({ status: 'paid', paymentStatus: 'paid', paymentState: 'paid' });
    expect(await historyOf(api, who, order.saleId)).toEqual(['awaiting_payment', 'receipt_received', 'paid']);
    const list = (await send(api, 'POST', '/api/sales', { token: who.token, body: {} })).json.list;
    expect(list.find((entry: { id: number }) => entry.id === order.saleId)).toMatchObject({ paymentState: 'paid' });
    // The same row the gateway writes: the payment's reference is what the merchant matched.
    expect(uploads.db.prepare('SELECT payment_ref FROM sales WHERE id = ?').get(order.saleId)).toEqual({ payment_ref: 'TRX-77' });
    // The stock stays sold.
    expect(await stockOf(api, await skuOf(who, order.saleId))).toBe(stock);
    // No longer waiting.
    expect((await waiting()).map((entry) => entry.id)).not.toContain(order.saleId);

    const audit = ((await editor('GET', '/changes')).json.list as EditorChange[]).find((row) => row.resource === 'order' && row.resourceId === order.invoiceId)!;
    expect(audit).toMatchObject({
      who: 'editor',
      client: '127.0.0.1',
      before: { status: 'awaiting_payment', paymentState: 'receipt_received' },
      after: { status: 'paid', paymentState: 'paid', decision: 'paid', note: 'Seen on the bKash statement' },
    });
  });

  it('rejected: the order fails and its stock goes back, as the expiry does', async () => {
    const who = await cardShopper(api);
    const order = await orderWithReceipt(who);
    const sku = await skuOf(who, order.saleId);
    const before = await stockOf(api, sku);
    const sent = await decide(order.saleId, { decision: 'rejected' });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.json).toMatchObject({ status: 'failed', paymentStatus: 'failed', paymentState: 'failed', decision: 'rejected' });
    expect(await stockOf(api, sku)).toBe(before + 1);
    expect(await saleOf(who, order.saleId)).toMatchObject({ status: 'failed', paymentState: 'failed', canCancel: false });
    expect(await historyOf(api, who, order.saleId)).toEqual(['awaiting_payment', 'receipt_received', 'failed']);
  });

  it('decides a pay-later order awaiting payment without a receipt too', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    expect((await decide(order.saleId, { decision: 'paid', expectedState: 'awaiting_payment' })).json).toMatchObject({ paymentState: 'paid' });
  });

  it('a second decision is a 409 with a code, never a second state change', async () => {
    const who = await cardShopper(api);
    const [paid, rejected] = [await orderWithReceipt(who), await orderWithReceipt(who)];
    expect((await decide(paid.saleId, { decision: 'paid' })).status).toBe(200);
    expect((await decide(rejected.saleId, { decision: 'rejected' })).status).toBe(200);
    const sku = await skuOf(who, rejected.saleId);
    const stock = await stockOf(api, sku);
    for (const decision of ['paid', 'rejected']) {
      const again = await decide(paid.saleId, { decision });
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ code: 'already_paid', paymentState: 'paid', message: expect.stringContaining(paid.invoiceId) });
      const twice = await decide(rejected.saleId, { decision });
      expect(twice.status).toBe(409);
      expect(twice.json).toMatchObject({ code: 'already_failed', paymentState: 'failed' });
    }
    expect(await historyOf(api, who, paid.saleId)).toEqual(['awaiting_payment', 'receipt_received', 'paid']);
    expect(await historyOf(api, who, rejected.saleId)).toEqual(['awaiting_payment', 'receipt_received', 'failed']);
    expect(await stockOf(api, sku)).toBe(stock);
    const audit = ((await editor('GET', '/changes')).json.list as EditorChange[]).filter((row) => row.resource === 'order' && [paid.invoiceId, rejected.invoiceId].includes(row.resourceId));
    expect(audit).toHaveLength(2);
  });

  it('refuses anything but a pay-later order awaiting payment (409 with a code), and a missing one (404)', async () => {
    const who = await cardShopper(api);
    const card = await placeCardOrder(api, who, uploads.nextSku());
    expect((await decide(card.saleId, { decision: 'paid' })).json).toMatchObject({ code: 'not_pay_later' });
    expect((await decide(card.saleId, { decision: 'paid' })).status).toBe(409);
    const cancelled = await orderFor(who);
    await send(api, 'PATCH', `/api/sales?id=${cancelled.saleId}`, { token: who.token });
    const sent = await decide(cancelled.saleId, { decision: 'paid' });
    expect(sent.status).toBe(409);
    expect(sent.json).toMatchObject({ code: 'not_awaiting_payment', paymentState: 'none' });
    const missing = await decide(999_999, { decision: 'paid' });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'order_not_found' });
    expect(await historyOf(api, who, card.saleId)).toEqual(['awaiting_payment']);
  });

  it('refuses a decision taken on a stale screen: a receipt came after the merchant looked (409 payment_state_changed)', async () => {
    const who = await cardShopper(api);
    const order = await orderWithReceipt(who);
    const sent = await decide(order.saleId, { decision: 'rejected', expectedState: 'awaiting_payment' });
    expect(sent.status).toBe(409);
    expect(sent.json).toMatchObject({ code: 'payment_state_changed', paymentState: 'receipt_received' });
    expect((await saleOf(who, order.saleId)).status).toBe('awaiting_payment');
  });

  it('validates the body and the path (422 with field errors)', async () => {
    const who = await cardShopper(api);
    const order = await orderFor(who);
    const cases: [unknown, string][] = [
      [{}, 'decision'],
      [{ decision: 'maybe' }, 'decision'],
      [{ decision: 'paid', expectedState: 'paid' }, 'expectedState'],
      [{ decision: 'paid', note: 'x'.repeat(501) }, 'note'],
      [{ decision: 'paid', note: 'bad\u0000note' }, 'note'],
      [{ decision: 'paid', amount: 10 }, 'amount'],
      [{ decision: 1 }, 'decision'],
    ];
    for (const [body, field] of cases) {
      const sent = await decide(order.saleId, body);
      expect(sent.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(sent.json.errors), JSON.stringify(body)).toContain(field);
    }
    const notJson = await send(api, 'POST', `/api/editor/orders/${order.saleId}/payment`, { headers: { Authorization: `Bearer ${EDITOR_KEY}`, 'Content-Type': 'application/json' }, body: '{' });
    expect(notJson.status).toBe(422);
    for (const id of ['abc', '0', '-1', '1.5']) expect((await decide(id as unknown as number, { decision: 'paid' })).status, id).toBe(422);
    expect((await saleOf(who, order.saleId)).status).toBe('awaiting_payment');
  });
});
