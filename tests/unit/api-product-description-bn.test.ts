import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/db/open.ts';
import { fillSeedDescriptions } from '../../api/seed/description-fill.ts';
import { demoProductFactory, seedDemoData } from '../../api/seed/index.ts';
import { seedSiteContent } from '../../api/seed/site-content.ts';
import { productWirePageSchema } from '../../src/lib/contract/product-list.ts';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// A product's description in Bangla beside its English one (issue 24 §4): `descriptionBn`, sent
// only when there is one, on every product the API answers; set, kept and cleared by the editors;
// filled into a database seeded before it (migration 23).
const EDITOR_KEY = 'test-editor-key-description-0123456789';
const api = useReferenceApi({ demoProducts: 30, editorKey: EDITOR_KEY });
const get = (path: string) => send(api, 'GET', path);
const editor = (method: string, path: string, body?: unknown) =>
  send(api, method, `/api/editor${path}`, { headers: { Authorization: `Bearer ${EDITOR_KEY}` }, body });
const BANGLA = /[\u0980-\u09FF]/;

const joined = async () => v.parse(productWirePageSchema, (await get('/api/v3/items/joined?size=100')).json).list;
const productOf = async (id: number) => (await joined()).find((product) => product.id === id)!;
const linkedTo = async (id: number) =>
  v.parse(productWirePageSchema, (await send(api, 'POST', '/api/items/linked/search', { body: { itemId: id, size: 6 } })).json).list;

describe('the Bangla of a product’s description in the API', () => {
  it('comes beside the English one in the joined items and the linked items, the English as it was', async () => {
    const list = await joined();
    expect(list).toHaveLength(30);
    const seed = demoProductFactory();
    for (const product of list) {
      expect(product.description).toBe(seed(product.id).description);
      expect(product.descriptionBn).toMatch(BANGLA);
    }
    expect(list.find((product) => product.id === 2)?.descriptionBn).toMatch(/^মজবুত শিস .* প্রতি বক্সে ১২টি।/);
    const related = await linkedTo(1);
    expect(related.length).toBeGreaterThan(0);
    for (const product of related) expect(product.descriptionBn).toMatch(BANGLA);
  });

  it('is left out, not sent empty or null, where a product has none', async () => {
    api.withDatabase((db) => db.exec("UPDATE products SET description_bn = NULL WHERE id = 4; UPDATE products SET description_bn = '' WHERE id = 5"));
    const list = await joined();
    for (const id of [4, 5]) {
      const product = list.find((one) => one.id === id)!;
      expect(product).not.toHaveProperty('descriptionBn');
      expect(product.description).toMatch(/\w{4,}/);
    }
  });
});

describe('the editors and a product’s Bangla description', () => {
  const stored = (id: number) => api.withDatabase((db) => db.prepare('SELECT description, description_bn FROM products WHERE id = ?').get(id));

  it('keep it when an edit leaves it out, set it when sent, and clear it when sent empty', async () => {
    const before = (await productOf(7)).descriptionBn!;
    expect(((await editor('GET', '/products?query=7')).json as { list: unknown[] }).list[0]).toMatchObject({ id: 7, descriptionBn: before });

    const english = await editor('PATCH', '/products/7', { description: 'A ball pen for everyday writing.' });
    expect(english.status).toBe(200);
    expect(english.json).toMatchObject({ description: 'A ball pen for everyday writing.', descriptionBn: before });

    const set = await editor('PATCH', '/products/7', { descriptionBn: '  রোজকার লেখার বল পেন।\nনীল কালি।  ' });
    expect(set.json).toMatchObject({ description: 'A ball pen for everyday writing.', descriptionBn: 'রোজকার লেখার বল পেন।\nনীল কালি।' });
    expect(await productOf(7)).toMatchObject({ description: 'A ball pen for everyday writing.', descriptionBn: 'রোজকার লেখার বল পেন।\nনীল কালি।' });

    const cleared = await editor('PATCH', '/products/7', { descriptionBn: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.json).not.toHaveProperty('descriptionBn');
    expect(await productOf(7)).not.toHaveProperty('descriptionBn');
    // Stored empty, not NULL: the start-up fill fills NULL only, so a restart does not bring the demo's back.
    expect(stored(7)).toEqual({ description: 'A ball pen for everyday writing.', description_bn: '' });
  });

  it('record the change of the Bangla description in the audit, and nothing for an edit that leaves it as it was', async () => {
    await editor('PATCH', '/products/8', { descriptionBn: 'একটি নতুন বিবরণ।' });
    await editor('PATCH', '/products/8', { name: 'Renamed product eight' });
    const changes = (await editor('GET', '/changes')).json as { list: Array<{ resourceId: string; before: object; after: object }> };
    const ofEight = changes.list.filter((change) => change.resourceId === '8');
    expect(ofEight[0]!.after).toEqual({ name: 'Renamed product eight' });
    expect(ofEight[1]!.after).toEqual({ descriptionBn: 'একটি নতুন বিবরণ।' });
    expect(ofEight[1]!.before).toHaveProperty('descriptionBn', expect.stringMatching(BANGLA));
  });

  it('refuse a Bangla description that is too long or holds control characters, under its field', async () => {
    for (const descriptionBn of ['ক'.repeat(20_001), 'বিবরণ\u0007']) {
      const refused = await editor('PATCH', '/products/9', { descriptionBn });
      expect(refused.status).toBe(422);
      expect((refused.json as { errors: Record<string, string[]> }).errors.descriptionBn).toBeDefined();
    }
    expect((await productOf(9)).descriptionBn).toMatch(BANGLA);
  });
});

describe('a database seeded before products had Bangla descriptions (migration 23)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A database as migration 22 left it: the demo seeded, products without `description_bn` (nor migration 24's lowest price). */
  function databaseBeforeMigration23(products: number) {
    const dir = mkdtempSync(join(tmpdir(), 'description-bn-'));
    dirs.push(dir);
    const path = join(dir, 'shop.db');
    const old = openDatabase(path);
    seedDemoData(old, { products, now: new Date('2026-01-01T00:00:00Z') });
    seedSiteContent(old);
    // Migrations 24, 25 and 27 undone too (every migration after 22 runs again on the next start).
    old.exec(`DROP INDEX products_search; DROP INDEX product_images_alt_bn_unfilled; ALTER TABLE product_images DROP COLUMN alt_bn;
      ALTER TABLE articles DROP COLUMN title_bn; ALTER TABLE articles DROP COLUMN summary_bn; ALTER TABLE articles DROP COLUMN html_bn;
      ALTER TABLE sale_lines DROP COLUMN name_bn; ALTER TABLE sale_lines DROP COLUMN options_bn;`);
    old.exec(`DROP TRIGGER skus_min_price_insert; DROP TRIGGER skus_min_price_update; DROP TRIGGER skus_min_price_delete;
      DROP INDEX products_category_min_price; DROP INDEX products_category_min_price_down; ALTER TABLE products DROP COLUMN min_price_paisa;`);
    old.exec('DROP INDEX products_description_bn_unfilled; ALTER TABLE products DROP COLUMN description_bn; PRAGMA user_version = 22;');
    old.close();
    return path;
  }

  it('gets the demo’s Bangla descriptions on its next start, except where an editor rewrote the English or wrote Bangla', () => {
    const db = openDatabase(databaseBeforeMigration23(40)); // migration 23 runs: every description_bn is NULL
    expect(db.prepare('SELECT COUNT(*) AS n FROM products WHERE description_bn IS NULL').get()).toEqual({ n: 40 });
    db.exec(`UPDATE products SET description = 'Rewritten by an editor.' WHERE id = 3;
      UPDATE products SET description_bn = 'সম্পাদকের লেখা।' WHERE id = 5;`);

    expect(seedDemoData(db)).toEqual({ categories: 0, products: 0, skus: 0 }); // a start: nothing seeded again
    seedSiteContent(db);
    const seed = demoProductFactory();
    const demo = Array.from({ length: 40 }, (_, index) => seed(index + 1).descriptionBn); // one id after another, as the seed made them
    const rows = db.prepare('SELECT id, description_bn FROM products ORDER BY id').all() as Array<{ id: number; description_bn: string | null }>;
    expect(rows.map((row) => row.id)).toEqual(demo.map((_, index) => index + 1));
    for (const row of rows) {
      // The rewritten English gets no Bangla (empty: looked at, none), the editor's Bangla stays.
      const expected = row.id === 3 ? '' : row.id === 5 ? 'সম্পাদকের লেখা।' : demo[row.id - 1];
      expect([row.id, row.description_bn]).toEqual([row.id, expected]);
    }
    // Every row looked at: a start after has nothing to look at, and a Bangla an editor cleared stays cleared.
    expect(db.prepare('SELECT COUNT(*) AS n FROM products WHERE description_bn IS NULL').get()).toEqual({ n: 0 });
    db.exec("UPDATE products SET description_bn = '' WHERE id = 6");
    expect(fillSeedDescriptions(db)).toBe(0);
    expect(db.prepare('SELECT description_bn FROM products WHERE id = 6').get()).toEqual({ description_bn: '' });
    db.close();
  });

  it('finds the rows left to fill through the index of migration 23, not by reading the catalogue', () => {
    const db = openDatabase(':memory:');
    const plan = db.prepare('EXPLAIN QUERY PLAN SELECT MAX(id) FROM products WHERE description_bn IS NULL AND id <= 10').all();
    expect(JSON.stringify(plan)).toContain('products_description_bn_unfilled');
    db.close();
  });

  it('has nothing to fill on a database the seed wrote them into', () => {
    const db = openDatabase(':memory:');
    seedDemoData(db, { products: 25 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM products WHERE description_bn IS NULL').get()).toEqual({ n: 0 });
    expect(fillSeedDescriptions(db)).toBe(0);
    db.close();
  });
});
