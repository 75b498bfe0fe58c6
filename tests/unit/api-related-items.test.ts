import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { readConfig } from '../../api/config.ts';
import { openDatabase } from '../../api/db/open.ts';
import { createDeps } from '../../api/deps.ts';
import { RELATED_SQL } from '../../api/resources/linked.ts';
import { seedDemoData } from '../../api/seed/index.ts';

// Issue 25: related items (the same category, closest in lowest price, then by id) answered by two
// seeks on an index kept by the database (migration 24), not by reading and sorting the category
// on every call: a build asks once per product, so the old way cost n × (category size).

const dir = mkdtempSync(join(tmpdir(), 'api-related-'));
const config = readConfig({}, { dbPath: join(dir, 'shop.db'), mediaCacheDir: join(dir, 'media'), port: 8787 });
let db: DatabaseSync;
let app: ReturnType<typeof createApp>;
const key = { 'X-API-KEY': config.apiKeys[0]!, 'Content-Type': 'application/json' };

beforeAll(() => {
  db = openDatabase(config.dbPath);
  seedDemoData(db, { products: 600 });
  app = createApp(createDeps(db, config));
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The related items as the API answered before migration 24: the whole category ordered by distance. */
function byFullSort(itemId: number, size: number): number[] {
  return (db.prepare(`
    SELECT p.id FROM products p
    WHERE p.category_id = (SELECT category_id FROM products WHERE id = ?) AND p.id <> ?
    ORDER BY ABS((SELECT MIN(price_paisa) FROM skus WHERE product_id = p.id)
               - (SELECT MIN(price_paisa) FROM skus WHERE product_id = ?)), p.id
    LIMIT ?`).all(itemId, itemId, itemId, size) as { id: number }[]).map((row) => row.id);
}

async function related(itemId: number, size: number): Promise<number[]> {
  const res = await app.request('/api/items/linked/search', { method: 'POST', headers: key, body: JSON.stringify({ itemId, size }) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { list: { id: number }[] }).list.map((product) => product.id);
}

const productIds = () => (db.prepare('SELECT id FROM products ORDER BY id').all() as { id: number }[]).map((row) => row.id);

describe('related items', () => {
  it('are the ones the whole category sorted by distance in price gives, for every product and size', async () => {
    for (const id of productIds()) expect([id, await related(id, 8)]).toEqual([id, byFullSort(id, 8)]);
    for (const id of [1, 50, 333]) for (const size of [1, 3, 20]) expect(await related(id, size)).toEqual(byFullSort(id, size));
  });

  it('follow the prices as skus are repriced, added, moved and removed, down to none (the triggers keep the lowest price)', async () => {
    const [first, second, third] = (db.prepare('SELECT id, product_id FROM skus ORDER BY id LIMIT 3').all() as { id: number; product_id: number }[]);
    db.prepare('UPDATE skus SET price_paisa = 1 WHERE id = ?').run(first!.id);
    db.prepare('UPDATE skus SET price_paisa = price_paisa * 7 WHERE id = ?').run(second!.id);
    db.prepare(`INSERT INTO skus (product_id, code, price_paisa, stock, image_key) VALUES (?, 'TEST-RELATED-1', 2, 5, 'x')`).run(third!.product_id);
    const moved = db.prepare('SELECT id FROM skus WHERE product_id = ? ORDER BY id LIMIT 1').get(400) as { id: number };
    db.prepare('UPDATE skus SET product_id = ? WHERE id = ?').run(401, moved.id);
    db.prepare('DELETE FROM skus WHERE id = (SELECT id FROM skus WHERE product_id = ? ORDER BY price_paisa LIMIT 1)').run(200);
    // Two products left without skus: no price, so no distance (they and their neighbours still answer as before).
    db.prepare('DELETE FROM skus WHERE product_id IN (7, 8)').run();
    expect(db.prepare('SELECT min_price_paisa AS price FROM products WHERE id IN (7, 8)').all()).toEqual([{ price: null }, { price: null }]);
    const stale = db.prepare(`SELECT COUNT(*) AS n FROM products p
      WHERE p.min_price_paisa IS NOT (SELECT MIN(price_paisa) FROM skus WHERE product_id = p.id)`).get() as { n: number };
    expect(stale.n).toBe(0);
    for (const id of productIds()) expect([id, await related(id, 8)]).toEqual([id, byFullSort(id, 8)]);
  });

  it('are found through the category and price index, not by reading the category', () => {
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${RELATED_SQL}`).all(5, 8) as { detail: string }[]).map((row) => row.detail);
    // The nearest above, the nearest below (its index reads down in price, up in id: no sort), the
    // unpriced: seeks on the indexes; all by id (ordered by
    // the category index, read only when the item itself has no price); nothing scans the table.
    expect(plan.filter((step) => / p USING /.test(step))).toEqual([
      expect.stringContaining('INDEX products_category_min_price (category_id=? AND min_price_paisa>?)'),
      expect.stringContaining('INDEX products_category_min_price_down (category_id=? AND min_price_paisa<?)'),
      expect.stringMatching(/INDEX products_category_min_price(_down)? \(category_id=\? AND min_price_paisa=\?\)/),
      expect.stringContaining('INDEX products_category (category_id=?)'),
    ]);
    expect(plan.filter((step) => /^SCAN p\b/.test(step) || /LAST TERM OF ORDER BY/.test(step))).toEqual([]);
  });
});
