import { describe, expect, it } from 'vitest';
import { LOW_STOCK, stockLevel } from '../../src/lib/stock.ts';

describe('stockLevel', () => {
  it('is unchosen while no sku is chosen', () => {
    expect(stockLevel(null)).toEqual({ kind: 'unchosen' });
  });
  it('is out at zero or below', () => {
    expect(stockLevel(0)).toEqual({ kind: 'out' });
    expect(stockLevel(-2)).toEqual({ kind: 'out' });
  });
  it('is low, with how many are left, from one up to LOW_STOCK', () => {
    expect(stockLevel(1)).toEqual({ kind: 'low', left: 1 });
    expect(stockLevel(LOW_STOCK)).toEqual({ kind: 'low', left: LOW_STOCK });
  });
  it('is in stock above LOW_STOCK', () => {
    expect(stockLevel(LOW_STOCK + 1)).toEqual({ kind: 'in' });
  });
});
