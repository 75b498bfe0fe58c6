/** Migration 6: never edit it once shipped (see ../migrations.ts). */
export default `
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
`;
