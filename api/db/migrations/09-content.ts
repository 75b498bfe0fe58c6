/** Migration 9: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Content (issue 13): the editors' pages and their bullet points, the shop's texts (address,
  -- phones, hours), the outlets, and the messages of the contact form.
  CREATE TABLE content_pages (
    slug TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    summary TEXT NOT NULL,
    html TEXT NOT NULL,
    updated_at TEXT NOT NULL
  );
  CREATE TABLE content_bullets (
    slug TEXT NOT NULL,
    position INTEGER NOT NULL,
    value TEXT NOT NULL,
    label TEXT NOT NULL,
    lang TEXT,
    PRIMARY KEY (slug, position)
  );
  CREATE TABLE shop_texts (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE outlets (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_bn TEXT NOT NULL,
    address TEXT NOT NULL,
    division TEXT NOT NULL,
    district TEXT NOT NULL,
    phone TEXT NOT NULL,
    latitude REAL NOT NULL,
    longitude REAL NOT NULL,
    -- [{ day, opens, closes }] in Dhaka time (src/lib/contract/outlets.ts).
    hours TEXT NOT NULL,
    position INTEGER NOT NULL DEFAULT 0
  );
  CREATE TABLE contact_messages (
    id INTEGER PRIMARY KEY,
    reference TEXT NOT NULL UNIQUE,
    name TEXT NOT NULL,
    reply_to TEXT NOT NULL,
    subject TEXT NOT NULL,
    message TEXT NOT NULL,
    page TEXT,
    client TEXT NOT NULL,
    created_at TEXT NOT NULL
  );
`;
