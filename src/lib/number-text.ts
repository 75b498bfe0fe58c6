import { toBengaliDigits } from './digits.ts';

/*
 * Numbers written by hand, exactly as `Intl.NumberFormat` writes them in the shop's two number
 * locales (messages/format.ts): `en-BD` groups in thousands (`1,234,567.5`), `bn-BD` writes Bengali digits in
 * lakh grouping (`১২,৩৪,৫৬৭.৫`); both round half away from zero on the shortest decimal that reads
 * back as the number, as ICU does (1.005 → 1.01).
 *
 * Why by hand: the first NumberFormat a page makes loads the browser's number-formatting data, and
 * every listing, product and cart page made one as its islands woke, to write counts and prices the
 * HTML already held. In a CPU profile of a category page's load on this machine's Chromium (CPU
 * throttled 4×, as Lighthouse does), creating the formatters took 205 ms of one task: the most
 * self time of any function in the profile. `Intl.PluralRules` costs ~1 ms and stays. Intl still writes
 * what this does not: a number JavaScript spells with an exponent, NaN and the infinities (`null`
 * here), and a converted price on a Bangla page, whose currency sign Intl places
 * (tests/unit/number-text.test.ts holds this module to Intl's output).
 */

/** How a number is written: fraction digits, grouping of the whole part, and the digits' script. */
export interface NumberStyle {
  minFraction: number;
  maxFraction: number;
  /** `thousands`: 1,234,567; `lakh`: 12,34,567 (the last three, then pairs); `none`: 1234567. */
  grouping: 'thousands' | 'lakh' | 'none';
  bengaliDigits: boolean;
}

/** A non-negative number as JavaScript spells it without an exponent: whole digits, then fraction digits. */
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * `n` written in `style`, or null when `n` is not finite or JavaScript spells it with an exponent
 * (below 1e-6 or from 1e21): the caller asks Intl then.
 */
export function writeNumber(n: number, style: NumberStyle): string | null {
  if (!Number.isFinite(n)) return null;
  const parts = PLAIN_DECIMAL.exec(String(Math.abs(n)));
  if (!parts) return null;
  let whole = parts[1]!;
  let fraction = parts[2] ?? '';
  if (fraction.length > style.maxFraction) {
    // Half away from zero: the first dropped digit decides (any digits after it only add to it).
    const up = fraction.charCodeAt(style.maxFraction) >= 53; // '5'
    fraction = fraction.slice(0, style.maxFraction);
    if (up) {
      const digits = plusOne(whole + fraction);
      whole = digits.slice(0, digits.length - fraction.length);
      fraction = digits.slice(digits.length - fraction.length);
    }
  }
  fraction = fraction.replace(/0+$/, '').padEnd(style.minFraction, '0');
  // Intl keeps the sign of a negative that rounds to zero (-0.001 → -0.00), and of -0.
  const sign = n < 0 || Object.is(n, -0) ? '-' : '';
  const text = sign + group(whole, style.grouping) + (fraction ? `.${fraction}` : '');
  return style.bengaliDigits ? toBengaliDigits(text) : text;
}

/** A string of decimal digits plus one: `129` → `130`, `99` → `100`. */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i--;
  if (i < 0) return `1${'0'.repeat(digits.length)}`;
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

function group(whole: string, grouping: NumberStyle['grouping']): string {
  if (grouping === 'none' || whole.length <= 3) return whole;
  if (grouping === 'thousands') return whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${whole.slice(-3)}`;
}
