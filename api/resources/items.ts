import { Hono } from 'hono';
import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { productQuerySchema, type ProductSort } from '../../src/lib/contract/index.ts';
import { parseQuery } from '../http/validate.ts';
import { joinProducts, type ProductRow } from './product-rows.ts';

/** The lowest price a shopper pays for any sku of the product, by the unit-price rule (spec §5). */
const LOWEST_UNIT_PRICE = `(SELECT MIN(CASE WHEN s.sale_price_paisa IS NOT NULL AND s.regular_price_paisa > s.sale_price_paisa
  THEN s.sale_price_paisa ELSE s.price_paisa END) FROM skus s WHERE s.product_id = products.id)`;

/** SQL order of each sort; ties fall back to id so pages never overlap. */
const ORDER_BY: Record<ProductSort, string> = {
  relevance: 'id',
  price_asc: `${LOWEST_UNIT_PRICE} ASC, id`,
  price_desc: `${LOWEST_UNIT_PRICE} DESC, id`,
  newest: 'created_at DESC, id DESC',
};

/** Items (spec §7): `GET /api/v3/items/joined`, products joined with images and skus, paged. */
export function itemRoutes(db: DatabaseSync, publicUrl: string): Hono {
  return new Hono().get('/v3/items/joined', (c) => {
    const parsed = parseQuery(c, productQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { page, size, categoryId, query, sort } = parsed.data;

    const where: string[] = [];
    const params: SQLInputValue[] = [];
    if (categoryId !== undefined) {
      where.push('category_id = ?');
      params.push(categoryId);
    }
    for (const word of (query ?? '').split(/\s+/).filter(Boolean)) {
      // Every word must match somewhere, in English or in Bangla.
      where.push(`(name LIKE ? ESCAPE '\\' OR name_bn LIKE ? ESCAPE '\\' OR brand LIKE ? ESCAPE '\\')`);
      const like = `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
      params.push(like, like, like);
    }
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const { total } = db.prepare(`SELECT COUNT(*) AS total FROM products ${filter}`).get(...params) as { total: number };
    const rows = db
      .prepare(`SELECT * FROM products ${filter} ORDER BY ${ORDER_BY[sort]} LIMIT ? OFFSET ?`)
      .all(...params, size, (page - 1) * size) as unknown as ProductRow[];

    return c.json({ list: joinProducts(db, rows, publicUrl), total, page, size });
  });
}
