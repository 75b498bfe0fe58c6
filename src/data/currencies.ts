import type { Currency } from '../lib/contract/index.ts';
import { listCurrencies } from '../lib/api/index.ts';
import { currencyOptions } from '../lib/currency.ts';
import { buildClient, orFail } from './build-api.ts';

let currencies: Promise<Currency[]> | undefined;

/**
 * The currencies the header's switcher offers (spec §7: `size=10`), BDT first. Build time only,
 * fetched once for all pages; the list reaches the browser as island props, not by an API call.
 */
export function loadCurrencies(): Promise<Currency[]> {
  currencies ??= listCurrencies(buildClient).then((result) => currencyOptions(orFail('currencies', result)));
  return currencies;
}
