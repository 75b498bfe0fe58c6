import { Hono } from 'hono';
import { contentQuerySchema, type ContentBullet, type ContentPage } from '../../src/lib/contract/site-content.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { singlePage } from '../http/page.ts';
import { parseQuery } from '../http/validate.ts';

interface PageRow { slug: string; title: string; summary: string; html: string; updated_at: string }
interface BulletRow { slug: string; position: number; value: string; label: string; lang: string | null }

/**
 * The editors' pages (spec §7, Content), mounted at `/api/v2/items/content`:
 * - `GET ?slug=` one page (an empty list when there is none), every page without it;
 * - `GET /bullets?slug=` a page's bullet points (its figures), every page's without it.
 * Bodies are the editors' HTML as stored: the shop sanitises them when it builds.
 */
export function contentPageRoutes({ db }: ApiDeps): Hono {
  const pages = typedQuery<PageRow>(db, 'SELECT * FROM content_pages WHERE ?1 IS NULL OR slug = ?1 ORDER BY slug');
  const bullets = typedQuery<BulletRow>(db, 'SELECT * FROM content_bullets WHERE ?1 IS NULL OR slug = ?1 ORDER BY slug, position');
  return new Hono()
    .get('/', (c) => {
      const parsed = parseQuery(c, contentQuerySchema);
      if (!parsed.ok) return parsed.response;
      const list = pages.all(parsed.data.slug ?? null).map(
        (row): ContentPage => ({ slug: row.slug, title: row.title, summary: row.summary, html: row.html, updatedAt: row.updated_at }),
      );
      return c.json(singlePage(list));
    })
    .get('/bullets', (c) => {
      const parsed = parseQuery(c, contentQuerySchema);
      if (!parsed.ok) return parsed.response;
      const list = bullets.all(parsed.data.slug ?? null).map(
        (row): ContentBullet => ({ slug: row.slug, position: row.position, value: row.value, label: row.label, ...(row.lang ? { lang: row.lang } : {}) }),
      );
      return c.json(singlePage(list));
    });
}
