/** Migration 13: never edit it once shipped (see ../migrations.ts). */
export default `
  -- The upload quota of the reference upload service and POST /api/files (api/uploads/quota.ts):
  -- one row per upload admitted, by the client address it came from, with the bytes it declared,
  -- so an address's uploads and bytes in the last hour are a sum over its rows.
  CREATE TABLE upload_usage (
    client TEXT NOT NULL,
    at TEXT NOT NULL,
    bytes INTEGER NOT NULL
  );
  CREATE INDEX upload_usage_client_at ON upload_usage(client, at);
`;
