import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { saleSchema } from '../../src/lib/contract/index.ts';
import { useFulfilmentApi } from './support/fulfilment.ts';

// Orders followed to the door (issue 26 §4): the merchant confirms, packs, ships (courier and
// tracking number) and delivers an order, each an audited move the shopper follows on its timeline.
const { api, editor, move, asShopper, shopper, place, walk, events } = useFulfilmentApi();

describe('POST /api/editor/orders/{id}/moves', () => {
  it('takes an order confirm → pack → ship → deliver: one sale_events row per move, with who and the shipment', async () => {
    const who = await shopper();
    const order = await place(who);
    const steps = [
      ['confirm', { move: 'confirm', note: 'Called the shopper' }, 'confirmed'],
      ['pack', { move: 'pack', expectedStatus: 'confirmed' }, 'packed'],
      ['ship', { move: 'ship', courier: ' Pathao ', trackingNumber: 'DL121224VS8TLB' }, 'shipped'],
      ['deliver', { move: 'deliver' }, 'delivered'],
    ] as const;
    for (const [name, body, status] of steps) {
      api.now += 60 * 60 * 1000;
      const moved = await move(order.saleId, body);
      expect(moved.status, JSON.stringify(moved.json)).toBe(200);
      expect(moved.json).toMatchObject({ move: name, movedAt: new Date(api.now).toISOString(), order: { id: order.saleId, invoiceId: order.invoiceId, status }, refund: null });
    }
    const done = (await move(order.saleId, { move: 'deliver' })).json;
    expect(done).toMatchObject({ code: 'not_allowed', orderStatus: 'delivered' });

    const stored = events(order.saleId);
    expect(stored.map((row) => row['status'])).toEqual(['pending', 'confirmed', 'packed', 'shipped', 'delivered']);
    expect(stored.slice(1).map((row) => row['actor'])).toEqual(['editor', 'editor', 'editor', 'editor']);
    expect(stored[1]).toMatchObject({ note: 'Called the shopper', courier: null });
    expect(stored[3]).toMatchObject({ courier: 'Pathao', tracking_number: 'DL121224VS8TLB' });
    expect(stored.map((row) => row['at'])).toEqual([0, 1, 2, 3, 4].map((hours) => new Date(api.now - (4 - hours) * 3_600_000).toISOString()));

    // Cash on delivery: paid into the courier's hand.
    const sale = await asShopper(who, 'GET', `/api/sales?id=${order.saleId}`);
    expect(sale.json).toMatchObject({ status: 'delivered', paymentStatus: 'paid', canCancel: false });
    expect(sale.json.timeline).toEqual([
      { status: 'pending', at: stored[0]!['at'] },
      { status: 'confirmed', at: stored[1]!['at'] },
      { status: 'packed', at: stored[2]!['at'] },
      { status: 'shipped', at: stored[3]!['at'], courier: 'Pathao', trackingNumber: 'DL121224VS8TLB' },
      { status: 'delivered', at: stored[4]!['at'] },
    ]);
    expect(v.safeParse(saleSchema, sale.json).success).toBe(true);

    // Each move is one audit row, newest first.
    const audited = (await editor('GET', '/changes')).json.list.filter((change: { resourceId: string }) => change.resourceId === order.invoiceId);
    expect(audited.map((change: { after: { move: string } }) => change.after.move)).toEqual(['deliver', 'ship', 'pack', 'confirm']);
    expect(audited[1]).toMatchObject({ who: 'editor', before: { status: 'packed' }, after: { status: 'shipped', courier: 'Pathao', trackingNumber: 'DL121224VS8TLB' } });
  });

  it('refuses a ship without courier and tracking number, and other bad input, with field errors (422), moving nothing', async () => {
    const who = await shopper();
    const order = await place(who);
    await walk(order.saleId, 'confirm', 'pack');
    const refusals: [object, string[]][] = [
      [{ move: 'ship' }, ['courier', 'trackingNumber']],
      [{ move: 'ship', courier: '  ', trackingNumber: 'A1' }, ['courier']],
      [{ move: 'ship', courier: 'RedX', trackingNumber: 'no\u0000pe' }, ['trackingNumber']],
      [{ move: 'ship', courier: 'RedX', trackingNumber: 'x'.repeat(65) }, ['trackingNumber']],
      [{ move: 'cancel' }, ['reason']],
      [{ move: 'fly' }, ['move']],
      [{ move: 'pack', extra: 1 }, ['extra']],
      [{ move: 'deliver', expectedStatus: 'lost' }, ['expectedStatus']],
    ];
    for (const [body, fields] of refusals) {
      const refused = await move(order.saleId, body);
      expect(refused.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(refused.json.errors).sort(), JSON.stringify(body)).toEqual(fields.sort());
    }
    // One thing wrong, one message: an empty or broken number is not also told its form.
    const told = async (trackingNumber: unknown) => (await move(order.saleId, { move: 'ship', courier: 'RedX', trackingNumber })).json.errors.trackingNumber;
    expect(await told('  ')).toEqual(['Required']);
    expect(await told(12345)).toEqual(['Required']);
    expect(await told('no\u0000pe')).toEqual(['Must not contain control characters']);
    expect(await told('x'.repeat(65))).toEqual(['At most 64 characters']);
    // Too long and of the wrong form: the length is what is wrong first, and all it is told.
    expect(await told('#'.repeat(65))).toEqual(['At most 64 characters']);
    expect(await told('DL#12')).toEqual(['Letters and digits, as the courier wrote it']);
    expect(await told(' -DL12 ')).toEqual(['Letters and digits, as the courier wrote it']);
    expect((await editor('POST', `/orders/abc/moves`, { move: 'pack' })).status).toBe(422);
    expect(events(order.saleId).map((row) => row['status'])).toEqual(['pending', 'confirmed', 'packed']);
  });

  it('refuses a move the order’s state does not allow (409 not_allowed), a stale screen (409 status_changed) and an unknown order (404)', async () => {
    const who = await shopper();
    const order = await place(who);
    const refusedWith = async (body: object, code: string, orderStatus: string) => {
      const refused = await move(order.saleId, body);
      expect(refused.status, JSON.stringify(body)).toBe(409);
      // With the order as it is now, for the editor screen to redraw (api-fulfilment-allowed-moves.test.ts).
      expect(refused.json).toEqual({ code, orderStatus, message: expect.stringContaining(order.invoiceId), order: expect.objectContaining({ id: order.saleId, status: orderStatus }) });
    };
    await refusedWith({ move: 'pack' }, 'not_allowed', 'pending');
    await refusedWith({ move: 'deliver' }, 'not_allowed', 'pending');
    await walk(order.saleId, 'confirm');
    await refusedWith({ move: 'confirm' }, 'not_allowed', 'confirmed');
    // Shipped only once packed.
    await refusedWith({ move: 'ship', courier: 'Pathao', trackingNumber: 'P1' }, 'not_allowed', 'confirmed');
    await refusedWith({ move: 'pack', expectedStatus: 'pending' }, 'status_changed', 'confirmed');
    await walk(order.saleId, 'pack', 'ship');
    // A shipped order has left: nobody cancels it.
    await refusedWith({ move: 'cancel', reason: 'Changed mind' }, 'not_allowed', 'shipped');
    const missing = await move(999_999, { move: 'confirm' });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: 'order_not_found' });
  });

  it('needs the editor key: none, a wrong one or a shopper’s token is a 401 and moves nothing', async () => {
    const who = await shopper();
    const order = await place(who);
    expect((await editor('POST', `/orders/${order.saleId}/moves`, { move: 'confirm' }, null)).status).toBe(401);
    expect((await editor('POST', `/orders/${order.saleId}/moves`, { move: 'confirm' }, 'not-the-editor-key')).status).toBe(401);
    expect((await asShopper(who, 'POST', `/api/editor/orders/${order.saleId}/moves`, { move: 'confirm' })).status).toBe(401);
    expect((await editor('GET', '/orders/fulfilment', undefined, null)).status).toBe(401);
    expect(events(order.saleId).map((row) => row['status'])).toEqual(['pending']);
  });
});

describe('the shopper’s side', () => {
  it('may cancel a confirmed order, not a packed one (409): packing is where only the shop cancels', async () => {
    const who = await shopper();
    const [confirmed, packed] = [await place(who), await place(who)];
    await walk(confirmed.saleId, 'confirm');
    await walk(packed.saleId, 'confirm', 'pack');
    expect((await asShopper(who, 'GET', `/api/sales?id=${packed.saleId}`)).json).toMatchObject({ status: 'packed', canCancel: false });
    const refused = await asShopper(who, 'PATCH', `/api/sales?id=${packed.saleId}`);
    expect(refused.status).toBe(409);
    expect((await asShopper(who, 'PATCH', `/api/checkouts/cancel?invoiceId=${packed.invoiceId}`)).status).toBe(409);
    expect(events(packed.saleId).map((row) => row['status'])).toEqual(['pending', 'confirmed', 'packed']);

    const cancelled = await asShopper(who, 'PATCH', `/api/sales?id=${confirmed.saleId}`);
    expect(cancelled.json).toMatchObject({ status: 'cancelled' });
    expect(events(confirmed.saleId).at(-1)).toMatchObject({ status: 'cancelled', actor: 'customer' });
  });

  it('sees the timeline from the first move, without the receipt notes the history keeps', async () => {
    const who = await shopper();
    const order = await place(who);
    const sale = (await asShopper(who, 'GET', `/api/sales?id=${order.saleId}`)).json;
    expect(sale.timeline).toEqual([{ status: 'pending', at: sale.dateCreated }]);
    expect(sale.history).toEqual([{ status: 'pending', at: sale.dateCreated }]);
  });
});
