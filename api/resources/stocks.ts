import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { skuStockQuerySchema, type SkuStock } from '../../src/lib/contract/index.ts';
import { parseBody } from '../http/validate.ts';

interface StockRow {
  id: number;
  stock: number;
  price_paisa: number;
  sale_price_paisa: number | null;
  regular_price_paisa: number | null;
}
const taka = (paisa: number | null) => (paisa === null ? null : paisa / 100);

/** Stocks (spec §7): `POST /api/stocks/items/skus/search`, live stock and price per sku. */
export function stockRoutes(db: DatabaseSync): Hono {
  return new Hono().post('/stocks/items/skus/search', async (c) => {
    const parsed = await parseBody(c, skuStockQuerySchema);
    if (!parsed.ok) return parsed.response;
    const ids = [...new Set(parsed.data.skuIds)];
    const rows = db
      .prepare(`SELECT id, stock, price_paisa, sale_price_paisa, regular_price_paisa FROM skus WHERE id IN (${ids.map(() => '?').join(',')})`)
      .all(...ids) as unknown as StockRow[];
    const list: SkuStock[] = rows.map((row) => ({
      skuId: row.id,
      stock: row.stock,
      price: row.price_paisa / 100,
      sale_price: taka(row.sale_price_paisa),
      regular_price: taka(row.regular_price_paisa),
    }));
    return c.json({ list });
  });
}
