import { describe, expect, it } from 'vitest';
import { returnRefund, type LineMoney, type OrderMoney } from '../../api/returns/refund-amount.ts';
import { useReturnsApi } from './support/returns.ts';

// What a return refunds (issue 26 §5): the returned units at what was paid for them (their share
// of a coupon's discount taken off), the delivery charge only with the whole order, and never more
// than was paid for the order less what was refunded of it before.
const api = useReturnsApi();
const { shopper, delivered, returned, moneyOf, linePaisa, refundRows } = api;
const paisa = (amount: number) => Math.round(amount * 100);

describe('the refund of a return', () => {
  it('takes the coupon’s share off the lines, and refunds exactly what was paid once the whole order is back', async () => {
    const who = await shopper();
    const [a, b] = api.skusInStock(2);
    const order = await delivered(who, [{ skuId: a!, quantity: 2 }, { skuId: b!, quantity: 1 }], 'KOLOM10');
    const money = moneyOf(order.saleId);
    expect(money.discount_paisa).toBeGreaterThan(0);
    expect(money.delivery_paisa).toBeGreaterThan(0);
    const lineA = linePaisa(order.saleId, a!);
    const net = money.subtotal_paisa - money.discount_paisa;

    const first = await returned(who, order.saleId, [{ skuId: a!, quantity: 1 }]);
    const firstPaisa = Math.floor(((lineA / 2) * net) / money.subtotal_paisa);
    expect(paisa(first.refund.amount)).toBe(firstPaisa);
    expect(paisa(first.refund.amount)).toBeLessThan(lineA / 2);

    // The rest: the last unit back brings the delivery charge with it; all together, the total paid.
    const rest = await returned(who, order.saleId, [{ skuId: a!, quantity: 1 }, { skuId: b!, quantity: 1 }]);
    expect(paisa(rest.refund.amount)).toBe(net - firstPaisa + money.delivery_paisa);
    expect(refundRows(order.saleId).reduce((sum, row) => sum + Number(row['amount_paisa']), 0)).toBe(money.total_paisa);
  });

  it('keeps the delivery charge when only part of the order comes back', async () => {
    const who = await shopper();
    const [a, b] = api.skusInStock(2);
    const order = await delivered(who, [{ skuId: a!, quantity: 1 }, { skuId: b!, quantity: 1 }]);
    const back = await returned(who, order.saleId, [{ skuId: b!, quantity: 1 }]);
    expect(paisa(back.refund.amount)).toBe(linePaisa(order.saleId, b!));
  });

  it('never refunds more than was paid less what was refunded before', async () => {
    const who = await shopper();
    const [sku] = api.skusInStock(1);
    const order = await delivered(who, [{ skuId: sku!, quantity: 2 }]);
    const { total_paisa: total } = moneyOf(order.saleId);
    // A refund of nearly all of it recorded before (a goodwill refund the merchant sent).
    const at = new Date(api.api.now).toISOString();
    api.api.db
      .prepare("INSERT INTO payment_refunds (sale_id, tran_id, val_id, amount_paisa, reason, state, created_at, updated_at) VALUES (?, ?, 'goodwill', ?, 'order_closed', 'failed', ?, ?)")
      .run(order.saleId, order.invoiceId, total - 50, at, at);

    const first = await returned(who, order.saleId, [{ skuId: sku!, quantity: 1 }]);
    expect(paisa(first.refund.amount)).toBe(50);
    const second = await returned(who, order.saleId, [{ skuId: sku!, quantity: 1 }]);
    expect(second.refund).toMatchObject({ amount: 0, id: null });
    expect(refundRows(order.saleId).reduce((sum, row) => sum + Number(row['amount_paisa']), 0)).toBe(total);
    expect(api.texts().at(-1)!.text).toContain('we received the items you returned');
  });
});

describe('returnRefund', () => {
  const lines: LineMoney[] = [
    { id: 1, quantity: 3, linePaisa: 1000 },
    { id: 2, quantity: 7, linePaisa: 7001 },
  ];
  const order: OrderMoney = { subtotalPaisa: 8001, discountPaisa: 777, deliveryPaisa: 6000, paidPaisa: 8001 - 777 + 6000, refundedPaisa: 0 };

  it('adds up, unit by unit in any order, to exactly what was paid, and each refund is at most the units’ price', () => {
    for (const order1st of [[1, 2], [2, 1]]) {
      const back = new Map<number, number>();
      let refunded = 0;
      for (const id of order1st) {
        const line = lines.find((candidate) => candidate.id === id)!;
        for (let unit = 0; unit < line.quantity; unit += 1) {
          const refund = returnRefund({ ...order, refundedPaisa: refunded }, lines, back, new Map([[id, 1]]));
          back.set(id, (back.get(id) ?? 0) + 1);
          refunded += refund.paisa;
          if (refund.deliveryPaisa === 0) expect(refund.paisa).toBeLessThanOrEqual(Math.ceil(line.linePaisa / line.quantity));
        }
      }
      expect(refunded).toBe(order.paidPaisa);
    }
  });

  it('refunds nothing of an order never paid', () => {
    expect(returnRefund({ ...order, paidPaisa: 0 }, lines, new Map(), new Map([[1, 3], [2, 7]]))).toMatchObject({ paisa: 0, capped: true });
  });
});
