/**
 * Schema migrations, applied in order at start. `PRAGMA user_version` records how many have run,
 * so each runs once per database file. Append new migrations; never edit one that has shipped.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE categories (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_bn TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    image_key TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE products (
    id INTEGER PRIMARY KEY,
    category_id INTEGER NOT NULL REFERENCES categories(id),
    name TEXT NOT NULL,
    name_bn TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    brand TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
  CREATE INDEX products_category ON products(category_id);
  CREATE TABLE product_images (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    image_key TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    alt TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE INDEX product_images_product ON product_images(product_id);
  CREATE TABLE skus (
    id INTEGER PRIMARY KEY,
    product_id INTEGER NOT NULL REFERENCES products(id) ON DELETE CASCADE,
    code TEXT NOT NULL UNIQUE,
    price_paisa INTEGER NOT NULL CHECK (price_paisa >= 0),
    sale_price_paisa INTEGER CHECK (sale_price_paisa >= 0),
    regular_price_paisa INTEGER CHECK (regular_price_paisa >= 0),
    stock INTEGER NOT NULL DEFAULT 0 CHECK (stock >= 0),
    size TEXT,
    color TEXT,
    image_key TEXT NOT NULL
  );
  CREATE INDEX skus_product ON skus(product_id);
  CREATE TABLE sliders (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    subtitle TEXT NOT NULL,
    link TEXT NOT NULL,
    image_key TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE currencies (
    id INTEGER PRIMARY KEY,
    source_id TEXT NOT NULL,
    currency TEXT NOT NULL UNIQUE,
    country TEXT NOT NULL,
    num_code TEXT NOT NULL,
    rate REAL NOT NULL CHECK (rate > 0),
    img TEXT NOT NULL DEFAULT ''
  );
  `,
  `
  CREATE TABLE discounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('percent', 'fixed')),
    value REAL NOT NULL CHECK (value > 0),
    category_id INTEGER REFERENCES categories(id),
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL
  );
  `,
  `
  -- Related items order by each product's lowest price: a covering index makes that a seek, not a scan.
  CREATE INDEX skus_product_price ON skus(product_id, price_paisa);
  `,
  `
  -- /media/sliders/{n} checks its slider exists before drawing it: a seek, like the other families.
  CREATE INDEX sliders_image_key ON sliders(image_key);
  `,
  `
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
  `,
  `
  -- Checkout and orders (issue 11). Money in whole paisa. Coupons: value is a percentage or paisa.
  CREATE TABLE coupons (
    id INTEGER PRIMARY KEY,
    code TEXT NOT NULL UNIQUE,
    description TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('percent', 'fixed')),
    value INTEGER NOT NULL CHECK (value > 0),
    max_discount_paisa INTEGER CHECK (max_discount_paisa > 0),
    min_subtotal_paisa INTEGER CHECK (min_subtotal_paisa > 0),
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL
  );
  -- One row per zone and option: inside or outside Dhaka city, standard or express.
  CREATE TABLE delivery_rates (
    zone TEXT NOT NULL CHECK (zone IN ('inside_dhaka', 'outside_dhaka')),
    zone_name TEXT NOT NULL,
    option TEXT NOT NULL CHECK (option IN ('standard', 'express')),
    charge_paisa INTEGER NOT NULL CHECK (charge_paisa >= 0),
    free_from_paisa INTEGER CHECK (free_from_paisa > 0),
    days_min INTEGER NOT NULL CHECK (days_min > 0),
    days_max INTEGER NOT NULL CHECK (days_max >= days_min),
    PRIMARY KEY (zone, option)
  );
  CREATE TABLE sales (
    id INTEGER PRIMARY KEY,
    customer_id INTEGER NOT NULL REFERENCES customers(id),
    invoice_id TEXT NOT NULL UNIQUE,
    status TEXT NOT NULL,
    payment_status TEXT NOT NULL,
    payment_method TEXT NOT NULL,
    delivery_zone TEXT NOT NULL,
    delivery_option TEXT NOT NULL,
    subtotal_paisa INTEGER NOT NULL CHECK (subtotal_paisa >= 0),
    discount_paisa INTEGER NOT NULL CHECK (discount_paisa >= 0),
    delivery_paisa INTEGER NOT NULL CHECK (delivery_paisa >= 0),
    total_paisa INTEGER NOT NULL CHECK (total_paisa >= 0),
    -- The coupon as checked when the order was placed, and the delivery rate it was charged at (JSON).
    coupon_json TEXT,
    delivery_json TEXT NOT NULL,
    -- Where it goes, as the address was then: a later edit of the address book does not move it.
    address_json TEXT NOT NULL,
    expected_from TEXT NOT NULL,
    expected_to TEXT NOT NULL,
    note TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX sales_customer_created ON sales(customer_id, created_at);
  CREATE TABLE sale_lines (
    id INTEGER PRIMARY KEY,
    sale_id INTEGER NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
    sku_id INTEGER NOT NULL,
    item_id INTEGER NOT NULL,
    name TEXT NOT NULL,
    sku_code TEXT NOT NULL,
    options TEXT NOT NULL,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    unit_paisa INTEGER NOT NULL CHECK (unit_paisa >= 0),
    regular_paisa INTEGER,
    discount_name TEXT,
    line_paisa INTEGER NOT NULL CHECK (line_paisa >= 0)
  );
  CREATE INDEX sale_lines_sale ON sale_lines(sale_id);
  -- Every move an order made, with its time (issue 11 §3).
  CREATE TABLE sale_events (
    id INTEGER PRIMARY KEY,
    sale_id INTEGER NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
    status TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX sale_events_sale ON sale_events(sale_id);
  -- One answer per customer and Idempotency-Key: a repeat gets it again, a different body a 422.
  CREATE TABLE checkout_attempts (
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    request_hash TEXT NOT NULL,
    status INTEGER NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, key)
  );
  `,
  `
  -- Rate limits (api/accounts/throttle.ts): one row per counted attempt, by bucket (what is limited:
  -- failed sign-ins per e-mail, sign-ups per client address…) and key (the e-mail, the address).
  -- Failed sign-ins move here from their own table, so a lock-out in progress survives the upgrade.
  CREATE TABLE rate_events (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX rate_events_bucket_key ON rate_events(bucket, key, at);
  INSERT INTO rate_events (bucket, key, at)
    SELECT 'sign-in:' || substr(key, 1, instr(key, ':') - 1), substr(key, instr(key, ':') + 1), failed_at FROM sign_in_failures;
  DROP TABLE sign_in_failures;
  `,
];
