import { describe, expect, it } from 'vitest';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';
import { newShopper, placeOrder, skuPicker, stockOf as stockOfSku, type Shopper } from './support/shoppers.ts';

// Orders after checkout (issue 11 §3) against the real reference API and its database: confirm,
// cancel and fail by the state machine, stock back once, the sales history, another's order a 404.
const api = useReferenceApi({ demoProducts: 40 });
const shopper = () => newShopper(api);

const freshSku = skuPicker(api);
const stockOf = (skuId: number) => stockOfSku(api, skuId);
const place = (who: Shopper, body: object, idempotencyKey?: string) => placeOrder(api, who, body, idempotencyKey);

describe('moves and sales', () => {
  async function placed(who: Shopper, quantity = 1) {
    const sku = await freshSku();
    const sent = await place(who, { items: [{ skuId: sku.id, quantity }] });
    expect(sent.status).toBe(201);
    return { sku, order: sent.json as { invoiceId: string; saleId: number } };
  }
  const moveOf = (who: Shopper, move: string, invoiceId: string) => send(api, 'PATCH', `/api/checkouts/${move}?invoiceId=${invoiceId}`, { token: who.token });

  it('confirms, then cancels with the stock back, recording each move; refuses moves the machine does not allow', async () => {
    const who = await shopper();
    const { sku, order } = await placed(who, 2);
    const held = await stockOf(sku.id);
    const confirmed = await moveOf(who, 'confirm', order.invoiceId);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({ status: 'confirmed', canCancel: true });
    expect((await moveOf(who, 'confirm', order.invoiceId)).status).toBe(409);
    expect((await moveOf(who, 'failure', order.invoiceId)).status).toBe(409); // only an awaiting payment can fail
    const cancelled = await moveOf(who, 'cancel', order.invoiceId);
    expect(cancelled.json).toMatchObject({ status: 'cancelled', canCancel: false });
    expect(cancelled.json.history.map((move: { status: string }) => move.status)).toEqual(['pending', 'confirmed', 'cancelled']);
    expect(await stockOf(sku.id)).toBe(held + 2);
    expect((await moveOf(who, 'cancel', order.invoiceId)).status).toBe(409);
    expect(await stockOf(sku.id)).toBe(held + 2);
  });

  it('lets one of a confirm and a cancel racing win; the stock comes back at most once', async () => {
    for (let round = 0; round < 3; round++) {
      const who = await shopper();
      const { sku, order } = await placed(who, 1);
      const held = await stockOf(sku.id);
      const answers = await Promise.all([moveOf(who, 'cancel', order.invoiceId), moveOf(who, 'cancel', order.invoiceId), moveOf(who, 'confirm', order.invoiceId)]);
      const ok = answers.filter((answer) => answer.status === 200);
      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
      const cancelled = ok.some((answer) => answer.json.status === 'cancelled');
      expect(await stockOf(sku.id)).toBe(cancelled ? held + 1 : held);
      expect(answers.filter((answer) => answer.status === 200 && answer.json.status === 'cancelled')).toHaveLength(cancelled ? 1 : 0);
    }
  });

  it('lists the caller’s orders newest first, filters by status, shows one in full, and cancels it by id', async () => {
    const who = await shopper();
    const first = (await placed(who)).order;
    const second = (await placed(who)).order;
    await moveOf(who, 'confirm', second.invoiceId);
    const list = await send(api, 'POST', '/api/sales', { token: who.token, body: { page: 1, size: 10 } });
    expect(list.json.list.map((sale: { id: number }) => sale.id)).toEqual([second.saleId, first.saleId]);
    expect(list.json.list[0]).toMatchObject({ kind: 'order', status: 'confirmed', itemCount: 1, paymentMethod: 'cash_on_delivery' });
    const pending = await send(api, 'POST', '/api/sales', { token: who.token, body: { status: 'pending' } });
    expect(pending.json.list.map((sale: { id: number }) => sale.id)).toEqual([first.saleId]);
    const one = await send(api, 'GET', `/api/sales?id=${first.saleId}`, { token: who.token });
    expect(one.json).toMatchObject({ invoiceId: first.invoiceId, address: { recipientName: 'Rina Akter', phone: '+8801712345678', areaName: expect.any(String) }, delivery: { zone: 'inside_dhaka' } });
    expect(one.json.expectedFrom <= one.json.expectedTo).toBe(true);
    const cancelled = await send(api, 'PATCH', `/api/sales?id=${first.saleId}`, { token: who.token });
    expect(cancelled.json.status).toBe('cancelled');
  });

  it('shows another customer’s order to no one else: 404 on every route', async () => {
    const [owner, stranger] = [await shopper(), await shopper()];
    const { order } = await placed(owner);
    expect((await send(api, 'GET', `/api/sales?id=${order.saleId}`, { token: stranger.token })).status).toBe(404);
    expect((await send(api, 'PATCH', `/api/sales?id=${order.saleId}`, { token: stranger.token })).status).toBe(404);
    expect((await moveOf(stranger, 'cancel', order.invoiceId)).status).toBe(404);
    expect((await send(api, 'POST', '/api/sales', { token: stranger.token, body: {} })).json.total).toBe(0);
    expect((await send(api, 'GET', `/api/sales?id=${order.saleId}`, { token: owner.token })).json.status).toBe('pending');
  });

  it.each(['/api/sales?id=0', '/api/sales?id=abc', '/api/sales?id=1e2', '/api/checkouts/confirm?invoiceId=%00', '/api/checkouts/confirm'])('refuses a malformed %s with 422', async (path) => {
    const who = await shopper();
    const method = path.includes('checkouts') ? 'PATCH' : 'GET';
    expect((await send(api, method, path, { token: who.token })).status).toBe(422);
  });

  it.each(['{"page":"2"}', '{"status":"lost"}', '{"size":1000}', '{"page":1,"extra":true}', 'not json'])('refuses a malformed sales search %s with 422', async (body) => {
    const who = await shopper();
    expect((await send(api, 'POST', '/api/sales', { token: who.token, body })).status).toBe(422);
  });
});
