/** Migration 19: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Returns within 7 days of delivery (issue 26 §5). A shopper asks to send back some or all of a
  -- delivered order's lines, with a reason; the merchant accepts or refuses it with a note; an
  -- accepted return, once its parcel is back, puts its units back on the shelf and records the
  -- refund. state: requested → accepted → received, or requested → refused. Whose it is, is the
  -- order's (sales.customer_id): not kept twice. Money in paisa, as everywhere.
  CREATE TABLE returns (
    id INTEGER PRIMARY KEY,
    sale_id INTEGER NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
    state TEXT NOT NULL CHECK (state IN ('requested', 'accepted', 'refused', 'received')),
    reason TEXT NOT NULL,
    requested_at TEXT NOT NULL,
    -- The merchant's decision: their note (sent to the shopper), when and who (the editor's audit name).
    merchant_note TEXT,
    decided_at TEXT,
    decided_by TEXT,
    received_at TEXT,
    received_by TEXT,
    -- The refund recorded on receipt: what is owed back, how it goes back ('gateway': the card
    -- payment's refund through the gateway; 'manual': the merchant sends it by bKash, Nagad or
    -- bank), its row among the other refunds (none when nothing is owed), and when.
    refund_paisa INTEGER CHECK (refund_paisa >= 0),
    refund_channel TEXT CHECK (refund_channel IN ('gateway', 'manual')),
    refund_id INTEGER REFERENCES payment_refunds(id),
    refunded_at TEXT
  );
  CREATE INDEX returns_sale ON returns(sale_id);
  -- The merchant's list reads returns by state, newest first.
  CREATE INDEX returns_state_requested ON returns(state, requested_at);
  -- One undecided request per order at a time: a double press (or two tabs) asks once, whatever
  -- the concurrency, across processes too. Another may be asked once this one is decided.
  CREATE UNIQUE INDEX returns_one_undecided ON returns(sale_id) WHERE state = 'requested';
  -- What a return sends back: units of the order's lines.
  CREATE TABLE return_lines (
    return_id INTEGER NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
    sale_line_id INTEGER NOT NULL REFERENCES sale_lines(id) ON DELETE CASCADE,
    quantity INTEGER NOT NULL CHECK (quantity > 0),
    PRIMARY KEY (return_id, sale_line_id)
  );
  CREATE INDEX return_lines_line ON return_lines(sale_line_id);
  -- Photos the shopper sent with a return, from the upload store; a file belongs to one return at
  -- most, and once here it is kept for good (as a receipt attached to a sale is).
  CREATE TABLE return_photos (
    return_id INTEGER NOT NULL REFERENCES returns(id) ON DELETE CASCADE,
    upload_uuid TEXT NOT NULL UNIQUE REFERENCES uploads(uuid),
    position INTEGER NOT NULL,
    PRIMARY KEY (return_id, upload_uuid)
  );
`;
