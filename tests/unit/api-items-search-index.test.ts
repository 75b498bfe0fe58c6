import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/open.ts';
import { orderOf, searchFrom } from '../../api/resources/items.ts';
import { seedDemoData } from '../../api/seed/index.ts';
import type { ProductSort } from '../../src/lib/contract/index.ts';

// The items listing's text search reads the narrow index of migration 27, not the products' rows
// with their descriptions (api/resources/items.ts): at 10,000 products that was most of its time.
let dir: string;
let db: DatabaseSync;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'items-search-index-'));
  db = openDatabase(join(dir, 'shop.db'));
  seedDemoData(db, { products: 300 });
});

afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const planOf = (sql: string, params: readonly unknown[]) =>
  (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...(params as never[])) as { detail: string }[]).map((row) => row.detail);

describe('the items search', () => {
  for (const sort of ['relevance', 'newest', 'price_asc'] as const satisfies readonly ProductSort[]) {
    it(`scans the search index for text in ${sort} order, and its count does too`, () => {
      const { from, params, ranked } = searchFrom(undefined, 'gift box', sort);
      const page = planOf(`SELECT id FROM ${from} ORDER BY ${orderOf(sort, ranked)} LIMIT 24`, params);
      expect(page).toContain('SCAN products USING COVERING INDEX products_search');
      expect(page.filter((step) => /^SCAN products$/.test(step))).toEqual([]);
      expect(planOf(`SELECT COUNT(*) FROM ${from}`, params)).toContain('SCAN products USING COVERING INDEX products_search');
    });
  }

  it('works out relevance only for the order that reads it', () => {
    expect(searchFrom(undefined, 'pen', 'relevance').from).toContain('search_relevance(');
    expect(searchFrom(undefined, 'pen', 'newest').from).not.toContain('search_relevance(');
  });
});
