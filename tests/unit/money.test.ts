import { describe, expect, it } from 'vitest';
import { paisaToTaka, takaToPaisa } from '../../src/lib/money.ts';

describe('paisaToTaka', () => {
  it.each([
    [12_350, 123.5],
    [1, 0.01],
    [0, 0],
    [99_999_999_999, 999_999_999.99],
  ])('turns %i paisa into %d taka', (paisa, taka) => {
    expect(paisaToTaka(paisa)).toBe(taka);
  });

  it('rounds a stray fraction of a paisa away, so taka never has more than two decimals', () => {
    expect(paisaToTaka(1234.6)).toBe(12.35);
  });
});

describe('takaToPaisa', () => {
  it.each([
    [123.5, 12_350],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [19.99, 1_999],
    [-0.125, -13],
  ])('turns %d taka into %i whole paisa, free of binary noise', (taka, paisa) => {
    expect(takaToPaisa(taka)).toBe(paisa);
  });

  it('round-trips every paisa amount a price can hold', () => {
    for (let paisa = 0; paisa <= 200_000; paisa += 7) expect(takaToPaisa(paisaToTaka(paisa))).toBe(paisa);
  });
});
