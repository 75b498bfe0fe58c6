import { describe, expect, it } from 'vitest';
import type { Sku } from '../../src/lib/contract/index.ts';
import { attributeChoices, describeSku, initialSelection, optionState, selectedSku } from '../../src/lib/sku-picker.ts';
import { sku } from './fixtures.ts';

const variant = (id: number, size: string, color: string, stock = 5): Sku =>
  sku({
    id,
    stock,
    attributeValues: [
      { attribute: 'Size', option: size, displayLabel: 'Size', optionDisplayLabel: size.toUpperCase() },
      { attribute: 'Color', option: color, displayLabel: 'Color', optionDisplayLabel: color[0]!.toUpperCase() + color.slice(1) },
    ],
  });
const skus = [variant(1, 'a5', 'blue'), variant(2, 'a5', 'red', 0), variant(3, 'a4', 'blue')];

describe('attributeChoices', () => {
  it('lists each attribute once with its options in catalogue order', () => {
    expect(attributeChoices(skus)).toEqual([
      { attribute: 'Size', label: 'Size', options: [{ option: 'a5', label: 'A5' }, { option: 'a4', label: 'A4' }] },
      { attribute: 'Color', label: 'Color', options: [{ option: 'blue', label: 'Blue' }, { option: 'red', label: 'Red' }] },
    ]);
  });
});

describe('selectedSku', () => {
  it('is null until every attribute is chosen', () => {
    expect(selectedSku(skus, { Size: 'a5' })).toBeNull();
  });
  it('finds the sku of a full selection', () => {
    expect(selectedSku(skus, { Size: 'a4', Color: 'blue' })?.id).toBe(3);
  });
  it('is null for a combination that does not exist', () => {
    expect(selectedSku(skus, { Size: 'a4', Color: 'red' })).toBeNull();
  });
});

describe('optionState', () => {
  it('tells available, sold-out and unavailable options apart', () => {
    expect(optionState(skus, { Size: 'a5' }, 'Color', 'blue')).toBe('available');
    expect(optionState(skus, { Size: 'a5' }, 'Color', 'red')).toBe('sold-out');
    expect(optionState(skus, { Size: 'a4' }, 'Color', 'red')).toBe('unavailable');
  });
});

describe('initialSelection', () => {
  it('preselects a single sku and nothing when there are variants', () => {
    expect(initialSelection([skus[0]!])).toEqual({ Size: 'a5', Color: 'blue' });
    expect(initialSelection(skus)).toEqual({});
  });
});

describe('describeSku', () => {
  it('joins display labels', () => {
    expect(describeSku(skus[0]!)).toBe('Size: A5 · Color: Blue');
  });
});
