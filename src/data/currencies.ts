import type { Currency } from '../lib/contract/index.ts';
import { listCurrencies } from '../lib/api/index.ts';
import { currencyOptions } from '../lib/currency.ts';
import { buildClient, orFail } from './build-api.ts';
import { memo } from './memo.ts';

/**
 * The currencies the header's switcher offers (spec §7: `size=10`), BDT first. Build time only,
 * fetched once for all pages; the list reaches the browser as island props, not by an API call.
 */
export const loadCurrencies = memo(async (): Promise<Currency[]> => currencyOptions(orFail('currencies', await listCurrencies(buildClient))));
