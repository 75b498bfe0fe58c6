import { describe, expect, it } from 'vitest';
import type { Discount, Product } from '../../src/lib/contract/index.ts';
import { applyDiscount, bestDiscount, biggestSaving, coversCategory, discountApplies, discountedPrice, discountLabel, withDiscount } from '../../src/lib/discounts.ts';
import { unitPrice } from '../../src/lib/pricing.ts';
import { sku } from './fixtures.ts';

const now = new Date('2026-11-22T12:00:00Z');
const discount = (overrides: Partial<Discount> = {}): Discount => ({
  id: 1, name: 'Gift Week', type: 'percent', value: 10, categoryId: 10,
  startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z', ...overrides,
});

describe('discountApplies', () => {
  it('holds inside its window for its category, or for every category when global', () => {
    expect(discountApplies(discount(), 10, now)).toBe(true);
    expect(discountApplies(discount(), 3, now)).toBe(false);
    expect(discountApplies(discount({ categoryId: null }), 3, now)).toBe(true);
  });
  it('does not hold before it starts or from the instant it ends', () => {
    expect(discountApplies(discount({ startsAt: '2026-11-23T00:00:00Z' }), 10, now)).toBe(false);
    expect(discountApplies(discount({ endsAt: now.toISOString() }), 10, now)).toBe(false);
  });
});

describe('discountedPrice', () => {
  it('takes a percentage or a fixed amount off, never below zero', () => {
    expect(discountedPrice(450, { type: 'percent', value: 10 })).toBe(405);
    expect(discountedPrice(99.99, { type: 'percent', value: 15 })).toBe(84.99);
    expect(discountedPrice(40, { type: 'fixed', value: 50 })).toBe(0);
  });
});

describe('applyDiscount', () => {
  it('makes the discounted unit price the sale price and the original the regular price', () => {
    const result = applyDiscount(sku({ price: 200 }), discount());
    expect(result).toMatchObject({ salePrice: 180, regularPrice: 200 });
    expect(unitPrice(result)).toBe(180);
  });
  it('stacks on an existing sale, keeping the original regular price', () => {
    const result = applyDiscount(sku({ price: 200, salePrice: 150, regularPrice: 200 }), discount());
    expect(result).toMatchObject({ salePrice: 135, regularPrice: 200 });
  });
  it('leaves the sku alone without a discount', () => {
    const plain = sku();
    expect(applyDiscount(plain, null)).toBe(plain);
  });
});

describe('bestDiscount', () => {
  it('picks the discount that saves the most', () => {
    const small = discount({ id: 1, value: 5 });
    const big = discount({ id: 2, type: 'fixed', value: 100, categoryId: null });
    expect(bestDiscount([small, big], 10, 500, now)?.id).toBe(2);
    expect(bestDiscount([small, big], 10, 50, now)?.id).toBe(2);
    expect(bestDiscount([small], 3, 500, now)).toBeNull();
  });
});

describe('discountLabel', () => {
  it('reads as a shopper would say it', () => {
    expect(discountLabel({ type: 'percent', value: 10 })).toBe('10% off');
    expect(discountLabel({ type: 'fixed', value: 50 })).toBe('BDT 50.00 off');
    expect(discountLabel({ type: 'fixed', value: 1250.5 })).toBe('BDT 1,250.50 off');
  });
});

describe('withDiscount', () => {
  const product = { id: 5, categoryId: 10, skus: [sku({ id: 1, price: 100 }), sku({ id: 2, price: 300 })] } as unknown as Product;
  it('applies to every sku and marks the product', () => {
    const result = withDiscount(product, [discount()], now);
    expect(result.skus.map(unitPrice)).toEqual([90, 270]);
    expect(result.discount).toEqual({ id: 1, name: 'Gift Week', type: 'percent', value: 10 });
  });
  it('marks nothing when no discount applies', () => {
    expect(withDiscount(product, [discount({ categoryId: 2 })], now).discount).toBeNull();
  });
});

describe('coversCategory', () => {
  it('covers its own category, or every category when it has none', () => {
    expect(coversCategory({ categoryId: 3 }, 3)).toBe(true);
    expect(coversCategory({ categoryId: 3 }, 4)).toBe(false);
    expect(coversCategory({ categoryId: null }, 4)).toBe(true);
  });
});

describe('biggestSaving', () => {
  it('picks the discount that takes the most off the reference price', () => {
    const tenPercent = { type: 'percent' as const, value: 10 };
    const fiftyOff = { type: 'fixed' as const, value: 50 };
    expect(biggestSaving([tenPercent, fiftyOff], 1000)).toBe(tenPercent);
    expect(biggestSaving([tenPercent, fiftyOff], 100)).toBe(fiftyOff);
    expect(biggestSaving([], 100)).toBeNull();
  });
});
