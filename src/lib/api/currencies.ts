import { currencyPageSchema } from '../contract/currency.ts';
import type { Currency } from '../contract/currency.ts';
import { mapResult } from './result.ts';
import type { ApiClient, ApiResult } from './types.ts';

/** How many currencies the picker asks for (spec §9). */
export const CURRENCY_LIST_SIZE = 10;

/** The currencies the shopper can pick, BDT first: `GET /api/currencies/conversions?size=10`. */
export async function listCurrencies(client: ApiClient): Promise<ApiResult<Currency[]>> {
  const result = await client.request('GET', '/api/currencies/conversions', {
    query: { size: CURRENCY_LIST_SIZE },
    schema: currencyPageSchema,
  });
  // Spec §7: the list is read from `body.list`.
  return mapResult(result, (page) => page.list);
}
