import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { SQLInputValue } from 'node:sqlite';
import { productQuerySchema, type ProductSort } from '../../src/lib/contract/index.ts';
import { stemSearchText } from '../db/bangla-stem.ts';
import { escapeLike, selectPage, typedQuery } from '../db/query.ts';
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

/**
 * SQL order of each sort; ties fall back to id so pages never overlap. Relevance with text puts
 * the best matches first (`relevance`, api/db/search-relevance.ts); among equally relevant
 * products, those in stock, then the shortest names (the closest to what was typed).
 */
const ORDER_BY: Record<ProductSort, string> = {
  relevance: 'relevance DESC, in_stock DESC, length(name), id',
  price_asc: `${LOWEST_UNIT_PRICE} ASC, id`,
  price_desc: `${LOWEST_UNIT_PRICE} DESC, id`,
  newest: 'created_at DESC, id DESC',
};

/** Words of a query searched for; more are ignored. */
const MAX_WORDS = 8;

const LIKE = (column: string) => `${column} LIKE ? ESCAPE '\\'`;

/** Whether any sku of the product is in stock. */
const IN_STOCK = 'EXISTS (SELECT 1 FROM skus s WHERE s.product_id = products.id AND s.stock > 0)';
/** The product's relevance to the query (the one parameter). */
const RELEVANCE = `search_relevance(name, name_bn, brand,
  (SELECT name FROM categories c WHERE c.id = products.category_id), (SELECT name_bn FROM categories c WHERE c.id = products.category_id), ?)`;

/**
 * The products a listing asks for, as a table `selectPage` reads: their ids, and only the columns
 * the filter and the sort read, all in the index `products_search` (migration 27), so SQLite scans
 * that narrow index, not the rows with their descriptions; the page's rows are read by id after.
 * With words, `relevance` to the query and `in_stock` (read only to order by relevance). Every
 * word must match somewhere: the names, the brand, or the name of the product's category in
 * either language ("কলম" finds the pens).
 */
export function searchFrom(categoryId: number | undefined, query: string | undefined, sort: ProductSort): { from: string; params: SQLInputValue[]; ranked: boolean } {
  const where: string[] = [];
  const whereParams: SQLInputValue[] = [];
  // Each word once, and a few at most: every one is a LIKE per row, and the relevance of every row
  // found is computed in JavaScript, so 50 words of "a" must not cost 50 times one.
  // A Bangla word loses its ending (bangla-stem.ts), so "কলমের" finds pens, as the storefront's
  // static search finds them by backing off to the longest start of the word it holds.
  const words = [...new Set(stemSearchText(query ?? '').split(/\s+/).filter(Boolean))].slice(0, MAX_WORDS);
  if (categoryId !== undefined) {
    where.push('category_id = ?');
    whereParams.push(categoryId);
  }
  for (const word of words) {
    const like = `%${escapeLike(word)}%`;
    where.push(`(${LIKE('name')} OR ${LIKE('name_bn')} OR ${LIKE('brand')}
      OR category_id IN (SELECT id FROM categories WHERE ${LIKE('name')} OR ${LIKE('name_bn')}))`);
    whereParams.push(like, like, like, like, like);
  }
  const filter = where.length ? ` WHERE ${where.join(' AND ')}` : '';
  const ranked = words.length > 0;
  // Relevance is worked out only for the order that reads it: it is most of a ranked page's cost.
  if (!ranked || sort !== 'relevance') return { from: `(SELECT id, name, created_at FROM products${filter}) AS products`, params: whereParams, ranked };
  return {
    from: `(SELECT id, name, ${RELEVANCE} AS relevance, ${IN_STOCK} AS in_stock FROM products${filter}) AS products`,
    params: [words.join(' '), ...whereParams],
    ranked,
  };
}

/**
 * The SQL order of a listing. Without words there is no relevance, so it is id order: said so,
 * SQLite reads rows in id order instead of sorting the whole catalogue for each page (the build
 * pages through all of it).
 */
export function orderOf(sort: ProductSort, ranked: boolean): string {
  return sort === 'relevance' && !ranked ? 'id' : ORDER_BY[sort];
}

/** The products of `ids`, in that order. */
function productRows(deps: ApiDeps, ids: number[]): ProductRow[] {
  if (ids.length === 0) return [];
  const found = new Map(typedQuery<ProductRow>(deps.db, `SELECT * FROM products WHERE id IN (${ids.map(() => '?').join(',')})`)
    .all(...ids).map((row) => [row.id, row]));
  return ids.flatMap((id) => found.get(id) ?? []);
}

/** Items (spec §7), mounted at `/api/v3/items`: `GET /joined`, products joined with images and skus, paged. */
export function itemRoutes(deps: ApiDeps): Hono {
  // A page of 24 products is ~35 KB of JSON and ~5 KB gzipped: the search shell's first page comes
  // from here (src/lib/search/api-listing.ts), so it is sent compressed, as a production API is.
  return new Hono().use(compress()).get('/joined', (c) => {
    const parsed = parseQuery(c, productQuerySchema);
    if (!parsed.ok) return parsed.response;
    const { page, size, categoryId, query, sort } = parsed.data;
    const { from, params, ranked } = searchFrom(categoryId, query, sort);
    const orderBy = orderOf(sort, ranked);
    const { rows, total } = selectPage<{ id: number }>(deps.db, { from, params, columns: 'id', orderBy, page, size });
    return c.json(pageOf(joinProducts(deps, productRows(deps, rows.map((row) => row.id))), { total, page, size }));
  });
}
