import { Hono } from 'hono';
import { linkedSearchSchema } from '../../src/lib/contract/index.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import { singlePage } from '../http/page.ts';
import { parseBody } from '../http/validate.ts';
import { joinProducts, type ProductRow } from './product-rows.ts';

/**
 * Linked items (spec §7), mounted at `/api/items/linked`: `POST /search`. Related products are
 * others in the same category, closest in price first: what a shopper comparing options wants to see.
 */
export function linkedRoutes(deps: ApiDeps): Hono {
  const product = typedQuery<{ id: number; category_id: number }>(deps.db, 'SELECT id, category_id FROM products WHERE id = ?');
  const related = typedQuery<ProductRow>(deps.db, `
    SELECT p.* FROM products p
    WHERE p.category_id = ? AND p.id <> ?
    ORDER BY ABS((SELECT MIN(price_paisa) FROM skus WHERE product_id = p.id)
               - (SELECT MIN(price_paisa) FROM skus WHERE product_id = ?)), p.id
    LIMIT ?`);
  return new Hono().post('/search', async (c) => {
    const parsed = await parseBody(c, linkedSearchSchema);
    if (!parsed.ok) return parsed.response;
    const { itemId, size } = parsed.data;
    const item = product.get(itemId);
    if (!item) return jsonError(c, 404, `Item not found: ${itemId}`);
    return c.json(singlePage(joinProducts(deps, related.all(item.category_id, itemId, itemId, size)), size));
  });
}
