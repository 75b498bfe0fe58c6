import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import type { Category } from '../../src/lib/contract/index.ts';
import { mediaUrl } from '../media/url.ts';
import { jsonError } from '../http/errors.ts';

interface CategoryRow {
  id: number;
  name: string;
  name_bn: string;
  slug: string;
  image_key: string;
}

/** Store catalogue service (spec §7): categories, on the v3 store API behind Basic auth. */
export function categoryRoutes(db: DatabaseSync, publicUrl: string): Hono {
  const toCategory = (row: CategoryRow): Category => ({
    id: row.id,
    name: row.name,
    nameBn: row.name_bn,
    slug: row.slug,
    image: mediaUrl(publicUrl, row.image_key, 'webp'),
  });
  const all = db.prepare('SELECT id, name, name_bn, slug, image_key FROM categories ORDER BY position, id');
  const one = db.prepare('SELECT id, name, name_bn, slug, image_key FROM categories WHERE id = ?');

  return new Hono()
    .get('/products/categories', (c) => {
      const list = (all.all() as unknown as CategoryRow[]).map(toCategory);
      return c.json({ list, total: list.length, page: 1, size: list.length || 1 });
    })
    .get('/products/categories/:id', (c) => {
      const id = Number(c.req.param('id'));
      const row = Number.isInteger(id) && id > 0 ? (one.get(id) as CategoryRow | undefined) : undefined;
      return row ? c.json(toCategory(row)) : jsonError(c, 404, `Category not found: ${c.req.param('id')}`);
    });
}
