import { Hono } from 'hono';
import type { Category } from '../../src/lib/contract/index.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import { singlePage } from '../http/page.ts';
import { mediaUrl } from '../media/url.ts';

interface CategoryRow {
  id: number;
  name: string;
  name_bn: string;
  slug: string;
  image_key: string;
}

/** Store catalogue service (spec §7): categories, mounted at `/api/v3/store/products/categories` behind Basic auth. */
export function categoryRoutes({ db, config: { publicUrl } }: ApiDeps): Hono {
  const toCategory = (row: CategoryRow): Category => ({
    id: row.id,
    name: row.name,
    nameBn: row.name_bn,
    slug: row.slug,
    image: mediaUrl(publicUrl, row.image_key, 'webp'),
  });
  const all = typedQuery<CategoryRow>(db, 'SELECT id, name, name_bn, slug, image_key FROM categories ORDER BY position, id');
  const one = typedQuery<CategoryRow>(db, 'SELECT id, name, name_bn, slug, image_key FROM categories WHERE id = ?');

  return new Hono()
    .get('/', (c) => c.json(singlePage(all.all().map(toCategory))))
    .get('/:id', (c) => {
      const id = c.req.param('id');
      // Only the canonical spelling names a category: `0x1`, `1e0`, `+1` and `01` are not paths we hand out.
      const row = /^[1-9]\d{0,14}$/.test(id) ? one.get(Number(id)) : undefined;
      return row ? c.json(toCategory(row)) : jsonError(c, 404, `Category not found: ${id}`);
    });
}
