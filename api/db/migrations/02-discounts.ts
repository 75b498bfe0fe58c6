/** Migration 2: never edit it once shipped (see ../migrations.ts). */
export default `
  CREATE TABLE discounts (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('percent', 'fixed')),
    value REAL NOT NULL CHECK (value > 0),
    category_id INTEGER REFERENCES categories(id),
    starts_at TEXT NOT NULL,
    ends_at TEXT NOT NULL
  );
`;
