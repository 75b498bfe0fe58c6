import { describe, expect, it } from 'vitest';
import { EVENT_OF, MERCHANT_MOVES, movesFrom } from '../../api/fulfilment/merchant-moves.ts';
import { ORDER_STATUSES } from '../../src/lib/contract/index.ts';
import { nextStatus } from '../../src/lib/order-machine.ts';
import { useFulfilmentApi } from './support/fulfilment.ts';

// The moves the editor screen offers (issue 26 §4) come from the API's `moves` of each order, which
// the one state machine (src/lib/order-machine.ts) decides: the screen keeps no copy of the rules.
const { editor, move, shopper, place, walk } = useFulfilmentApi();

/** The merchant's moves by status, as issue 26 §4 lists them. */
const OFFERED: Record<string, string[]> = {
  pending: ['confirm', 'cancel'],
  confirmed: ['pack', 'cancel'],
  paid: ['pack', 'cancel'],
  packed: ['ship', 'cancel'],
  shipped: ['deliver'],
  // Not on the work list (the pay-later section decides it), but the shop may still cancel it.
  awaiting_payment: ['cancel'],
};

/** A valid body of `name`: a ship names its courier and tracking number, a cancel its reason. */
const bodyOf = (name: string, expectedStatus?: string) => ({
  move: name,
  ...(name === 'ship' ? { courier: 'Pathao', trackingNumber: 'PT123' } : name === 'cancel' ? { reason: 'Out of stock' } : {}),
  ...(expectedStatus ? { expectedStatus } : {}),
});

describe('movesFrom', () => {
  it('offers exactly the moves the state machine allows from each status, none from a finished one', () => {
    for (const status of ORDER_STATUSES) {
      expect(movesFrom(status), status).toEqual(MERCHANT_MOVES.filter((name) => nextStatus(status, EVENT_OF[name]) !== undefined));
      expect(movesFrom(status), status).toEqual(OFFERED[status] ?? []);
    }
  });
});

describe('the moves of each order to fulfil', () => {
  it('lists each order with its allowed moves; those are accepted, every other move is refused (409 not_allowed)', async () => {
    const who = await shopper();
    const byStatus: Record<string, number> = {};
    for (const [status, path] of [['pending', []], ['confirmed', ['confirm']], ['packed', ['confirm', 'pack']], ['shipped', ['confirm', 'pack', 'ship']]] as const) {
      const order = await place(who);
      await walk(order.saleId, ...path);
      byStatus[status] = order.saleId;
    }
    const paid = await place(who, undefined, 1, 'pay_later');
    expect((await editor('POST', `/orders/${paid.saleId}/payment`, { decision: 'paid' })).status).toBe(200);
    byStatus['paid'] = paid.saleId;

    const listed = (await editor('GET', '/orders/fulfilment?size=100')).json.list as { id: number; status: string; moves: string[] }[];
    for (const [status, saleId] of Object.entries(byStatus)) {
      const order = listed.find((one) => one.id === saleId)!;
      expect(order, status).toMatchObject({ status, moves: OFFERED[status] });
      for (const name of MERCHANT_MOVES.filter((one) => !order.moves.includes(one))) {
        const refused = await move(saleId, bodyOf(name));
        expect(refused.status, `${status}: ${name}`).toBe(409);
        expect(refused.json, `${status}: ${name}`).toMatchObject({ code: 'not_allowed', orderStatus: status, order: { id: saleId, status, moves: OFFERED[status] } });
      }
      // The first move offered goes through, and the answer offers the moves of the new status.
      const moved = await move(saleId, bodyOf(order.moves[0]!, status));
      expect(moved.status, `${status}: ${order.moves[0]}`).toBe(200);
      expect(moved.json.order.moves).toEqual(movesFrom(moved.json.order.status));
    }
  });

  it('answers a stale screen (409 status_changed) with the order as it is now, and an unknown order (404) with none', async () => {
    const who = await shopper();
    const order = await place(who);
    await walk(order.saleId, 'confirm');
    const stale = await move(order.saleId, bodyOf('cancel', 'pending'));
    expect(stale.status).toBe(409);
    expect(stale.json).toMatchObject({ code: 'status_changed', orderStatus: 'confirmed', order: { id: order.saleId, invoiceId: order.invoiceId, status: 'confirmed', moves: ['pack', 'cancel'], shipment: null } });
    const missing = await move(999_999, bodyOf('confirm', 'pending'));
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({ code: 'order_not_found', message: 'Order not found' });
  });
});
