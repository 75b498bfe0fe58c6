import { describe, expect, it } from 'vitest';
import { addItem, cartTotal, clearCart, decrease, increase, removeItem, EMPTY_CART } from '../../src/lib/cart.ts';
import { parseStoredCart } from '../../src/lib/cart-storage.ts';
import { pen, sku } from './fixtures.ts';

const blue = sku({ id: 1, price: 20 });
const red = sku({ id: 2, code: 'PEN-RED-1', price: 30, sale_price: 25, regular_price: 30 });

describe('addItem', () => {
  it('adds a new sku as a new line with its subtotal', () => {
    const cart = addItem(EMPTY_CART, pen, blue, 2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({ quantity: 2, subTotal: 40 });
    expect(cart.quantity).toBe(2);
  });
  it('raises the quantity when the sku is already in the cart', () => {
    const cart = addItem(addItem(EMPTY_CART, pen, blue), pen, blue);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]!.quantity).toBe(2);
  });
  it('prices a line by the unit-price rule', () => {
    expect(addItem(EMPTY_CART, pen, red, 2).items[0]!.subTotal).toBe(50);
  });
  it('does not mutate the cart it was given', () => {
    const before = addItem(EMPTY_CART, pen, blue);
    addItem(before, pen, blue);
    expect(before.items[0]!.quantity).toBe(1);
  });
});

describe('increase', () => {
  it('adds exactly one', () => {
    expect(increase(addItem(EMPTY_CART, pen, blue), 1).items[0]!.quantity).toBe(2);
  });
});

describe('decrease', () => {
  it('subtracts one while above 1', () => {
    expect(decrease(addItem(EMPTY_CART, pen, blue, 3), 1).items[0]!.quantity).toBe(2);
  });
  it('never goes below 1', () => {
    const cart = decrease(addItem(EMPTY_CART, pen, blue), 1);
    expect(cart.items[0]!.quantity).toBe(1);
    expect(cart.quantity).toBe(1);
  });
});

describe('removeItem', () => {
  it('deletes only that line', () => {
    const cart = removeItem(addItem(addItem(EMPTY_CART, pen, blue), pen, red), 1);
    expect(cart.items.map((item) => item.sku.id)).toEqual([2]);
    expect(cart.quantity).toBe(1);
  });
});

describe('clearCart', () => {
  it('empties items, quantity and coupon', () => {
    expect(clearCart()).toEqual({ items: [], quantity: 0, coupon: null });
  });
});

describe('cartTotal', () => {
  it('sums line subtotals', () => {
    expect(cartTotal(addItem(addItem(EMPTY_CART, pen, blue, 2), pen, red))).toBe(65);
  });
});

describe('parseStoredCart', () => {
  it('restores a valid stored cart', () => {
    const cart = addItem(EMPTY_CART, pen, blue, 2);
    expect(parseStoredCart(JSON.stringify({ ...cart, coupon: 'EID10' }))).toEqual({ ...cart, coupon: 'EID10' });
  });
  it('turns corrupt JSON into an empty cart without throwing', () => {
    expect(parseStoredCart('{not json')).toEqual(clearCart());
    expect(parseStoredCart('null')).toEqual(clearCart());
    expect(parseStoredCart(undefined)).toEqual(clearCart());
  });
  it('turns a tampered shape into an empty cart', () => {
    expect(parseStoredCart(JSON.stringify({ items: [{ sku: 1, quantity: -5 }], quantity: 'x' }))).toEqual(clearCart());
  });
  it('recomputes subtotals and quantity instead of trusting stored ones', () => {
    const cart = addItem(EMPTY_CART, pen, blue, 2);
    const tampered = { ...cart, quantity: 99, items: [{ ...cart.items[0]!, subTotal: 0.01 }] };
    const restored = parseStoredCart(JSON.stringify(tampered));
    expect(restored.items[0]!.subTotal).toBe(40);
    expect(restored.quantity).toBe(2);
  });
});

describe('parseStoredCart, hostile input', () => {
  const valid = addItem(EMPTY_CART, pen, blue, 2);
  it('rejects a quantity below 1 or above the line limit', () => {
    for (const quantity of [0, -1, 1.5, 1000]) {
      expect(parseStoredCart(JSON.stringify({ ...valid, items: [{ ...valid.items[0]!, quantity }] }))).toEqual(clearCart());
    }
  });
  it('rejects a negative or non-numeric price', () => {
    const bad = { ...valid, items: [{ ...valid.items[0]!, sku: { ...blue, price: -5 } }] };
    expect(parseStoredCart(JSON.stringify(bad))).toEqual(clearCart());
    const text = { ...valid, items: [{ ...valid.items[0]!, sku: { ...blue, sale_price: '1' } }] };
    expect(parseStoredCart(JSON.stringify(text))).toEqual(clearCart());
  });
  it('keeps one line per sku', () => {
    const doubled = { ...valid, items: [valid.items[0]!, valid.items[0]!] };
    expect(parseStoredCart(JSON.stringify(doubled)).items).toHaveLength(1);
  });
  it('drops a coupon that is not text', () => {
    expect(parseStoredCart(JSON.stringify({ ...valid, coupon: 42 })).coupon).toBeNull();
  });
  it('rejects image addresses that are not http(s) URLs (rendering would throw on them)', () => {
    for (const src of ['x', '', '/media/skus/1.webp', 'javascript:alert(1)', 'data:image/png;base64,AA']) {
      const badSku = { ...valid, items: [{ ...valid.items[0]!, sku: { ...blue, image: { ...blue.image, src } } }] };
      expect(parseStoredCart(JSON.stringify(badSku))).toEqual(clearCart());
      const badProduct = { ...valid, items: [{ ...valid.items[0]!, product: { ...pen, image: src } }] };
      expect(parseStoredCart(JSON.stringify(badProduct))).toEqual(clearCart());
    }
  });
  it('keeps a line saved with or without its category, and rejects a bad one', () => {
    const withCategory = addItem(EMPTY_CART, { ...pen, categoryId: 3 }, blue, 1);
    expect(parseStoredCart(JSON.stringify(withCategory)).items[0]!.product.categoryId).toBe(3);
    expect(parseStoredCart(JSON.stringify(valid)).items).toHaveLength(1);
    const bad = { ...withCategory, items: [{ ...withCategory.items[0]!, product: { ...pen, categoryId: 'pens' } }] };
    expect(parseStoredCart(JSON.stringify(bad))).toEqual(clearCart());
  });
});
