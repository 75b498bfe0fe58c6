/** Migration 5: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Accounts (issue 10). E-mails are stored trimmed and lower-cased, so UNIQUE means one account per address.
  CREATE TABLE customers (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    phone TEXT,
    password_hash TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  -- Only a SHA-256 of each token is kept: a copy of the database opens no session.
  CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    created_at TEXT NOT NULL,
    last_used_at TEXT NOT NULL
  );
  CREATE INDEX sessions_customer ON sessions(customer_id);
  CREATE TABLE password_resets (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TEXT NOT NULL,
    used_at TEXT
  );
  -- Failed sign-ins, one row per failure and per key (an e-mail, a client address), for the rate limit.
  CREATE TABLE sign_in_failures (
    key TEXT NOT NULL,
    failed_at TEXT NOT NULL
  );
  CREATE INDEX sign_in_failures_key ON sign_in_failures(key, failed_at);
  -- Keyed by e-mail, not customer: a guest subscribes from the footer without an account.
  CREATE TABLE email_subscriptions (
    email TEXT PRIMARY KEY,
    subscribed INTEGER NOT NULL CHECK (subscribed IN (0, 1)),
    updated_at TEXT NOT NULL
  );
  CREATE TABLE addresses (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    label TEXT NOT NULL,
    recipient_name TEXT NOT NULL,
    phone TEXT NOT NULL,
    division_id INTEGER NOT NULL,
    district_id INTEGER NOT NULL,
    upazila_id INTEGER,
    city_area_id INTEGER,
    address_line TEXT NOT NULL,
    postcode TEXT,
    is_default INTEGER NOT NULL DEFAULT 0 CHECK (is_default IN (0, 1)),
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL,
    CHECK ((upazila_id IS NULL) <> (city_area_id IS NULL))
  );
  CREATE INDEX addresses_customer ON addresses(customer_id);
  CREATE TABLE wishlist_items (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    item_id INTEGER NOT NULL,
    sku_code TEXT NOT NULL,
    created_at TEXT NOT NULL,
    UNIQUE (customer_id, item_id, sku_code)
  );
  CREATE INDEX wishlist_items_customer_created ON wishlist_items(customer_id, created_at);
`;
