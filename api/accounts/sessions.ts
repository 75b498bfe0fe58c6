import type { DatabaseSync } from 'node:sqlite';
import { typedQuery } from '../db/query.ts';
import type { Clock } from '../deps.ts';
import type { Customer, CustomerLookup } from '../http/customer.ts';
import { newToken, tokenHash } from './tokens.ts';

/** A session ends after this long without use (issue 10 §3). */
export const SESSION_IDLE_MS = 30 * 24 * 60 * 60 * 1000;

interface SessionRow {
  id: number;
  customer_id: number;
  email: string | null;
  last_used_at: string;
}

/** Opens a session for `customerId`; returns the token, which is never stored as such. */
export function createSession(db: DatabaseSync, customerId: number, now: Date): string {
  const token = newToken();
  const at = now.toISOString();
  db.prepare('INSERT INTO sessions (customer_id, token_hash, created_at, last_used_at) VALUES (?, ?, ?, ?)').run(customerId, tokenHash(token), at, at);
  return token;
}

/**
 * The lookup behind `requireCustomer`: the customer of a live session, whose last use moves to
 * now. A session idle for 30 days is deleted and counts as unknown.
 */
export function sessionLookup(db: DatabaseSync, clock: Clock): CustomerLookup {
  const find = typedQuery<SessionRow>(
    db,
    'SELECT s.id, s.customer_id, c.email, s.last_used_at FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE s.token_hash = ?',
  );
  const touch = db.prepare('UPDATE sessions SET last_used_at = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  return (token: string): Customer | undefined => {
    const session = find.get(tokenHash(token));
    if (!session) return undefined;
    const now = clock.now();
    if (now.getTime() - Date.parse(session.last_used_at) > SESSION_IDLE_MS) {
      remove.run(session.id);
      return undefined;
    }
    touch.run(now.toISOString(), session.id);
    return { id: session.customer_id, email: session.email };
  };
}

/** Ends the session of `token`, if there is one (signing out twice is not an error). */
export function revokeSession(db: DatabaseSync, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash(token));
}

/** Ends every session of `customerId` but the one of `keepToken` (all of them when it is undefined). */
export function revokeOtherSessions(db: DatabaseSync, customerId: number, keepToken?: string): void {
  db.prepare('DELETE FROM sessions WHERE customer_id = ? AND token_hash <> ?').run(customerId, keepToken ? tokenHash(keepToken) : '');
}
