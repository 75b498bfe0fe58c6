import { describe, expect, it } from 'vitest';
import { count, formatBDT, formatMoney, formatNumber, plural } from '../../src/lib/messages/format.ts';

describe('formatBDT', () => {
  it('shows two decimals, grouped thousands and the BDT prefix', () => {
    expect(formatBDT(1250)).toBe('BDT 1,250.00');
    expect(formatBDT(0)).toBe('BDT 0.00');
    expect(formatBDT(1234567.5)).toBe('BDT 1,234,567.50');
  });
  it('rounds to paisa without floating-point drift', () => {
    expect(formatBDT(0.1 + 0.2)).toBe('BDT 0.30');
    expect(formatBDT(1.005)).toBe('BDT 1.01');
    expect(formatBDT(2.675)).toBe('BDT 2.68');
  });
  it('groups in thousands, not in lakhs', () => {
    expect(formatBDT(12_345_678)).toBe('BDT 12,345,678.00');
  });
});

describe('formatMoney', () => {
  it('uses the given currency code as prefix', () => {
    expect(formatMoney(12.3, 'USD')).toBe('USD 12.30');
  });
  it('is BDT when no currency is given', () => {
    expect(formatMoney(5)).toBe('BDT 5.00');
  });
});

describe('formatNumber', () => {
  it('groups thousands with Western digits', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(1234)).toBe('1,234');
    expect(formatNumber(1234567)).toBe('1,234,567');
  });
  it('keeps a fraction, up to two decimals', () => {
    expect(formatNumber(12.5)).toBe('12.5');
    expect(formatNumber(33.333)).toBe('33.33');
  });
});

describe('plural', () => {
  const item = { one: 'item', other: 'items' };
  it('is the "one" form for exactly one', () => {
    expect(plural(1, item)).toBe('item');
  });
  it('is the "other" form for zero, many and fractions', () => {
    expect(plural(0, item)).toBe('items');
    expect(plural(2, item)).toBe('items');
    expect(plural(1000, item)).toBe('items');
    expect(plural(1.5, item)).toBe('items');
  });
});

describe('count', () => {
  it('writes the number, grouped, then the word in its form', () => {
    expect(count(1, { one: 'product', other: 'products' })).toBe('1 product');
    expect(count(1200, { one: 'product', other: 'products' })).toBe('1,200 products');
  });
});
