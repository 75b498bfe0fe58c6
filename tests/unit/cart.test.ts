import { describe, expect, it } from 'vitest';
import {
  addItem, cartTotal, clearCart, decrease, hasRoomFor, increase, rebuildCart, removeItem, EMPTY_CART, MAX_CART_LINES, MAX_LINE_QUANTITY, type Cart,
} from '../../src/lib/cart.ts';
import { pen, sku } from './fixtures.ts';

const blue = sku({ id: 1, price: 20 });
const red = sku({ id: 2, code: 'PEN-RED-1', price: 30, salePrice: 25, regularPrice: 30 });

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

describe('hasRoomFor', () => {
  const full = (): Cart => {
    let cart: Cart = EMPTY_CART;
    for (let id = 1; id <= MAX_CART_LINES; id++) cart = addItem(cart, pen, sku({ id }));
    return cart;
  };
  it('has room for a new sku until the cart holds MAX_CART_LINES lines', () => {
    expect(MAX_CART_LINES).toBe(50);
    expect(hasRoomFor(addItem(EMPTY_CART, pen, blue), 99)).toBe(true);
    expect(hasRoomFor(full(), 99)).toBe(false);
  });
  it('always has room for a sku already in the cart', () => {
    expect(hasRoomFor(full(), 1)).toBe(true);
  });
  it('makes addItem refuse a new sku in a full cart, unchanged, but raise an existing line', () => {
    const cart = full();
    expect(addItem(cart, pen, sku({ id: 99 }))).toBe(cart);
    expect(addItem(cart, pen, sku({ id: 1 }), 2).quantity).toBe(MAX_CART_LINES + 2);
  });
  it('caps a line at MAX_LINE_QUANTITY', () => {
    expect(addItem(EMPTY_CART, pen, blue, 5000).items[0]!.quantity).toBe(MAX_LINE_QUANTITY);
  });
});

describe('rebuildCart', () => {
  it('cuts lines past MAX_CART_LINES', () => {
    const lines = Array.from({ length: 80 }, (_, i) => ({ product: pen, sku: sku({ id: i + 1 }), quantity: 1 }));
    const cart = rebuildCart(lines, null);
    expect(cart.items).toHaveLength(MAX_CART_LINES);
    expect(cart.quantity).toBe(MAX_CART_LINES);
  });
});
