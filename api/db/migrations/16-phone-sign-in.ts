/** Migration 16: never edit it once shipped (see ../migrations.ts). */
export default {
  /*
   * Sign-in with a phone and a one-time code (issue 26 §2). A customer who signs up by phone has no
   * e-mail and no password, so both columns lose NOT NULL: SQLite can only do that by rebuilding
   * the table, which needs foreign keys off (else dropping the old table would cascade into
   * sessions, addresses and wishlists) — see https://sqlite.org/lang_altertable.html#otheralter.
   * The migration runner checks `PRAGMA foreign_key_check` before it commits.
   */
  foreignKeysOff: true as const,
  sql: `
  CREATE TABLE customers_16 (
    id INTEGER PRIMARY KEY,
    email TEXT UNIQUE,
    name TEXT NOT NULL,
    phone TEXT,
    -- The number the customer proved with a code, +8801XXXXXXXXX: one account per number. Apart
    -- from phone, the contact number the profile edits freely.
    sign_in_phone TEXT UNIQUE,
    password_hash TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK (email IS NOT NULL OR sign_in_phone IS NOT NULL)
  );
  INSERT INTO customers_16 (id, email, name, phone, password_hash, created_at, updated_at)
    SELECT id, email, name, phone, password_hash, created_at, updated_at FROM customers;
  DROP TABLE customers;
  ALTER TABLE customers_16 RENAME TO customers;

  -- One live code per phone: a new one replaces it. Only a scrypt hash of the code is kept; it dies
  -- after 5 minutes or 5 wrong tries (attempts counts every try before it is judged).
  CREATE TABLE phone_codes (
    phone TEXT PRIMARY KEY,
    code_hash TEXT NOT NULL,
    expires_at TEXT NOT NULL,
    attempts INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
`,
};
