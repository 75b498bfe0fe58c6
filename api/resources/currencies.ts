import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Currency } from '../../src/lib/contract/index.ts';
import { pageQuerySchema } from '../../src/lib/contract/index.ts';
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

/** Currencies (spec §7): `GET /api/currencies/conversions?size=10`, BDT first. */
export function currencyRoutes(db: DatabaseSync): Hono {
  return new Hono().get('/currencies/conversions', (c) => {
    const parsed = parseQuery(c, pageQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { page, size } = parsed.data;
    const { total } = db.prepare('SELECT COUNT(*) AS total FROM currencies').get() as { total: number };
    const rows = db
      .prepare(`SELECT * FROM currencies ORDER BY (currency = 'BDT') DESC, id LIMIT ? OFFSET ?`)
      .all(size, (page - 1) * size) as unknown as CurrencyRow[];
    const list: Currency[] = rows.map((row) => ({
      id: row.id,
      sourceId: row.source_id,
      currency: row.currency,
      country: row.country,
      numCode: row.num_code,
      rate: row.rate,
      img: row.img,
    }));
    return c.json({ list, total, page, size });
  });
}
