import { afterEach, describe, expect, it, vi } from 'vitest';
import { writeNumber, type NumberStyle } from '../../src/lib/number-text.ts';
import { formatBDT, formatMoney, formatNumber, formatYear, plural } from '../../src/lib/messages/format.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';

// The hand-written numbers must be exactly Intl's, in both of the shop's number locales.
const LOCALES = [
  { locale: 'en-BD', grouping: 'thousands', bengaliDigits: false },
  { locale: 'bn-BD', grouping: 'lakh', bengaliDigits: true },
] as const;
const KINDS = [
  { name: 'up to two decimals', fractions: { minFraction: 0, maxFraction: 2 }, options: { maximumFractionDigits: 2 } },
  { name: 'two decimals', fractions: { minFraction: 2, maxFraction: 2 }, options: { minimumFractionDigits: 2, maximumFractionDigits: 2 } },
  { name: 'whole, no grouping', fractions: { minFraction: 0, maxFraction: 0 }, options: { maximumFractionDigits: 0, useGrouping: false }, noGrouping: true },
] as const;

/** A deterministic spread of numbers: every width of integer, fractions of 1-7 digits, halves at each place, negatives, zeros. */
function samples(): number[] {
  const out = [0, -0, 0.5, 1.5, 2.5, -0.5, 0.005, 0.015, 1.005, 2.675, 1.115, 0.125, 123.455, -0.001, 0.999, 9.995, 99.995, 999.995, 999_999.995, 0.000001];
  for (let n = 0; n <= 1200; n++) out.push(n);
  let seed = 42;
  const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
  for (let width = 1; width <= 16; width++) {
    const edge = 10 ** width;
    out.push(edge - 1, edge, edge + 1, -edge, (edge - 1) + 0.995);
    for (let i = 0; i < 40; i++) {
      const whole = Math.floor(random() * edge);
      out.push(whole, -whole, whole + Number(random().toFixed(1 + (i % 7))), Number(`${whole}.${i % 10}05`), whole + 0.5);
    }
  }
  return out.filter((n) => Math.abs(n) < 1e21);
}

describe('writeNumber', () => {
  for (const { locale, grouping, bengaliDigits } of LOCALES) {
    for (const kind of KINDS) {
      it(`writes what Intl writes in ${locale}, ${kind.name}`, () => {
        const intl = new Intl.NumberFormat(locale, kind.options);
        const style: NumberStyle = { ...kind.fractions, bengaliDigits, grouping: 'noGrouping' in kind ? 'none' : grouping };
        const wrong = samples().map((n) => [n, writeNumber(n, style), intl.format(n)] as const).filter(([, mine, theirs]) => mine !== theirs);
        expect(wrong.slice(0, 10)).toEqual([]);
      });
    }
  }

  it('leaves to Intl what JavaScript spells with an exponent, and what is not finite', () => {
    const style: NumberStyle = { minFraction: 0, maxFraction: 2, grouping: 'thousands', bengaliDigits: false };
    for (const n of [1e21, 1.5e300, 1e-7, -1e-7, Number.NaN, Infinity, -Infinity]) expect(writeNumber(n, style), String(n)).toBeNull();
  });
});

describe('format.ts, on the shop\'s own numbers', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no Intl.NumberFormat for counts, years and prices in BDT, in either language (the first costs the page its number data)', () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    const written = (['en', 'bn'] as const).map((locale) => renderIn(locale, () => [
      formatNumber(1_234_567.5), formatYear(2026), formatBDT(123_456.78),
      renderIn('en', () => formatMoney(12.3, 'USD')), // an English page writes any currency as its code, by hand
      plural(2, { one: 'item', other: 'items' }),
    ]));
    expect(written).toEqual([
      ['1,234,567.5', '2026', 'BDT 123,456.78', 'USD 12.30', 'items'],
      ['১২,৩৪,৫৬৭.৫', '২০২৬', '১,২৩,৪৫৬.৭৮৳', 'USD 12.30', 'items'],
    ]);
    expect(made).not.toHaveBeenCalled();
  });

  it('writes a Bangla page\'s prices in BDT as Intl\'s bn-BD currency format does, and asks Intl for another currency there', () => {
    const taka = new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const n of [0, 1, 99.5, 1234, 123_456.78, 12_345_678.9, -5, -1234.5]) expect(renderIn('bn', () => formatBDT(n))).toBe(taka.format(n));
    expect(renderIn('bn', () => formatBDT(1234))).toBe('১,২৩৪.০০৳');
    const made = vi.spyOn(Intl, 'NumberFormat');
    expect(renderIn('bn', () => formatMoney(1234.5, 'USD'))).toBe(new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5));
    expect(made).toHaveBeenCalled();
  });

  it('falls back to Intl for a number it does not write by hand', () => {
    expect(renderIn('en', () => formatNumber(1e21))).toBe(new Intl.NumberFormat('en-BD', { maximumFractionDigits: 2 }).format(1e21));
    expect(renderIn('bn', () => formatNumber(Number.NaN))).toBe(new Intl.NumberFormat('bn-BD').format(Number.NaN));
  });
});
