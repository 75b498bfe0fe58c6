import { describe, expect, it } from 'vitest';
import { DEFAULT_HOLD_LIMITS } from '../../api/checkout/hold-limits.ts';
import { useFulfilmentApi } from './support/fulfilment.ts';

// What a packed or shipped order still is to the rest of the shop (issue 26 §4): units held in the
// warehouse, an unpaid cash order that counts against what a customer may hold, a paid card order.
const { api, configure, editor, call, shopper, skuInStock, place, walk } = useFulfilmentApi();

const productOfSku = (skuId: number) => Number(api.db.prepare('SELECT product_id FROM skus WHERE id = ?').get(skuId)!['product_id']);
const heldOf = async (skuId: number) => {
  const found = await editor('GET', `/products?query=${productOfSku(skuId)}`);
  return (found.json.list[0].skus as { id: number; held: number }[]).find((sku) => sku.id === skuId)!.held;
};

describe('a packed order', () => {
  it('still holds its units on the editor’s product (until shipped, when they have left)', async () => {
    const who = await shopper();
    const skuId = skuInStock(5);
    const { saleId } = await place(who, skuId, 2);
    await walk(saleId, 'confirm', 'pack');
    expect(await heldOf(skuId)).toBe(2);
    await walk(saleId, 'ship');
    expect(await heldOf(skuId)).toBe(0);
  });

  it('counts, packed or on its way, against the 3 unpaid cash orders a customer may hold', async () => {
    configure({ holdLimits: DEFAULT_HOLD_LIMITS });
    const who = await shopper();
    const [first, second] = [await place(who), await place(who)];
    await place(who);
    await walk(first.saleId, 'confirm', 'pack');
    await walk(second.saleId, 'confirm', 'pack', 'ship');
    const fourth = await call('POST', '/api/checkouts', { items: [{ skuId: skuInStock(), quantity: 1 }], addressId: who.addressId, paymentMethod: 'cash_on_delivery' }, { 'X-AUTH-TOKEN': who.token, 'Idempotency-Key': 'fourth-order-key' });
    expect(fourth.status).toBe(422);
    expect(fourth.json.errors.items[0]).toContain('You have 3 orders waiting for payment or delivery');
    await walk(second.saleId, 'deliver'); // paid at the door: it no longer counts
    const fifth = await call('POST', '/api/checkouts', { items: [{ skuId: skuInStock(), quantity: 1 }], addressId: who.addressId, paymentMethod: 'cash_on_delivery' }, { 'X-AUTH-TOKEN': who.token, 'Idempotency-Key': 'fifth-order-key-after-delivery' });
    expect(fifth.status, JSON.stringify(fifth.json)).toBe(201);
  });
});
