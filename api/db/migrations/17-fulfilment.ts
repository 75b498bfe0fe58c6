/** Migration 17: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Orders followed to the door (issue 26 §4). Each move of an order (sale_events) says who made it
  -- ('customer', the editor's audit name; NULL: the shop's own jobs, the gateway, or a move made
  -- before this migration) and what the merchant wrote with it: the courier and its tracking number
  -- on the move into 'shipped', the reason on a cancel by the shop, a free note on any move. They
  -- sit on the move itself, so the shopper's timeline and the audit read one row per move.
  ALTER TABLE sale_events ADD COLUMN actor TEXT;
  ALTER TABLE sale_events ADD COLUMN note TEXT;
  ALTER TABLE sale_events ADD COLUMN reason TEXT;
  ALTER TABLE sale_events ADD COLUMN courier TEXT;
  ALTER TABLE sale_events ADD COLUMN tracking_number TEXT;
  -- The merchant's work list reads orders by status, newest first.
  CREATE INDEX sales_status_created ON sales(status, created_at);
`;
