import { Hono } from 'hono';
import { contentQuerySchema, type ContentBullet, type ContentPage } from '../../src/lib/contract/site-content.ts';
import { typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { singlePage } from '../http/page.ts';
import { parseQuery } from '../http/validate.ts';

export interface PageRow {
  slug: string; title: string; summary: string; html: string; updated_at: string;
  title_bn: string | null; summary_bn: string | null; html_bn: string | null;
}
interface BulletRow { slug: string; position: number; value: string; label: string; lang: string | null; value_bn: string | null; label_bn: string | null }

/** A page as the API answers it: its Bangla (issue 24 §4) beside the English, only the parts it has. */
export const toContentPage = (row: PageRow): ContentPage => ({
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  html: row.html,
  ...(row.title_bn ? { titleBn: row.title_bn } : {}),
  ...(row.summary_bn ? { summaryBn: row.summary_bn } : {}),
  ...(row.html_bn ? { htmlBn: row.html_bn } : {}),
  updatedAt: row.updated_at,
});

const toBullet = (row: BulletRow): ContentBullet => ({
  slug: row.slug,
  position: row.position,
  value: row.value,
  label: row.label,
  ...(row.lang ? { lang: row.lang } : {}),
  ...(row.value_bn ? { valueBn: row.value_bn } : {}),
  ...(row.label_bn ? { labelBn: row.label_bn } : {}),
});

/**
 * The editors' pages (spec §7, Content), mounted at `/api/v2/items/content`:
 * - `GET ?slug=` one page (an empty list when there is none), every page without it;
 * - `GET /bullets?slug=` a page's bullet points (its figures), every page's without it.
 * Bodies are the editors' HTML as stored: the shop sanitises them when it builds. Each answer carries
 * the Bangla the editors wrote (`titleBn`, `summaryBn`, `htmlBn`; a bullet's `valueBn`, `labelBn`), where there is some.
 */
export function contentPageRoutes({ db }: ApiDeps): Hono {
  const pages = typedQuery<PageRow>(db, 'SELECT * FROM content_pages WHERE ?1 IS NULL OR slug = ?1 ORDER BY slug');
  const bullets = typedQuery<BulletRow>(db, 'SELECT * FROM content_bullets WHERE ?1 IS NULL OR slug = ?1 ORDER BY slug, position');
  return new Hono()
    .get('/', (c) => {
      const parsed = parseQuery(c, contentQuerySchema);
      if (!parsed.ok) return parsed.response;
      const list = pages.all(parsed.data.slug ?? null).map(toContentPage);
      return c.json(singlePage(list));
    })
    .get('/bullets', (c) => {
      const parsed = parseQuery(c, contentQuerySchema);
      if (!parsed.ok) return parsed.response;
      const list = bullets.all(parsed.data.slug ?? null).map(toBullet);
      return c.json(singlePage(list));
    });
}
