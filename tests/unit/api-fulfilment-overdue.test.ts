import { describe, expect, it } from 'vitest';
import { useFulfilmentApi } from './support/fulfilment.ts';

// The merchant's work list and its 48-hour flag (issue 26 §4): an order not with its courier 48
// hours after the shop took it on (confirmed or paid; a pending one, after it was placed) is
// flagged, on the API's injected clock.
const { api, editor, shopper, place, walk } = useFulfilmentApi();
const HOUR = 60 * 60 * 1000;
const at = (ms: number) => new Date(ms).toISOString();

async function listed(query = '') {
  const answer = await editor('GET', `/orders/fulfilment?size=100${query}`);
  expect(answer.status, JSON.stringify(answer.json)).toBe(200);
  return answer.json.list as { id: number; status: string; overdue: boolean; waitingSince: string; dueBy: string | null; moves: string[]; shipment: unknown }[];
}
const flagOf = async (saleId: number) => (await listed()).find((order) => order.id === saleId);

describe('GET /api/editor/orders/fulfilment', () => {
  it('flags an order unshipped for more than 48 hours since it was confirmed, paid or (still pending) placed', async () => {
    const start = api.now;
    const who = await shopper();
    const confirmed = await place(who);
    const pending = await place(who);
    await walk(confirmed.saleId, 'confirm');
    // A pay-later order paid 40 hours after it was placed: its 48 hours start then.
    const payLater = await place(who, undefined, 1, 'pay_later');
    api.now = start + 40 * HOUR;
    expect((await editor('POST', `/orders/${payLater.saleId}/payment`, { decision: 'paid' })).status).toBe(200);

    api.now = start + 48 * HOUR;
    expect(await flagOf(confirmed.saleId)).toMatchObject({ status: 'confirmed', overdue: false, waitingSince: at(start), dueBy: at(start + 48 * HOUR), moves: ['pack', 'cancel'] });
    expect((await listed('&overdue=true')).map((order) => order.id)).toEqual([]);

    api.now = start + 48 * HOUR + 1000;
    expect(await flagOf(confirmed.saleId)).toMatchObject({ overdue: true });
    expect(await flagOf(pending.saleId)).toMatchObject({ status: 'pending', overdue: true, moves: ['confirm', 'cancel'] });
    expect(await flagOf(payLater.saleId)).toMatchObject({ status: 'paid', overdue: false, waitingSince: at(start + 40 * HOUR), dueBy: at(start + 88 * HOUR) });

    // Packed is still unshipped; shipped is not overdue any more.
    await walk(confirmed.saleId, 'pack');
    expect(await flagOf(confirmed.saleId)).toMatchObject({ status: 'packed', overdue: true });
    await walk(confirmed.saleId, 'ship');
    expect(await flagOf(confirmed.saleId)).toMatchObject({
      status: 'shipped',
      overdue: false,
      dueBy: null,
      moves: ['deliver'],
      shipment: { courier: 'Pathao', trackingNumber: 'PTH-77881', shippedAt: at(api.now) },
    });
    expect((await listed('&overdue=true')).map((order) => order.id)).toEqual([pending.saleId]);
    expect((await listed('&overdue=false')).map((order) => order.id).sort()).toEqual([confirmed.saleId, payLater.saleId].sort());

    api.now = start + 88 * HOUR + 1000;
    expect((await listed('&overdue=true')).map((order) => order.id)).toEqual([payLater.saleId, pending.saleId]);
    expect((await listed('&overdue=true&state=paid')).map((order) => order.id)).toEqual([payLater.saleId]);
  });

  it('lists the orders to work through, newest first, by state, with what to pack and where it goes; not the finished ones', async () => {
    const who = await shopper();
    const ids: number[] = [];
    for (const moves of [[], ['confirm'], ['confirm', 'pack'], ['confirm', 'pack', 'ship'], ['confirm', 'pack', 'ship', 'deliver'], ['cancel']]) {
      api.now += 1000;
      const order = await place(who);
      await walk(order.saleId, ...moves);
      ids.push(order.saleId);
    }
    const all = await listed();
    expect(all.map((order) => order.id)).toEqual(ids.slice(0, 4).reverse());
    expect(all.map((order) => order.status)).toEqual(['shipped', 'packed', 'confirmed', 'pending']);
    expect(all[1]).toMatchObject({
      customer: { name: 'Rina Akter', email: expect.stringContaining('@') },
      address: { recipientName: 'Rina Akter', phone: '+8801712345678', addressLine: 'House 7' },
      items: [{ name: expect.any(String), skuCode: expect.any(String), quantity: 1 }],
      currency: 'BDT',
      paymentMethod: 'cash_on_delivery',
    });
    expect((await listed('&state=packed')).map((order) => order.id)).toEqual([ids[2]]);
    const page = await editor('GET', '/orders/fulfilment?page=2&size=1');
    expect(page.json).toMatchObject({ page: 2, size: 1, total: 4, list: [{ id: ids[2] }] });
  });

  it('refuses a bad query with field errors (422)', async () => {
    for (const query of ['state=cancelled', 'state=delivered', 'overdue=yes', 'size=0', 'size=101', 'page=0', 'other=1']) {
      const answer = await editor('GET', `/orders/fulfilment?${query}`);
      expect(answer.status, query).toBe(422);
      expect(Object.keys(answer.json.errors).length, query).toBeGreaterThan(0);
    }
  });
});
