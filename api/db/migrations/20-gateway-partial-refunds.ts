/** Migration 20: never edit it once shipped (see ../migrations.ts). */
export default `
  -- The local gateway's refunds, several a payment (issue 26 §5: each received return of a card order
  -- refunds its part), as SSLCommerz takes partial refunds up to what was paid. refe_id is the
  -- merchant's reference of the refund: a second start of one refund starts nothing new.
  CREATE TABLE gateway_refunds (
    ref_id TEXT PRIMARY KEY,
    session_key TEXT NOT NULL REFERENCES gateway_transactions(session_key),
    refe_id TEXT,
    paisa INTEGER NOT NULL CHECK (paisa > 0),
    refunded_at TEXT NOT NULL,
    UNIQUE (session_key, refe_id)
  );
  INSERT INTO gateway_refunds (ref_id, session_key, refe_id, paisa, refunded_at)
    SELECT refund_ref_id, session_key, NULL, refunded_paisa, refunded_at FROM gateway_transactions
    WHERE refund_ref_id IS NOT NULL AND refunded_paisa > 0;
`;
