/** Migration 18: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Phones a customer proved with a code at checkout (issue 26 §3): under the 'first' policy their
  -- next cash-on-delivery orders to that phone need no code.
  CREATE TABLE verified_phones (
    customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
    phone TEXT NOT NULL,
    verified_at TEXT NOT NULL,
    PRIMARY KEY (customer_id, phone)
  );
`;
