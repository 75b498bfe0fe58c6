import type { DatabaseSync } from 'node:sqlite';

/*
 * The books after the run (issue 11), read straight from the API's database: every unit taken
 * from stock is in an order that still holds it (not cancelled or failed), every unit given back
 * was given back once, and no stock is below zero.
 */

/** Stock of every sku now. */
export function stockLevels(db: DatabaseSync): Map<number, number> {
  return new Map(db.prepare('SELECT id, stock FROM skus').all().map((row) => [Number(row['id']), Number(row['stock'])]));
}

export interface Books {
  orders: number;
  cancelled: number;
  /** Units in orders that hold their stock. */
  unitsOrdered: number;
  /** Units gone from stock since `before`. */
  stockTaken: number;
  /** Skus whose stock taken differs from their units ordered. */
  mismatched: number;
  belowZero: number;
}

/** Checks the books against the stock of each sku `before` anything was ordered. */
export function checkBooks(db: DatabaseSync, before: ReadonlyMap<number, number>): Books {
  const after = stockLevels(db);
  const held = new Map(
    db
      .prepare(`SELECT sku_id, SUM(quantity) AS units FROM sale_lines JOIN sales ON sales.id = sale_id WHERE sales.status NOT IN ('cancelled', 'failed') GROUP BY sku_id`)
      .all()
      .map((row) => [Number(row['sku_id']), Number(row['units'])]),
  );
  let stockTaken = 0;
  let mismatched = 0;
  for (const [id, stock] of before) {
    const taken = stock - (after.get(id) ?? 0);
    stockTaken += taken;
    if (taken !== (held.get(id) ?? 0)) mismatched += 1;
  }
  const count = (sql: string) => Number(db.prepare(sql).get()?.['n'] ?? 0);
  return {
    orders: count('SELECT COUNT(*) AS n FROM sales'),
    cancelled: count(`SELECT COUNT(*) AS n FROM sales WHERE status = 'cancelled'`),
    unitsOrdered: [...held.values()].reduce((sum, units) => sum + units, 0),
    stockTaken,
    mismatched,
    belowZero: [...after.values()].filter((stock) => stock < 0).length,
  };
}
