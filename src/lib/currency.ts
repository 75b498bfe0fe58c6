import * as v from 'valibot';
import { currencySchema, DEFAULT_CURRENCY, type Currency } from './contract/currency.ts';
import { formatMoney } from './messages/format.ts';
import { currencyMessages } from './messages/header-currency.ts';

/*
 * Display currencies (spec §3, §7, §9). Orders, the cart and payments are always in BDT: these
 * rules only change how a BDT amount is shown. Stored choices are parsed with the contract's schema.
 */

export { DEFAULT_CURRENCY } from './contract/currency.ts';

/** Shown whenever prices are displayed in another currency than BDT (read when shown: in the page's language). */
export const convertedNote = (): string => currencyMessages.convertedNote;

/** A BDT amount in `currency` (`rate` is units of it per 1 BDT), unrounded: rounding is for display. */
export function convert(amountBdt: number, currency: Pick<Currency, 'rate'>): number {
  return amountBdt * currency.rate;
}

/** A BDT amount as shown in `currency`: `BDT 1,250.00`, or converted, e.g. `USD 10.25`. */
export function formatPrice(amountBdt: number, currency: Pick<Currency, 'rate' | 'currency'>): string {
  return formatMoney(convert(amountBdt, currency), currency.currency);
}

/** Whether `currency` is the shop's own, i.e. prices need no conversion. */
export const isShopCurrency = (currency: Pick<Currency, 'currency'>): boolean => currency.currency === DEFAULT_CURRENCY.currency;

/** Whether `value` is a currency by the contract's `currencySchema`. */
export const isCurrency = (value: unknown): value is Currency => v.is(currencySchema, value);

/**
 * The currency to use for a stored one. With the build's list, the listed currency of the same
 * code wins (its rate is the fresher one); a currency no longer listed falls back to BDT.
 */
export function resolveCurrency(stored: Currency, known?: readonly Currency[]): Currency {
  if (!known) return stored;
  return known.find((currency) => currency.currency === stored.currency) ?? DEFAULT_CURRENCY;
}

/** Reads the stored choice: corrupt, tampered or unknown data becomes BDT, silently, never a throw. */
export function parseStoredCurrency(raw: string | null | undefined, known?: readonly Currency[]): Currency {
  if (!raw) return DEFAULT_CURRENCY;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return DEFAULT_CURRENCY;
  }
  return isCurrency(data) ? resolveCurrency(data, known) : DEFAULT_CURRENCY;
}

/** The switcher's list: BDT first (added if the API left it out), each code once, invalid rows dropped. */
export function currencyOptions(list: readonly unknown[]): Currency[] {
  const valid = list.filter(isCurrency);
  const bdt = valid.find(isShopCurrency) ?? DEFAULT_CURRENCY;
  const seen = new Set([bdt.currency]);
  return [bdt, ...valid.filter((currency) => !seen.has(currency.currency) && seen.add(currency.currency))];
}

/**
 * A currency as its <option>'s data attributes (CurrencySwitcher.astro): the picker's list rides in
 * its options rather than a JSON copy beside them, whose quotes came out as `&quot;` (~110 B of every
 * page's compressed HTML, whose first 14.6 KB is the first round trip). The code is the option's value.
 */
export function currencyOptionData(currency: Currency): Record<`data-${string}`, string> {
  return {
    'data-id': String(currency.id), 'data-source': currency.sourceId, 'data-country': currency.country,
    'data-num': currency.numCode, 'data-rate': String(currency.rate), 'data-img': currency.img,
  };
}

/** Reads a currency back from its option (`currencyOptionData`); `currencyOptions` drops one that is not valid. */
export function currencyFromOption(option: { value: string; dataset: Record<string, string | undefined> }): unknown {
  const { id, source, country, num, rate, img } = option.dataset;
  return { id: Number(id), sourceId: source, currency: option.value, country, numCode: num, rate: Number(rate), img };
}

/** `🇧🇩 BDT — Bangladesh`: the flag only when `img` holds an emoji rather than an image address. */
export function currencyLabel(currency: Pick<Currency, 'currency' | 'country' | 'img'>): string {
  const flag = currency.img && !/[/.:]/.test(currency.img) && currency.img.length <= 8 ? `${currency.img} ` : '';
  return `${flag}${currencyMessages.currencyOption(currency.currency, currency.country)}`;
}
