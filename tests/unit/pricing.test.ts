import { describe, expect, it } from 'vitest';
import { isOnSale, lowestPrice, unitPrice } from '../../src/lib/pricing.ts';
import { roundMoney } from '../../src/lib/money.ts';
import { sku } from './fixtures.ts';

describe('unitPrice', () => {
  it('is the sale price when both prices exist and regular is greater', () => {
    expect(unitPrice(sku({ price: 100, salePrice: 80, regularPrice: 100 }))).toBe(80);
  });
  it('is the normal price when the regular price is not greater than the sale price', () => {
    expect(unitPrice(sku({ price: 100, salePrice: 100, regularPrice: 100 }))).toBe(100);
    expect(unitPrice(sku({ price: 100, salePrice: 120, regularPrice: 100 }))).toBe(100);
  });
  it('is the normal price when either sale or regular price is missing', () => {
    expect(unitPrice(sku({ price: 100, salePrice: 80, regularPrice: null }))).toBe(100);
    expect(unitPrice(sku({ price: 100, salePrice: null, regularPrice: 120 }))).toBe(100);
  });
  it('treats a zero sale price as a real sale price', () => {
    expect(unitPrice(sku({ price: 50, salePrice: 0, regularPrice: 50 }))).toBe(0);
  });
});

describe('isOnSale', () => {
  it('follows the unit-price rule', () => {
    expect(isOnSale(sku({ salePrice: 15, regularPrice: 20 }))).toBe(true);
    expect(isOnSale(sku())).toBe(false);
  });
});

describe('lowestPrice', () => {
  it('picks the sku with the lowest unit price, counting sales', () => {
    const cheap = sku({ id: 2, price: 30, salePrice: 10, regularPrice: 30 });
    expect(lowestPrice([sku({ price: 20 }), cheap])).toBe(cheap);
  });
  it('is undefined for no skus', () => {
    expect(lowestPrice([])).toBeUndefined();
  });
});

describe('roundMoney', () => {
  it('rounds half away from zero to two decimals', () => {
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-2.675)).toBe(-2.68);
  });
});
