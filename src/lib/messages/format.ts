import { roundMoney } from '../money.ts';
import { getLocale, type Locale } from '../../paraglide/runtime.js';
import { writeNumber } from '../number-text.ts';

/*
 * How numbers and amounts are written for shoppers (spec §9): every count and price a screen shows
 * goes through here, in the language of the page (messages/index.ts). English pages write `en-BD`:
 * Western digits grouped in thousands (`1,234,567`) and `BDT 1,234.00`, as Bangladeshi shops print
 * prices in English. Bangla pages write `bn-BD`: Bangla digits, lakh grouping and the taka sign
 * where Intl puts it (`১,২৩৪.০০৳`, issue 24 §3); other display currencies keep their own symbols.
 */

/** The Intl locale of each page language: its digits, grouping and plural rules. */
export const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-BD', bn: 'bn-BD' };

/** The Intl locale of every number, amount and plural rule on the page being shown. */
export function numberLocale(): string {
  return NUMBER_LOCALES[getLocale()];
}

/** Each kind of number the page writes: its least and most fraction digits (a year: Intl's default). */
const KINDS = { upToTwoDecimals: [0, 2], twoDecimals: [2, 2], year: [0, 3] } as const;
type Kind = keyof typeof KINDS;

// Built once a language, and only when asked for: Intl formatters are costly to create (the first
// one loads the browser's number data: src/lib/number-text.ts).
const intl = new Map<string, Intl.NumberFormat>();
function intlFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${numberLocale()} ${kind}`;
  let format = intl.get(key);
  if (!format) intl.set(key, (format = new Intl.NumberFormat(numberLocale(), options)));
  return format;
}
const pluralRules = new Map<string, Intl.PluralRules>();
/** ৳, which Intl's bn-BD currency format writes after a BDT amount. */
const TAKA_SIGN = '\u09F3';

/**
 * `n` as a `kind` of number in the page's language, written by hand as Intl writes it (en-BD:
 * thousands; bn-BD: Bengali digits, lakh grouping; a year ungrouped), or by Intl where the hand does not.
 */
function write(n: number, kind: Kind): string {
  const [minFraction, maxFraction] = KINDS[kind];
  const bengaliDigits = getLocale() === 'bn';
  const grouping = kind === 'year' ? 'none' : bengaliDigits ? 'lakh' : 'thousands';
  return writeNumber(n, { minFraction, maxFraction, grouping, bengaliDigits })
    ?? intlFormat(kind, { minimumFractionDigits: minFraction, maximumFractionDigits: maxFraction, ...(grouping === 'none' ? { useGrouping: false } : {}) }).format(n);
}

/** A year as shoppers read it, without grouping: `2026`, `২০২৬` in Bangla. */
export function formatYear(year: number): string {
  return write(year, 'year');
}

/** A count or a rate as shoppers read it: `1234` → `1,234` (`১,২৩৪` in Bangla), `12.5` → `12.5`. */
export function formatNumber(n: number): string {
  return write(n, 'upToTwoDecimals');
}

/**
 * `1250` → `BDT 1,250.00` on English pages, `১,২৫০.০০৳` on Bangla ones: two decimals, rounded to
 * paisa (spec §9); other codes for converted prices.
 */
export function formatMoney(amount: number, currency = 'BDT'): string {
  // roundMoney first: Intl rounds binary values (1.005 is 1.00499…) the wrong way.
  const rounded = roundMoney(amount);
  if (getLocale() === 'en') return `${currency} ${write(rounded, 'twoDecimals')}`;
  // Bangla: the taka sign after the number, as Intl's bn-BD currency format puts it (১,২৩৪.০০৳);
  // another currency's sign and its place are Intl's.
  if (currency === 'BDT') return `${write(rounded, 'twoDecimals')}${TAKA_SIGN}`;
  return intlFormat(currency, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(rounded);
}

/** `formatMoney` in BDT, the shop's currency. */
export function formatBDT(amount: number): string {
  return formatMoney(amount, 'BDT');
}

/** The form of a word for `n` things by the locale's plural rules: `plural(1, { one: 'item', other: 'items' })` → `item`. */
export function plural(n: number, forms: { one: string; other: string }): string {
  const locale = numberLocale();
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n) === 'one' ? forms.one : forms.other;
}

/** `n` and its word in the right form: `3 items`, `1 item`, `1,200 products`. */
export function count(n: number, forms: { one: string; other: string }): string {
  return `${formatNumber(n)} ${plural(n, forms)}`;
}
