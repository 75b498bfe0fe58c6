import { roundMoney } from '../money.ts';
import { getLocale, type Locale } from '../../paraglide/runtime.js';

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

interface Formats {
  upToTwoDecimals: Intl.NumberFormat;
  twoDecimals: Intl.NumberFormat;
  plurals: Intl.PluralRules;
  years: Intl.NumberFormat;
  currencies: Map<string, Intl.NumberFormat>;
}

// Built once a language: Intl formatters are costly to create and are used for every price on a page.
const built = new Map<string, Formats>();
function formats(): Formats {
  const locale = numberLocale();
  let found = built.get(locale);
  if (!found) {
    found = {
      upToTwoDecimals: new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }),
      twoDecimals: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
      plurals: new Intl.PluralRules(locale),
      years: new Intl.NumberFormat(locale, { useGrouping: false }),
      currencies: new Map(),
    };
    built.set(locale, found);
  }
  return found;
}

/** A year as shoppers read it, without grouping: `2026`, `২০২৬` in Bangla. */
export function formatYear(year: number): string {
  return formats().years.format(year);
}

/** A count or a rate as shoppers read it: `1234` → `1,234` (`১,২৩৪` in Bangla), `12.5` → `12.5`. */
export function formatNumber(n: number): string {
  return formats().upToTwoDecimals.format(n);
}

/**
 * `1250` → `BDT 1,250.00` on English pages, `১,২৫০.০০৳` on Bangla ones: two decimals, rounded to
 * paisa (spec §9); other codes for converted prices.
 */
export function formatMoney(amount: number, currency = 'BDT'): string {
  // roundMoney first: Intl rounds binary values (1.005 is 1.00499…) the wrong way.
  const rounded = roundMoney(amount);
  if (getLocale() === 'en') return `${currency} ${formats().twoDecimals.format(rounded)}`;
  const { currencies } = formats();
  let format = currencies.get(currency);
  if (!format) currencies.set(currency, (format = new Intl.NumberFormat(numberLocale(), { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 })));
  return format.format(rounded);
}

/** `formatMoney` in BDT, the shop's currency. */
export function formatBDT(amount: number): string {
  return formatMoney(amount, 'BDT');
}

/** The form of a word for `n` things by the locale's plural rules: `plural(1, { one: 'item', other: 'items' })` → `item`. */
export function plural(n: number, forms: { one: string; other: string }): string {
  return formats().plurals.select(n) === 'one' ? forms.one : forms.other;
}

/** `n` and its word in the right form: `3 items`, `1 item`, `1,200 products`. */
export function count(n: number, forms: { one: string; other: string }): string {
  return `${formatNumber(n)} ${plural(n, forms)}`;
}
