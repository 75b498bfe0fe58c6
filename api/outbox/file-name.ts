import { randomBytes } from 'node:crypto';

/*
 * The name of one message file in an outbox (e-mail, SMS). A demo, a test or a person reads the
 * folder sorted by name and expects the order the messages were sent in: the time comes first,
 * then this process's running count (two messages in the same millisecond, as an accepted return
 * and its refund text can be, still sort in sending order; a random suffix alone sorted them by
 * chance), then a random part so two API processes sharing a folder never write the same name.
 */
let sent = 0;

/** `2026-11-27T08-01-02-345Z-000007-1a2b3c4d.eml` for `ext` "eml", at `now`. */
export function outboxFileName(ext: string, now: Date = new Date()): string {
  sent = (sent + 1) % 1_000_000;
  return `${now.toISOString().replace(/[:.]/g, '-')}-${String(sent).padStart(6, '0')}-${randomBytes(4).toString('hex')}.${ext}`;
}
