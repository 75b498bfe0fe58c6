import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import { linkedSearchSchema } from '../../src/lib/contract/index.ts';
import { jsonError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { joinProducts, type ProductRow } from './product-rows.ts';

/**
 * Linked items (spec §7): `POST /api/items/linked/search`. Related products are others in the
 * same category, closest in price first: what a shopper comparing options wants to see.
 */
export function linkedRoutes(db: DatabaseSync, publicUrl: string): Hono {
  const product = db.prepare('SELECT id, category_id FROM products WHERE id = ?');
  const related = db.prepare(`
    SELECT p.* FROM products p
    WHERE p.category_id = ? AND p.id <> ?
    ORDER BY ABS((SELECT MIN(price_paisa) FROM skus WHERE product_id = p.id)
               - (SELECT MIN(price_paisa) FROM skus WHERE product_id = ?)), p.id
    LIMIT ?`);
  return new Hono().post('/items/linked/search', async (c) => {
    const parsed = await parseBody(c, linkedSearchSchema);
    if (!parsed.ok) return parsed.response;
    const { itemId, size } = parsed.data;
    const item = product.get(itemId) as { id: number; category_id: number } | undefined;
    if (!item) return jsonError(c, 404, `Item not found: ${itemId}`);
    const rows = related.all(item.category_id, itemId, itemId, size) as unknown as ProductRow[];
    const list = joinProducts(db, rows, publicUrl);
    return c.json({ list, total: list.length, page: 1, size });
  });
}
