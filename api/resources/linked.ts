import { Hono } from 'hono';
import { linkedSearchSchema } from '../../src/lib/contract/index.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import { singlePage } from '../http/page.ts';
import { parseBody } from '../http/validate.ts';
import { joinProducts, type ProductRow } from './product-rows.ts';

/**
 * Related items: the `size` products of the item's category nearest at or above its lowest price
 * and the `size` nearest below it, each one seek on products_category_min_price (migration 24), then
 * the closest of those. The same as ordering the whole category by the distance, then by id, and
 * taking `size` (a product beyond either seek is no closer than the ones it took, and on a tie has a
 * larger id), without reading the category on every call (a build asks once per product). A product
 * without skus has no price, so no distance: such neighbours come first, as a NULL distance sorted
 * first before (the last two parts: its unpriced neighbours; all of them, by id, when the item
 * itself has no price, which is the only case the last part reads the category in id order).
 */
export const RELATED_SQL = `
  WITH item AS (SELECT category_id, min_price_paisa AS price FROM products WHERE id = ?1)
  SELECT * FROM (
    SELECT * FROM (SELECT p.*, p.min_price_paisa - (SELECT price FROM item) AS distance FROM products p
      WHERE p.category_id = (SELECT category_id FROM item) AND p.id <> ?1 AND p.min_price_paisa >= (SELECT price FROM item)
      ORDER BY p.min_price_paisa, p.id LIMIT ?2)
    UNION ALL
    SELECT * FROM (SELECT p.*, (SELECT price FROM item) - p.min_price_paisa AS distance FROM products p
      WHERE p.category_id = (SELECT category_id FROM item) AND p.id <> ?1 AND p.min_price_paisa < (SELECT price FROM item)
      ORDER BY p.min_price_paisa DESC, p.id LIMIT ?2)
    UNION ALL
    SELECT * FROM (SELECT p.*, NULL AS distance FROM products p
      WHERE p.category_id = (SELECT category_id FROM item) AND p.id <> ?1 AND p.min_price_paisa IS NULL
      ORDER BY p.id LIMIT ?2)
    UNION ALL
    SELECT * FROM (SELECT p.*, NULL AS distance FROM products p
      WHERE (SELECT price FROM item) IS NULL AND p.category_id = (SELECT category_id FROM item) AND p.id <> ?1
        AND p.min_price_paisa IS NOT NULL
      ORDER BY p.id LIMIT ?2)
  )
  ORDER BY distance IS NOT NULL, distance, id
  LIMIT ?2`;

/**
 * Linked items (spec §7), mounted at `/api/items/linked`: `POST /search`. Related products are
 * others in the same category, closest in price first: what a shopper comparing options wants to see.
 */
export function linkedRoutes(deps: ApiDeps): Hono {
  const product = typedQuery<{ id: number }>(deps.db, 'SELECT id FROM products WHERE id = ?');
  // Rows carry their `distance` too: joinProducts reads the product's own columns only.
  const related = typedQuery<ProductRow>(deps.db, RELATED_SQL);
  return new Hono().post('/search', async (c) => {
    const parsed = await parseBody(c, linkedSearchSchema);
    if (!parsed.ok) return parsed.response;
    const { itemId, size } = parsed.data;
    const item = product.get(itemId);
    if (!item) return jsonError(c, 404, `Item not found: ${itemId}`);
    return c.json(singlePage(joinProducts(deps, related.all(itemId, size)), size));
  });
}
