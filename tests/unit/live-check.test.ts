import { describe, expect, it } from 'vitest';
import { addItem, EMPTY_CART } from '../../src/lib/cart.ts';
import { discountNow, liveNotice } from '../../src/lib/live-check.ts';
import { applyDiscount } from '../../src/lib/discounts.ts';
import { pen, sku } from './fixtures.ts';

const line = (quantity = 1, product = pen, s = sku({ price: 20 })) => addItem(EMPTY_CART, product, s, quantity).items[0]!;
const live = (overrides = {}) => ({ skuId: 1, stock: 10, price: 20, salePrice: null, regularPrice: null, ...overrides });

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

describe('discountNow', () => {
  // As the API answers: the discounts running now by the server's clock.
  const penWeek = { id: 1, name: 'Pen Week', type: 'percent' as const, value: 10, categoryId: 3, startsAt: '2026-11-20T00:00:00.000Z', endsAt: '2026-11-30T00:00:00.000Z' };
  const fiftyOff = { ...penWeek, id: 2, name: 'Fifty off', type: 'fixed' as const, value: 50 };
  const giftWeek = { ...penWeek, id: 3, categoryId: 9 };
  const added = { id: 1, type: 'percent' as const, value: 10 };
  const discountedLine = line(1, { ...pen, categoryId: 3, discount: added }, applyDiscount(sku({ price: 20 }), added));

  it('keeps the discount the line was priced with while it runs, even beside one that would save more here', () => {
    const big = live({ price: 1000 });
    const bigLine = line(1, { ...pen, categoryId: 3, discount: added }, applyDiscount(sku({ price: 1000 }), added));
    expect(discountNow(bigLine, big, [fiftyOff, penWeek])).toMatchObject({ id: 1 });
    expect(liveNotice(bigLine, big, discountNow(bigLine, big, [fiftyOff, penWeek]))).toBeNull();
  });
  it('is none once the discount the line was added with has ended, so the new price is reported', () => {
    const discount = discountNow(discountedLine, live(), [giftWeek]);
    expect(discount).toBeNull();
    expect(liveNotice(discountedLine, live(), discount)).toMatchObject({ kind: 'price', livePrice: 20 });
  });
  it('picks up the best discount of its category that began after the line was added', () => {
    const plain = line(1, { ...pen, categoryId: 3 });
    const discount = discountNow(plain, live(), [giftWeek, penWeek]);
    expect(discount).toMatchObject({ id: 1 });
    expect(liveNotice(plain, live(), discount)).toMatchObject({ kind: 'price', livePrice: 18 });
  });
  it('trusts the server on what runs now: no second look at the device’s clock', () => {
    const endedByPhoneClock = { ...penWeek, endsAt: '2000-01-01T00:00:00.000Z' };
    expect(discountNow(discountedLine, live(), [endedByPhoneClock])).toMatchObject({ id: 1 });
  });
  it('keeps the line’s own discount without the live list or without a known category', () => {
    expect(discountNow(discountedLine, live(), null)).toEqual(added);
    const noCategory = line(1, { ...pen, discount: added }, applyDiscount(sku({ price: 20 }), added));
    expect(discountNow(noCategory, live(), [giftWeek])).toEqual(added);
  });
});
