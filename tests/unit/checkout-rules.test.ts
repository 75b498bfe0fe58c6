import { describe, expect, it } from 'vitest';
import { addItem, clearCart } from '../../src/lib/cart.ts';
import { allFillable, newAttemptKey, orderLines, reviewLines } from '../../src/lib/checkout-review.ts';
import type { Quote } from '../../src/lib/contract/index.ts';
import { idempotencyKeySchema } from '../../src/lib/contract/index.ts';
import { EMPTY_CART_NOTICE, guardNamed } from '../../src/lib/guards.ts';
import * as v from 'valibot';
import { pen, sku } from './fixtures.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';

describe('route guards (issue 11 §1)', () => {
  const checkout = guardNamed('checkout')!;

  it('sends an empty cart back to the cart page with its notice, signed in or not', () => {
    expect(checkout({ cartLines: 0, signedIn: true })).toEqual({ kind: 'redirect', to: `/cart?notice=${EMPTY_CART_NOTICE}` });
    expect(checkout({ cartLines: 0, signedIn: false })).toEqual({ kind: 'redirect', to: `/cart?notice=${EMPTY_CART_NOTICE}` });
  });

  it('sends a guest with a cart to sign in and back to checkout', () => {
    expect(checkout({ cartLines: 2, signedIn: false })).toEqual({ kind: 'redirect', to: '/signin?next=%2Fcheckout' });
  });

  it('sends a shopper on a Bangla page to the Bangla cart, or to sign in in Bangla and back to the Bangla checkout', () => {
    expect(renderIn('bn', () => checkout({ cartLines: 0, signedIn: true }))).toEqual({ kind: 'redirect', to: `/bn/cart?notice=${EMPTY_CART_NOTICE}` });
    expect(renderIn('bn', () => checkout({ cartLines: 2, signedIn: false }))).toEqual({ kind: 'redirect', to: '/bn/signin?next=%2Fbn%2Fcheckout' });
  });

  it('lets a customer with a cart in', () => {
    expect(checkout({ cartLines: 1, signedIn: true })).toEqual({ kind: 'allow' });
  });

  it('knows no guard by another name, not even one inherited from Object', () => {
    expect(guardNamed('auth')).toBeUndefined();
    expect(guardNamed('toString')).toBeUndefined();
    expect(guardNamed('')).toBeUndefined();
  });
});

/** A quote of the lines given, with the server's unit prices and stock. */
function quoteOf(lines: { skuId: number; unitPrice: number; available: number; quantity: number }[]): Quote {
  return {
    lines: lines.map((line) => ({
      itemId: 7, name: 'Pen', skuCode: `SKU-${line.skuId}`, options: '', regularPrice: null, discountName: null,
      lineTotal: line.unitPrice * line.quantity, ...line,
    })),
    subtotal: 0, discount: 0, deliveryCharge: 0, total: 0, currency: 'BDT', coupon: null, delivery: null, deliveryRates: [],
  };
}

describe('reviewing the cart against the server quote (issue 11 §2)', () => {
  const cart = addItem(addItem(clearCart(), pen, sku({ id: 1, price: 20 }), 2), pen, sku({ id: 2, price: 50, salePrice: 40, regularPrice: 50 }), 3);

  it('flags nothing when prices and stock are as the cart remembers', () => {
    const review = reviewLines(cart, quoteOf([{ skuId: 1, unitPrice: 20, available: 9, quantity: 2 }, { skuId: 2, unitPrice: 40, available: 3, quantity: 3 }]));
    expect(review).toEqual([{ skuId: 1, priceWas: null, shortTo: null }, { skuId: 2, priceWas: null, shortTo: null }]);
    expect(allFillable(review)).toBe(true);
  });

  it('flags a changed price with what the cart showed (the sale price, by the unit-price rule)', () => {
    const review = reviewLines(cart, quoteOf([{ skuId: 1, unitPrice: 22, available: 9, quantity: 2 }, { skuId: 2, unitPrice: 50, available: 3, quantity: 3 }]));
    expect(review.map((line) => line.priceWas)).toEqual([20, 40]);
    expect(allFillable(review)).toBe(true);
  });

  it('stops the order when a line has fewer units than asked, or none, or is missing from the quote', () => {
    const short = reviewLines(cart, quoteOf([{ skuId: 1, unitPrice: 20, available: 1, quantity: 2 }, { skuId: 2, unitPrice: 40, available: 0, quantity: 3 }]));
    expect(short.map((line) => line.shortTo)).toEqual([1, 0]);
    expect(allFillable(short)).toBe(false);
    const missing = reviewLines(cart, quoteOf([{ skuId: 1, unitPrice: 20, available: 5, quantity: 2 }]));
    expect(missing[1]!.shortTo).toBe(0);
  });

  it('sends skus and quantities only, never a price', () => {
    expect(orderLines(cart)).toEqual([{ skuId: 1, quantity: 2 }, { skuId: 2, quantity: 3 }]);
  });

  it('makes a fresh Idempotency-Key per attempt that the contract accepts', () => {
    const first = newAttemptKey();
    expect(v.is(idempotencyKeySchema, first)).toBe(true);
    expect(newAttemptKey()).not.toBe(first);
  });
});
