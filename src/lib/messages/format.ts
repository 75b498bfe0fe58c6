import { roundMoney } from '../money.ts';

/*
 * How numbers and amounts are written for shoppers (spec §9): every count and price a screen shows
 * goes through here, so the locale is chosen once. `en-BD` keeps Western digits grouped in
 * thousands (`1,234,567`), as Bangladeshi shops print prices in English; a Bangla interface would
 * change `LOCALE` with its tables and no screen.
 */

/** The locale of every number, amount and plural rule the shop shows. */
export const LOCALE = 'en-BD';

// Built once: Intl formatters are costly to create and are used for every price on a page.
const upToTwoDecimals = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plurals = new Intl.PluralRules(LOCALE);

/** A count or a rate as shoppers read it: `1234` → `1,234`, `12.5` → `12.5`. */
export function formatNumber(n: number): string {
  return upToTwoDecimals.format(n);
}

/** `1250` → `BDT 1,250.00`: the code first, two decimals, rounded to paisa (spec §9); other codes for converted prices. */
export function formatMoney(amount: number, currency = 'BDT'): string {
  // roundMoney first: Intl rounds binary values (1.005 is 1.00499…) the wrong way.
  return `${currency} ${twoDecimals.format(roundMoney(amount))}`;
}

/** `formatMoney` in BDT, the shop's currency. */
export function formatBDT(amount: number): string {
  return formatMoney(amount, 'BDT');
}

/** The form of a word for `n` things by the locale's plural rules: `plural(1, { one: 'item', other: 'items' })` → `item`. */
export function plural(n: number, forms: { one: string; other: string }): string {
  return plurals.select(n) === 'one' ? forms.one : forms.other;
}

/** `n` and its word in the right form: `3 items`, `1 item`, `1,200 products`. */
export function count(n: number, forms: { one: string; other: string }): string {
  return `${formatNumber(n)} ${plural(n, forms)}`;
}
