/** Migration 7: never edit it once shipped (see ../migrations.ts). */
export default `
  -- Rate limits (api/accounts/throttle.ts): one row per counted attempt, by bucket (what is limited:
  -- failed sign-ins per e-mail, sign-ups per client address…) and key (the e-mail, the address).
  -- Failed sign-ins move here from their own table, so a lock-out in progress survives the upgrade.
  CREATE TABLE rate_events (
    bucket TEXT NOT NULL,
    key TEXT NOT NULL,
    at TEXT NOT NULL
  );
  CREATE INDEX rate_events_bucket_key ON rate_events(bucket, key, at);
  INSERT INTO rate_events (bucket, key, at)
    SELECT 'sign-in:' || substr(key, 1, instr(key, ':') - 1), substr(key, instr(key, ':') + 1), failed_at FROM sign_in_failures;
  DROP TABLE sign_in_failures;
`;
