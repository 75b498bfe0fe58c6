import { Hono } from 'hono';
import { idQuerySchema, wishlistAddSchema, wishlistSearchSchema, type MessageAnswer, type WishlistItem } from '../../src/lib/contract/index.ts';
import { wishlistFilter, wishlistOrder } from '../accounts/wishlist-query.ts';
import { selectPage, typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { requireCustomer, type CustomerEnv } from '../http/customer.ts';
import { fieldError, jsonError } from '../http/errors.ts';
import { pageOf } from '../http/page.ts';
import { parseBody, parseQuery, parseSearchBody } from '../http/validate.ts';

interface WishlistRow {
  id: number;
  customer_id: number;
  item_id: number;
  sku_code: string;
  created_at: string;
}

const toItem = (row: WishlistRow): WishlistItem => ({
  wishlistId: row.id,
  itemId: row.item_id,
  skuCode: row.sku_code,
  userId: row.customer_id,
  dateCreated: row.created_at,
});

/**
 * The signed-in customer's wishlist (spec §7), mounted at `/api/wishlists`: `POST /items` keeps a
 * product option (201, or 200 with the item already kept), `DELETE /items?id=` removes one,
 * `POST /items/search` pages through them. Wishlist items are matched per user (spec §6): another
 * customer's id answers 404.
 */
export function wishlistRoutes({ db, clock, findCustomerByToken }: ApiDeps): Hono<CustomerEnv> {
  const skuOfItem = typedQuery<{ found: number }>(db, 'SELECT 1 AS found FROM skus WHERE code = ? AND product_id = ?');
  const productExists = typedQuery<{ found: number }>(db, 'SELECT 1 AS found FROM products WHERE id = ?');
  const insert = typedQuery<WishlistRow>(
    db,
    `INSERT INTO wishlist_items (customer_id, item_id, sku_code, created_at) VALUES (?, ?, ?, ?)
     ON CONFLICT (customer_id, item_id, sku_code) DO NOTHING RETURNING *`,
  );
  const existing = typedQuery<WishlistRow>(db, 'SELECT * FROM wishlist_items WHERE customer_id = ? AND item_id = ? AND sku_code = ?');

  return new Hono<CustomerEnv>()
    .use(requireCustomer(findCustomerByToken))
    .post('/items', async (c) => {
      const parsed = await parseBody(c, wishlistAddSchema);
      if (!parsed.ok) return parsed.response;
      const { itemId, skuCode } = parsed.data;
      if (!productExists.get(itemId)) return fieldError(c, 'itemId', `No product has the id ${itemId}`);
      if (!skuOfItem.get(skuCode, itemId)) return fieldError(c, 'skuCode', 'This product has no option with that code');
      const customerId = c.var.customer.id;
      const added = insert.get(customerId, itemId, skuCode, clock.now().toISOString());
      if (added) return c.json(toItem(added), 201);
      const kept = existing.get(customerId, itemId, skuCode);
      return kept ? c.json(toItem(kept)) : jsonError(c, 409, 'The wishlist changed meanwhile: try again');
    })
    .delete('/items', (c) => {
      const parsed = parseQuery(c, idQuerySchema);
      if (!parsed.ok) return parsed.response;
      const { changes } = db.prepare('DELETE FROM wishlist_items WHERE id = ? AND customer_id = ?').run(parsed.data.id, c.var.customer.id);
      return changes > 0
        ? c.json({ message: 'Removed from the wishlist' } satisfies MessageAnswer)
        : jsonError(c, 404, `Wishlist item not found: ${parsed.data.id}`);
    })
    .post('/items/search', async (c) => {
      // An empty body means the first page, newest first.
      const parsed = await parseSearchBody(c, wishlistSearchSchema);
      if (!parsed.ok) return parsed.response;
      const { page, size } = parsed.data;
      const { from, params } = wishlistFilter(c.var.customer.id, parsed.data);
      const { rows, total } = selectPage<WishlistRow>(db, { from, params, orderBy: wishlistOrder(parsed.data), page, size });
      return c.json(pageOf(rows.map(toItem), { total, page, size }));
    });
}
