import { Hono } from 'hono';
import type { Currency } from '../../src/lib/contract/index.ts';
import { pageQuerySchema } from '../../src/lib/contract/index.ts';
import { selectPage } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { pageOf } from '../http/page.ts';
import { parseQuery } from '../http/validate.ts';

interface CurrencyRow {
  id: number;
  source_id: string;
  currency: string;
  country: string;
  num_code: string;
  rate: number;
  img: string;
}

/** Currencies (spec §7), mounted at `/api/currencies`: `GET /conversions?size=10`, BDT first. */
export function currencyRoutes({ db }: ApiDeps): Hono {
  return new Hono().get('/conversions', (c) => {
    const parsed = parseQuery(c, pageQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { page, size } = parsed.data;
    const { rows, total } = selectPage<CurrencyRow>(db, { from: 'currencies', orderBy: `(currency = 'BDT') DESC, id`, page, size });
    const list: Currency[] = rows.map((row) => ({
      id: row.id,
      sourceId: row.source_id,
      currency: row.currency,
      country: row.country,
      numCode: row.num_code,
      rate: row.rate,
      img: row.img,
    }));
    return c.json(pageOf(list, { total, page, size }));
  });
}
