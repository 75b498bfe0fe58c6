/** Migration 12: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Receipt uploads (issue 12 §4). One row per file, whichever way it came: the API's upload
  -- service (direct or multipart, as @uploadcare/upload-client sends) or POST /api/files. Only a
  -- 'ready' row has a file on disk ({uploads}/{uuid}); an 'uploading' one has its parts in
  -- {uploads}/tmp/{uuid}/ until it completes or expires.
  CREATE TABLE uploads (
    uuid TEXT PRIMARY KEY,
    state TEXT NOT NULL CHECK (state IN ('uploading', 'ready')),
    via TEXT NOT NULL CHECK (via IN ('upload_service', 'api_files')),
    name TEXT NOT NULL,
    -- Declared at the start of a multipart upload; the stored file's size once ready.
    size INTEGER NOT NULL,
    -- Sniffed from the bytes once ready (never the name's or the client's word).
    mime_type TEXT,
    -- Multipart only: the part size, how many parts, how many have arrived (distinct), and the
    -- token the part URLs carry.
    part_size INTEGER,
    parts_total INTEGER NOT NULL DEFAULT 0,
    parts_received INTEGER NOT NULL DEFAULT 0,
    part_token TEXT,
    -- POST /api/files: whose upload and for which order (the upload service knows neither).
    customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
    sale_id INTEGER REFERENCES sales(id) ON DELETE CASCADE,
    cdn_url TEXT NOT NULL,
    created_at TEXT NOT NULL,
    completed_at TEXT
  );
  CREATE INDEX uploads_state ON uploads(state, created_at);
  -- The parts of a multipart upload that have arrived whole.
  CREATE TABLE upload_parts (
    upload_uuid TEXT NOT NULL REFERENCES uploads(uuid) ON DELETE CASCADE,
    part INTEGER NOT NULL,
    size INTEGER NOT NULL,
    PRIMARY KEY (upload_uuid, part)
  );
  -- Receipts attached to a sale; a file belongs to one sale at most.
  CREATE TABLE sale_attachments (
    sale_id INTEGER NOT NULL REFERENCES sales(id) ON DELETE CASCADE,
    upload_uuid TEXT NOT NULL UNIQUE REFERENCES uploads(uuid),
    created_at TEXT NOT NULL,
    PRIMARY KEY (sale_id, upload_uuid)
  );
  -- When the first receipt came (a pay-later order then waits for the merchant, not the clock), and
  -- the transaction id the shopper gave with it.
  ALTER TABLE sales ADD COLUMN receipt_received_at TEXT;
  ALTER TABLE sales ADD COLUMN receipt_transaction_id TEXT;
`;
