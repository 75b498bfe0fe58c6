/** Migration 14: never edit it once shipped (see ../migrations.ts). */
export default `
  -- One live gateway session per order (issue 22 §3). A session is 'opening' while the gateway is
  -- asked, 'open' once it gave its page, 'failed' when it did not, 'closed' when a signed fail or
  -- cancel came back or the order stopped awaiting payment. The partial unique index lets only one
  -- session of an order be opening or open, whatever the concurrency, across processes too.
  ALTER TABLE payment_sessions ADD COLUMN state TEXT NOT NULL DEFAULT 'open';
  UPDATE payment_sessions SET state = 'failed' WHERE gateway_url IS NULL;
  UPDATE payment_sessions SET state = 'closed' WHERE state = 'open' AND rowid NOT IN (
    SELECT MAX(rowid) FROM payment_sessions WHERE gateway_url IS NOT NULL GROUP BY sale_id);
  CREATE UNIQUE INDEX payment_sessions_live ON payment_sessions(sale_id) WHERE state IN ('opening', 'open');

  -- Money that came in and could not be applied (a second payment of an order, one after it was
  -- cancelled or expired): each is owed back. One row per validated payment (val_id), so the
  -- return and the IPN racing record it once. state: due → requested → refunded, or failed.
  CREATE TABLE payment_refunds (
    id INTEGER PRIMARY KEY,
    sale_id INTEGER NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
    tran_id TEXT NOT NULL,
    val_id TEXT NOT NULL UNIQUE,
    bank_tran_id TEXT,
    amount_paisa INTEGER NOT NULL,
    reason TEXT NOT NULL,
    state TEXT NOT NULL DEFAULT 'due',
    refund_ref_id TEXT,
    error TEXT,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE INDEX payment_refunds_state ON payment_refunds(state, created_at);
  -- The bank's id of the payment that paid an order, beside its validation id (what a refund names).
  ALTER TABLE sales ADD COLUMN payment_bank_tran_id TEXT;
  -- The local gateway's refunds (api/gateway): what a real gateway keeps of a refund on its side.
  ALTER TABLE gateway_transactions ADD COLUMN refund_ref_id TEXT;
  ALTER TABLE gateway_transactions ADD COLUMN refunded_paisa INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE gateway_transactions ADD COLUMN refunded_at TEXT;
`;
