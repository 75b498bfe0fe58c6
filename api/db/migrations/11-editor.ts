/** Migration 11: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Editors (issue 14 §6). When a product (or one of its skus) last changed, as an ISO instant: the
  -- incremental build rebuilds the pages of what changed since its last release.
  -- SQLite adds a NOT NULL column only with a constant default, so rows that exist get the
  -- migration's time, and a trigger stamps a row inserted without it (the '' default) with the
  -- time of the insert; the seed and the editor API write it themselves.
  ALTER TABLE products ADD COLUMN updated_at TEXT NOT NULL DEFAULT '';
  UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now');
  CREATE TRIGGER products_updated_at_stamp AFTER INSERT ON products WHEN NEW.updated_at = ''
  BEGIN
    UPDATE products SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = NEW.id;
  END;
  CREATE INDEX products_updated_at ON products(updated_at);
  -- Who changed what and when: one row per edit through the editor API. "who" is the editor key's
  -- holder, "client" the address the request came from; before and after hold the changed fields only (JSON).
  CREATE TABLE editor_changes (
    id INTEGER PRIMARY KEY,
    who TEXT NOT NULL,
    client TEXT NOT NULL,
    resource TEXT NOT NULL,
    resource_id TEXT NOT NULL,
    before_json TEXT NOT NULL,
    after_json TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX editor_changes_at ON editor_changes(at);
`;
