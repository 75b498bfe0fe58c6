import { describe, expect, it } from 'vitest';
import { useFulfilmentApi } from './support/fulfilment.ts';

// One merchant move of an order is one state change (issue 26 §4), whatever arrives at once; a
// cancel gives the stock back once and owes back what was paid, once, never more.
const { api, editor, move, shopper, place, walk, events, stockOf, skuInStock } = useFulfilmentApi();

const SHIP = { move: 'ship', courier: 'Steadfast', trackingNumber: 'SF-1001' };
const CANCEL = { move: 'cancel', reason: 'Damaged in the warehouse' };
const tally = (answers: { status: number }[]) => answers.reduce<Record<number, number>>((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});
const refundRows = (saleId: number) => api.db.prepare('SELECT * FROM payment_refunds WHERE sale_id = ?').all(saleId).map((row) => ({ ...row }));

/** A pay-later order the merchant marked paid: paid through no gateway. */
async function paidPayLater() {
  const who = await shopper();
  const sku = skuInStock(5);
  const order = await place(who, sku, 2, 'pay_later');
  const paid = await editor('POST', `/orders/${order.saleId}/payment`, { decision: 'paid' });
  expect(paid.json).toMatchObject({ status: 'paid', paymentStatus: 'paid' });
  return { who, sku, order };
}

describe('moves racing', () => {
  it('20 ship and cancel at once on a packed order: one move, one sale_events row, the stock back at most once', async () => {
    for (const first of [SHIP, CANCEL]) {
      const who = await shopper();
      const sku = skuInStock(5);
      const before = stockOf(sku);
      const order = await place(who, sku, 2);
      await walk(order.saleId, 'confirm', 'pack');
      const rows = events(order.saleId).length;
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => move(order.saleId, i % 2 ? (first === SHIP ? CANCEL : SHIP) : first)));
      expect(tally(answers)).toEqual({ 200: 1, 409: 19 });
      const won = answers.find((answer) => answer.status === 200)!.json.order.status as string;
      for (const lost of answers.filter((answer) => answer.status === 409)) expect(lost.json).toMatchObject({ code: 'not_allowed', orderStatus: won });
      const moved = events(order.saleId);
      expect(moved).toHaveLength(rows + 1);
      expect(moved.at(-1)!['status']).toBe(won);
      expect(stockOf(sku)).toBe(won === 'cancelled' ? before : before - 2);
      const audited = api.db.prepare("SELECT COUNT(*) AS n FROM editor_changes WHERE resource = 'order' AND resource_id = ?").get(order.invoiceId)!['n'];
      expect(audited).toBe(3); // confirm, pack, and the one move that won
    }
  });

  it('a cancel by the merchant gives the stock back once: the second cancel is a 409 and leaves the stock alone', async () => {
    const who = await shopper();
    const sku = skuInStock(5);
    const before = stockOf(sku);
    const order = await place(who, sku, 3);
    await walk(order.saleId, 'confirm', 'pack');
    expect(stockOf(sku)).toBe(before - 3);
    const cancelled = await move(order.saleId, CANCEL);
    expect(cancelled.json).toMatchObject({ order: { status: 'cancelled', moves: [] }, refund: null });
    expect(stockOf(sku)).toBe(before);
    const again = await move(order.saleId, CANCEL);
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ code: 'not_allowed', orderStatus: 'cancelled' });
    expect(stockOf(sku)).toBe(before);
    expect(events(order.saleId).at(-1)).toMatchObject({ status: 'cancelled', actor: 'editor', reason: 'Damaged in the warehouse' });
    // Nothing was paid: nothing is owed back.
    expect(refundRows(order.saleId)).toEqual([]);
  });
});

describe('cancelling a paid order', () => {
  it('records a refund of exactly what was paid, by the channel it came through (pay later: by hand), once', async () => {
    const { sku, order } = await paidPayLater();
    const totalPaisa = Math.round(order.total * 100);
    const stock = stockOf(sku);
    await walk(order.saleId, 'pack');
    const cancelled = await move(order.saleId, CANCEL);
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
    expect(cancelled.json.refund).toEqual({ id: expect.any(Number), amount: order.total, currency: 'BDT', channel: 'manual', state: 'by_hand' });
    expect(stockOf(sku)).toBe(stock + 2);
    expect((await move(order.saleId, CANCEL)).status).toBe(409);
    const rows = refundRows(order.saleId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ amount_paisa: totalPaisa, reason: 'order_closed', bank_tran_id: null, error: null });
    // The merchant sees it with the other refunds.
    const listed = (await editor('GET', '/refunds?size=100')).json.list.filter((refund: { invoiceId: string }) => refund.invoiceId === order.invoiceId);
    expect(listed).toEqual([expect.objectContaining({ amount: order.total, state: 'by_hand' })]);

    // Owed by hand: never sent to the gateway; recorded once the merchant sent it, with its reference.
    const id = cancelled.json.refund.id as number;
    expect((await editor('POST', `/refunds/${id}/retry`)).json).toMatchObject({ code: 'not_open' });
    expect((await editor('POST', `/refunds/${id}/sent`, { reference: '  ' })).json.errors).toEqual({ reference: ['Enter the reference of the money you sent'] });
    const sent = await editor('POST', `/refunds/${id}/sent`, { reference: 'BKASH 8FQ2-771A' });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ state: 'refunded', refundRefId: 'BKASH 8FQ2-771A' });
    expect((await editor('POST', `/refunds/${id}/sent`, { reference: 'BKASH 8FQ2-771A' })).json).toMatchObject({ code: 'not_by_hand' });
    expect((await editor('POST', '/refunds/999999/sent', { reference: 'X1' })).status).toBe(404);
  });

  it('20 cancels of one paid order at once: one 200, one refund row, never more than the total', async () => {
    const { order } = await paidPayLater();
    const answers = await Promise.all(Array.from({ length: 20 }, () => move(order.saleId, CANCEL)));
    expect(tally(answers)).toEqual({ 200: 1, 409: 19 });
    const rows = refundRows(order.saleId);
    expect(rows).toHaveLength(1);
    expect(rows.reduce((sum, row) => sum + Number(row['amount_paisa']), 0)).toBe(Math.round(order.total * 100));
    expect(events(order.saleId).filter((row) => row['status'] === 'cancelled')).toHaveLength(1);
  });
});
