import { Hono } from 'hono';
import type { SQLInputValue } from 'node:sqlite';
import { articleQuerySchema, articleSearchSchema, type Article } from '../../src/lib/contract/articles.ts';
import { escapeLike, selectPage, typedQuery } from '../db/query.ts';
import type { ApiDeps } from '../deps.ts';
import { pageOf, singlePage } from '../http/page.ts';
import { parseQuery, parseSearchBody } from '../http/validate.ts';

interface ArticleRow {
  slug: string;
  title: string;
  summary: string;
  html: string;
  tags: string;
  page: string | null;
  published_at: string;
  updated_at: string;
  /** The Bangla (migration 25); NULL or empty where the editors wrote none. */
  title_bn: string | null;
  summary_bn: string | null;
  html_bn: string | null;
}

const NEWEST_FIRST = 'published_at DESC, id DESC';

function articleOf(row: ArticleRow): Article {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    html: row.html,
    tags: JSON.parse(row.tags) as string[],
    ...(row.page ? { page: row.page } : {}),
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    // Additive, and only where there is some: a client that knows only the English reads what it always did.
    ...(row.title_bn ? { titleBn: row.title_bn } : {}),
    ...(row.summary_bn ? { summaryBn: row.summary_bn } : {}),
    ...(row.html_bn ? { htmlBn: row.html_bn } : {}),
  };
}

/**
 * A content page's articles (spec §7, `GET {endpoint}/articles`), mounted at
 * `/api/v2/items/content/articles`: `?slug=` the page's, every article without it; newest first.
 */
export function articleRoutes({ db }: ApiDeps): Hono {
  const byPage = typedQuery<ArticleRow>(db, `SELECT * FROM articles WHERE ?1 IS NULL OR page = ?1 ORDER BY ${NEWEST_FIRST}`);
  return new Hono().get('/', (c) => {
    const parsed = parseQuery(c, articleQuerySchema);
    if (!parsed.ok) return parsed.response;
    return c.json(singlePage(byPage.all(parsed.data.slug ?? null).map(articleOf)));
  });
}

/**
 * `POST /api/cms/articles/search` (spec §7), mounted at `/api/cms/articles`: every word of `query`
 * somewhere in the title, summary or tags, English or Bangla (case-insensitive, `%` and `_` taken literally), every
 * tag of `tags` among the article's, newest first, one page.
 */
export function articleSearchRoutes({ db }: ApiDeps): Hono {
  return new Hono().post('/search', async (c) => {
    const parsed = await parseSearchBody(c, articleSearchSchema);
    if (!parsed.ok) return parsed.response;
    const { query, tags = [], page, size } = parsed.data;
    const where: string[] = [];
    const params: SQLInputValue[] = [];
    for (const word of query?.split(/\s+/) ?? []) {
      where.push(`(title || ' ' || summary || ' ' || COALESCE(title_bn, '') || ' ' || COALESCE(summary_bn, '') || ' ' || tags) LIKE ? ESCAPE '\\'`);
      params.push(`%${escapeLike(word)}%`);
    }
    for (const tag of tags) {
      where.push('EXISTS (SELECT 1 FROM json_each(articles.tags) WHERE value = ?)');
      params.push(tag);
    }
    const from = `articles${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`;
    const { rows, total } = selectPage<ArticleRow>(db, { from, params, orderBy: NEWEST_FIRST, page, size });
    return c.json(pageOf(rows.map(articleOf), { total, page, size }));
  });
}
