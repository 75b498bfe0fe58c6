import { Hono } from 'hono';
import { skuStockQuerySchema, type SkuStockWire as SkuStock } from '../../src/lib/contract/index.ts';
import { typedQuery } from '../db/query.ts';
import { skuPrices, type SkuPriceColumns } from '../db/sku-prices.ts';
import type { ApiDeps } from '../deps.ts';
import { parseBody } from '../http/validate.ts';

interface StockRow extends SkuPriceColumns {
  id: number;
  stock: number;
}

/** Stocks (spec §7), mounted at `/api/stocks`: `POST /items/skus/search`, live stock and price per sku. */
export function stockRoutes({ db }: ApiDeps): Hono {
  return new Hono().post('/items/skus/search', async (c) => {
    const parsed = await parseBody(c, skuStockQuerySchema);
    if (!parsed.ok) return parsed.response;
    const ids = [...new Set(parsed.data.skuIds)];
    const marks = ids.map(() => '?').join(',');
    const sql = `SELECT id, stock, price_paisa, sale_price_paisa, regular_price_paisa FROM skus WHERE id IN (${marks})`;
    const list: SkuStock[] = typedQuery<StockRow>(db, sql).all(...ids).map((row) => ({ skuId: row.id, stock: row.stock, ...skuPrices(row) }));
    return c.json({ list });
  });
}
