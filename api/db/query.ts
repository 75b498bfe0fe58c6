import type { DatabaseSync, SQLInputValue } from 'node:sqlite';

/** A prepared statement whose rows have a known shape. */
export interface TypedQuery<Row> {
  all(...params: SQLInputValue[]): Row[];
  get(...params: SQLInputValue[]): Row | undefined;
}

/**
 * Prepares `sql` once and types its rows as `Row`. node:sqlite types every row as a loose record;
 * the SQL names the columns, so this is the one place that vouches for their shape.
 */
export function typedQuery<Row>(db: DatabaseSync, sql: string): TypedQuery<Row> {
  const statement = db.prepare(sql);
  return {
    all: (...params) => statement.all(...params) as unknown as Row[],
    get: (...params) => statement.get(...params) as unknown as Row | undefined,
  };
}

/** How many rows `FROM {from}` holds: `countRows(db, 'products WHERE category_id = ?', 3)`. */
export function countRows(db: DatabaseSync, from: string, ...params: SQLInputValue[]): number {
  return typedQuery<{ total: number }>(db, `SELECT COUNT(*) AS total FROM ${from}`).get(...params)?.total ?? 0;
}

/** What `selectPage` reads: `SELECT {columns} FROM {from} ORDER BY {orderBy}`, one page of it. */
export interface PageSelect {
  /** Table and filter: `products WHERE category_id = ?`. */
  from: string;
  params?: SQLInputValue[];
  columns?: string;
  /** Must end in a unique column, so pages never overlap. */
  orderBy: string;
  page: number;
  size: number;
}

/** One page of rows and how many rows match in all (two queries, the same filter). */
export function selectPage<Row>(db: DatabaseSync, select: PageSelect): { rows: Row[]; total: number } {
  const { from, params = [], columns = '*', orderBy, page, size } = select;
  const rows = typedQuery<Row>(db, `SELECT ${columns} FROM ${from} ORDER BY ${orderBy} LIMIT ? OFFSET ?`).all(
    ...params,
    size,
    (page - 1) * size,
  );
  return { rows, total: countRows(db, from, ...params) };
}

/** `LIKE` treats `%` and `_` as wildcards: a shopper's `%` must match a `%`, not everything (use with `ESCAPE '\\'`). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
