/** Migration 8: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Payments (issue 12). Each gateway session of an order, by the tran_id sent to the gateway: a
  -- retry opens a new session, so one order may have several; a return names its session.
  CREATE TABLE payment_sessions (
    tran_id TEXT PRIMARY KEY,
    sale_id INTEGER NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
    amount_paisa INTEGER NOT NULL,
    gateway_url TEXT,
    created_at TEXT NOT NULL
  );
  CREATE INDEX payment_sessions_sale ON payment_sessions(sale_id, created_at);
  -- The validation id of the payment that paid the order: which transaction to refund or look up.
  ALTER TABLE sales ADD COLUMN payment_ref TEXT;
  -- The local gateway's own books (api/gateway): what a real gateway keeps on its side.
  CREATE TABLE gateway_transactions (
    session_key TEXT PRIMARY KEY,
    tran_id TEXT NOT NULL,
    store_id TEXT NOT NULL,
    amount TEXT NOT NULL,
    currency TEXT NOT NULL,
    success_url TEXT NOT NULL,
    fail_url TEXT NOT NULL,
    cancel_url TEXT NOT NULL,
    ipn_url TEXT,
    customer_name TEXT NOT NULL,
    status TEXT NOT NULL,
    val_id TEXT UNIQUE,
    risk_level INTEGER NOT NULL DEFAULT 0,
    validated INTEGER NOT NULL DEFAULT 0,
    created_at TEXT NOT NULL
  );
`;
