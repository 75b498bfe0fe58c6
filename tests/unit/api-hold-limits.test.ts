import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_LIMITS } from '../../api/checkout/hold-limits.ts';
import { send } from './support/accounts.ts';
import { burst, tally } from './support/burst.ts';
import { useReferenceApi } from './support/reference-api.ts';
import { newShopper, placeOrder, skuPicker, stockOf } from './support/shoppers.ts';

// What one customer may hold without paying (issue 22 §7), on the real API with the shop's
// default bounds: 20 of one sku an order, 3 orders unpaid at once, BDT 50,000 unpaid in all.
const api = useReferenceApi({ demoProducts: 60, holdLimits: DEFAULT_HOLD_LIMITS });
const freshSku = skuPicker(api);
const order = (who: Awaited<ReturnType<typeof newShopper>>, items: { skuId: number; quantity: number }[], paymentMethod = 'pay_later') =>
  placeOrder(api, who, { items, paymentMethod });

describe('what one customer may hold unpaid', () => {
  it('refuses more than 20 of one sku in an order with a 422 on that line, taking nothing', async () => {
    const who = await newShopper(api);
    const [small, big] = [await freshSku(), await freshSku(25)];
    const before = await stockOf(api, big.id);
    const sent = await order(who, [{ skuId: small.id, quantity: 1 }, { skuId: big.id, quantity: 21 }]);
    expect(sent.status).toBe(422);
    expect(sent.json.errors['items.1.quantity'][0]).toContain('At most 20 of one item');
    expect(await stockOf(api, big.id)).toBe(before);
    expect((await order(who, [{ skuId: big.id, quantity: 20 }])).status).toBe(201);
  });

  it('refuses a 4th unpaid order, whatever its payment method, until one is paid or cancelled', async () => {
    const who = await newShopper(api);
    const placed = [];
    for (const method of ['pay_later', 'card', 'cash_on_delivery']) {
      const sent = await order(who, [{ skuId: (await freshSku()).id, quantity: 1 }], method);
      expect(sent.status, sent.text).toBe(201);
      placed.push(sent.json);
    }
    const fourth = await order(who, [{ skuId: (await freshSku()).id, quantity: 1 }]);
    expect(fourth.status).toBe(422);
    expect(fourth.json.errors['items'][0]).toBe('You have 3 orders waiting for payment or delivery. Pay for or cancel one before placing another.');
    expect((await send(api, 'PATCH', `/api/sales?id=${placed[0].saleId}`, { token: who.token })).status).toBe(200);
    expect((await order(who, [{ skuId: (await freshSku()).id, quantity: 1 }])).status).toBe(201);
  });

  it('refuses an order that would take the unpaid total past BDT 50,000, taking nothing', async () => {
    const who = await newShopper(api);
    const quote = async (items: { skuId: number; quantity: number }[]) =>
      (await send(api, 'POST', '/api/checkouts/quote', { token: who.token, body: { items, addressId: who.addressId } })).json.total as number;
    // Lines of 20 units each, added until the order comes to more than the bound.
    const { json } = await send(api, 'GET', '/api/v3/items/joined?page=1&size=60');
    const plenty = (json.list as { skus: { id: number; stock: number }[] }[]).flatMap((product) => product.skus).filter((sku) => sku.stock >= 20);
    const items = [{ skuId: plenty[0]!.id, quantity: 20 }];
    while ((await quote(items)) <= 50_000) items.push({ skuId: plenty[items.length]!.id, quantity: 20 });
    expect(items.length).toBeGreaterThan(1);
    const before = await stockOf(api, items[0]!.skuId);
    const refused = await order(who, items);
    expect(refused.status).toBe(422);
    expect(refused.json.errors['items'][0]).toBe('Orders not yet paid can come to at most BDT 50,000.00 together. Pay for an earlier order, or order less.');
    expect(await stockOf(api, items[0]!.skuId)).toBe(before);
    // One line less stays within the bound (the lines were added until it was crossed): placed.
    expect((await order(who, items.slice(0, -1))).status).toBe(201);
  });

  it('counts orders placed at once in turn: 10 at once from one customer, 3 placed', async () => {
    const who = await newShopper(api);
    const skus = await Promise.all(Array.from({ length: 10 }, () => freshSku()));
    const answers = await burst(10, (i) => order(who, [{ skuId: skus[i]!.id, quantity: 1 }]));
    expect(tally(answers)).toEqual({ 201: 3, 422: 7 });
  });
});
