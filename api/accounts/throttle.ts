import type { DatabaseSync } from 'node:sqlite';
import { typedQuery } from '../db/query.ts';

/** The window failed sign-ins are counted in (issue 10 §3). */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Failures allowed per e-mail address in the window. */
export const MAX_FAILURES_PER_EMAIL = 5;
/** Failures allowed per client address in the window (several people may share one, behind a NAT). */
export const MAX_FAILURES_PER_CLIENT = 20;

/** Who a sign-in attempt is counted against: the e-mail tried, and the address it came from. */
export interface AttemptKeys {
  email: string;
  client: string;
}

/**
 * Counts failed sign-ins, so that guessing passwords stops after a few tries. The e-mail key is
 * counted whether or not an account exists, so a lock-out tells nothing about which addresses do.
 */
export function signInThrottle(db: DatabaseSync) {
  const window = typedQuery<{ failures: number; oldest: string | null }>(
    db,
    'SELECT COUNT(*) AS failures, MIN(failed_at) AS oldest FROM sign_in_failures WHERE key = ? AND failed_at > ?',
  );
  const keysOf = ({ email, client }: AttemptKeys): [string, number][] => [
    [`email:${email}`, MAX_FAILURES_PER_EMAIL],
    [`client:${client}`, MAX_FAILURES_PER_CLIENT],
  ];

  return {
    /** Seconds until an attempt is allowed again, or 0 when it is allowed now. */
    retryAfterSeconds(keys: AttemptKeys, now: Date): number {
      const since = new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString();
      let wait = 0;
      for (const [key, limit] of keysOf(keys)) {
        const { failures, oldest } = window.get(key, since) ?? { failures: 0, oldest: null };
        // Allowed again once the oldest failure in the window leaves it and the count drops below the limit.
        if (failures >= limit && oldest) wait = Math.max(wait, Date.parse(oldest) + SIGN_IN_WINDOW_MS - now.getTime());
      }
      return wait > 0 ? Math.ceil(wait / 1000) : 0;
    },
    /** Records a failed attempt (and forgets failures that have left the window). */
    recordFailure(keys: AttemptKeys, now: Date): void {
      const at = now.toISOString();
      db.prepare('DELETE FROM sign_in_failures WHERE failed_at <= ?').run(new Date(now.getTime() - SIGN_IN_WINDOW_MS).toISOString());
      for (const [key] of keysOf(keys)) db.prepare('INSERT INTO sign_in_failures (key, failed_at) VALUES (?, ?)').run(key, at);
    },
    /** A correct password clears the e-mail's count (the client's stays: it may be trying many accounts). */
    recordSuccess(keys: AttemptKeys): void {
      db.prepare('DELETE FROM sign_in_failures WHERE key = ?').run(`email:${keys.email}`);
    },
  };
}
