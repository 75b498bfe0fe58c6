import { persistentAtom } from '@nanostores/persistent';
import type { Currency } from '../lib/contract/currency.ts';
import { DEFAULT_CURRENCY, parseStoredCurrency } from '../lib/currency.ts';
import './storage.ts';

/**
 * The shopper's display currency (spec §3, §9), saved to localStorage under `currency` and kept in
 * sync across tabs; validated when read, anything wrong becomes BDT. Display only: the cart, orders
 * and payments are always in BDT, and prices are converted just before they are shown.
 */
export const $currency = persistentAtom<Currency>('currency', DEFAULT_CURRENCY, {
  encode: JSON.stringify,
  decode: (raw) => parseStoredCurrency(raw),
});

/** Shows prices in `currency` from now on, in every tab. */
export function selectCurrency(currency: Currency): void {
  $currency.set(currency);
}
