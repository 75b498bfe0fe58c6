import { Hono } from 'hono';
import type { SQLInputValue } from 'node:sqlite';
import { productQuerySchema, type ProductSort } from '../../src/lib/contract/index.ts';
import { selectPage } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { pageOf } from '../http/page.ts';
import { parseQuery } from '../http/validate.ts';
import { joinProducts, type ProductRow } from './product-rows.ts';

/**
 * The lowest price a shopper pays for any sku of the product: `unit_price` is the storefront's own
 * rule (spec §5), registered on the connection by `api/db/sku-prices.ts`, not a SQL copy of it.
 */
const LOWEST_UNIT_PRICE = `(SELECT MIN(unit_price(s.price_paisa, s.sale_price_paisa, s.regular_price_paisa))
  FROM skus s WHERE s.product_id = products.id)`;

/** SQL order of each sort; ties fall back to id so pages never overlap. */
const ORDER_BY: Record<ProductSort, string> = {
  relevance: 'id',
  price_asc: `${LOWEST_UNIT_PRICE} ASC, id`,
  price_desc: `${LOWEST_UNIT_PRICE} DESC, id`,
  newest: 'created_at DESC, id DESC',
};

/** Items (spec §7), mounted at `/api/v3/items`: `GET /joined`, products joined with images and skus, paged. */
export function itemRoutes(deps: ApiDeps): Hono {
  return new Hono().get('/joined', (c) => {
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
    const from = where.length ? `products WHERE ${where.join(' AND ')}` : 'products';
    const { rows, total } = selectPage<ProductRow>(deps.db, { from, params, orderBy: ORDER_BY[sort], page, size });
    return c.json(pageOf(joinProducts(deps, rows), { total, page, size }));
  });
}
