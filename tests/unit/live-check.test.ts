import { describe, expect, it } from 'vitest';
import { addItem, EMPTY_CART } from '../../src/lib/cart.ts';
import { liveNotice } from '../../src/lib/live-check.ts';
import { applyDiscount } from '../../src/lib/discounts.ts';
import { pen, sku } from './fixtures.ts';

const line = (quantity = 1, product = pen, s = sku({ price: 20 })) => addItem(EMPTY_CART, product, s, quantity).items[0]!;
const live = (overrides = {}) => ({ skuId: 1, stock: 10, price: 20, sale_price: null, regular_price: null, ...overrides });

describe('liveNotice', () => {
  it('is null when stock and price agree', () => {
    expect(liveNotice(line(), live())).toBeNull();
  });
  it('reports a sku that is gone, sold out, or short', () => {
    expect(liveNotice(line(), undefined)?.kind).toBe('gone');
    expect(liveNotice(line(), live({ stock: 0 }))?.kind).toBe('sold-out');
    expect(liveNotice(line(5), live({ stock: 3 }))).toMatchObject({ kind: 'limited', available: 3 });
  });
  it('reports a changed price with the new price', () => {
    expect(liveNotice(line(), live({ price: 25 }))).toMatchObject({ kind: 'price', livePrice: 25, message: expect.stringContaining('BDT 25.00') });
  });
  it('compares a discounted line with the live price under the same discount', () => {
    const discount = { type: 'percent' as const, value: 10 };
    const discounted = line(1, { ...pen, discount }, applyDiscount(sku({ price: 20 }), discount));
    expect(liveNotice(discounted, live())).toBeNull();
    expect(liveNotice(discounted, live({ price: 30 }))).toMatchObject({ kind: 'price', livePrice: 27 });
  });
});
