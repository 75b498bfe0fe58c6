import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrations, sqlOf } from '../../api/db/migrations.ts';
import { openDatabase } from '../../api/db/open.ts';
import { seedDemoData } from '../../api/seed/index.ts';

// `products.updated_at` (issue 14 §6, §7): the incremental build reads it, so it is never empty.
const INSERT = `INSERT INTO products (category_id, name, name_bn, slug, description, brand, created_at)
  VALUES (1, 'Pen', 'কলম', ?, 'A pen.', 'Test', '2025-01-01T00:00:00Z')`;
const EDITOR_MIGRATION = migrations.findIndex((migration) => sqlOf(migration).includes('CREATE TABLE editor_changes'));
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('the editor migration', () => {
  it('stamps the products that exist with the time of the migration', () => {
    const db = new DatabaseSync(':memory:');
    for (const migration of migrations.slice(0, EDITOR_MIGRATION)) db.exec(sqlOf(migration));
    db.exec("INSERT INTO categories (name, name_bn, slug, image_key) VALUES ('Pens', 'কলম', 'pens', 'c/1')");
    db.prepare(INSERT).run('old-pen');
    const before = Date.now();
    db.exec(sqlOf(migrations[EDITOR_MIGRATION]!));
    const { updated_at } = db.prepare('SELECT updated_at FROM products').get() as { updated_at: string };
    expect(updated_at).toMatch(ISO);
    expect(Date.parse(updated_at)).toBeGreaterThanOrEqual(before - 1000);
    db.close();
  });

  it('stamps a product inserted without updated_at with the time of the insert, and refuses NULL', () => {
    const db = openDatabase(':memory:');
    db.exec("INSERT INTO categories (name, name_bn, slug, image_key) VALUES ('Pens', 'কলম', 'pens', 'c/1')");
    db.prepare(INSERT).run('new-pen');
    expect((db.prepare('SELECT updated_at FROM products').get() as { updated_at: string }).updated_at).toMatch(ISO);
    expect(() => db.prepare(`${INSERT.replace('created_at)', 'created_at, updated_at)').replace("'2025-01-01T00:00:00Z')", "'2025-01-01T00:00:00Z', NULL)")}`).run('null-pen')).toThrow(/NOT NULL/);
    db.close();
  });

  it('has the seed write its own time as every product’s updated_at', () => {
    const db = openDatabase(':memory:');
    seedDemoData(db, { products: 3, now: new Date('2026-06-01T10:00:00Z') });
    expect(db.prepare('SELECT DISTINCT updated_at FROM products').all()).toEqual([{ updated_at: '2026-06-01T10:00:00.000Z' }]);
    db.close();
  });
});

// Migration 26: names saved before the editor stored NFC are written in NFC, as the search compares.
describe('the Bangla names migration', () => {
  const NFC_MIGRATION = migrations.findIndex((migration) => sqlOf(migration).includes('char(2527)'));

  it('writes ড়, ঢ়, য় and the split ো, ৌ of a name in NFC, stamps those products, and leaves the others', () => {
    const db = new DatabaseSync(':memory:');
    for (const migration of migrations.slice(0, NFC_MIGRATION)) db.exec(sqlOf(migration));
    db.exec("INSERT INTO categories (name, name_bn, slug, image_key) VALUES ('Pens', 'কলম', 'pens', 'c/1')");
    const add = db.prepare(`INSERT INTO products (category_id, name, name_bn, slug, description, brand, created_at, updated_at)
      VALUES (1, ?, ?, ?, 'A product.', 'Test', '2025-01-01T00:00:00Z', '2025-01-01T00:00:00.000Z')`);
    // কাপড়ের ব্যাগ, ঢ়, ডায়েরি, বোর্ড (ো as ে + া), গৌর (ৌ as ে + ৗ), each typed otherwise
    const typed = ['কাপ\u09DC\u09C7\u09B0 ব্যাগ', '\u09DD', 'ডা\u09DF\u09C7রি', 'ব\u09C7\u09BEর্ড', 'গ\u09C7\u09D7র'];
    typed.forEach((nameBn, i) => add.run(`Product ${i}`, nameBn, `p-${i}`));
    add.run('Pen', 'কলম', 'pen'); // already NFC
    db.exec(sqlOf(migrations[NFC_MIGRATION]!));
    const rows = db.prepare('SELECT name_bn, updated_at FROM products ORDER BY id').all() as { name_bn: string; updated_at: string }[];
    expect(rows.map((row) => row.name_bn)).toEqual([...typed.map((name) => name.normalize('NFC')), 'কলম']);
    expect(rows.slice(0, -1).every((row) => row.updated_at > '2026')).toBe(true);
    expect(rows.at(-1)!.updated_at).toBe('2025-01-01T00:00:00.000Z');
    db.close();
  });
});
