import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrations } from './migrations.ts';
import { typedQuery } from './query.ts';
import { registerPriceFunctions } from './sku-prices.ts';
import { registerSearchFunctions } from './search-relevance.ts';

/**
 * Opens (creating if needed) the database file in WAL mode, registers the shop’s pricing and search rules as
 * SQL functions (they live per connection) and applies pending migrations.
 */
export function openDatabase(path: string): DatabaseSync {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  registerPriceFunctions(db);
  registerSearchFunctions(db);
  migrate(db);
  return db;
}

function migrate(db: DatabaseSync): void {
  const applied = typedQuery<{ user_version: number }>(db, 'PRAGMA user_version').get()?.user_version ?? 0;
  for (let version = applied; version < migrations.length; version++) {
    const migration = migrations[version]!;
    const { sql, foreignKeysOff } = typeof migration === 'string' ? { sql: migration, foreignKeysOff: false } : migration;
    // PRAGMA foreign_keys is a no-op inside a transaction, so it is turned off before BEGIN.
    if (foreignKeysOff) db.exec('PRAGMA foreign_keys = OFF');
    db.exec('BEGIN');
    try {
      db.exec(sql);
      if (foreignKeysOff) {
        const broken = typedQuery<{ table: string }>(db, 'PRAGMA foreign_key_check').all();
        if (broken.length > 0) throw new Error(`migration ${version + 1} broke foreign keys in ${[...new Set(broken.map((row) => row.table))].join(', ')}`);
      }
      db.exec(`PRAGMA user_version = ${version + 1}`);
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    } finally {
      if (foreignKeysOff) db.exec('PRAGMA foreign_keys = ON');
    }
  }
}

/**
 * Runs `work` in one transaction: all of it lands, or none. `immediate` takes the write lock at
 * once, so two writers (another process on the same file) never both read and then both write.
 */
export function transaction<T>(db: DatabaseSync, work: () => T, { immediate = false } = {}): T {
  db.exec(immediate ? 'BEGIN IMMEDIATE' : 'BEGIN');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
