import type { DatabaseSync } from 'node:sqlite';
import { typedQuery } from '../db/query.ts';

/** A rate limit: at most `max` counted attempts per key within a sliding window of `windowMs`. */
export interface Limit {
  /** What is counted (`sign-in:email`): each limit counts in a bucket of its own, so counts never mix. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** A limit applied to one key: the e-mail tried, or the address the request came from. */
export type Check = readonly [limit: Limit, key: string];

/** The counter `throttle` makes over one database. */
export type Throttle = ReturnType<typeof throttle>;

/**
 * Counts attempts per bucket and key in the database, so a limit holds across a restart and
 * across processes sharing the file. Each caller decides what counts: every well-formed request
 * (`admit`), or only failures (`retryAfterSeconds` first, `record` when one fails).
 */
export function throttle(db: DatabaseSync) {
  // While the max-th newest attempt is inside the window, the limit is reached; once it leaves, it is not.
  const maxthNewest = typedQuery<{ at: string }>(
    db,
    'SELECT at FROM rate_events WHERE bucket = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
  );
  const insert = db.prepare('INSERT INTO rate_events (bucket, key, at) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND at <= ?');
  const clear = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND key = ?');
  const windowStart = (limit: Limit, now: Date) => new Date(now.getTime() - limit.windowMs).toISOString();

  /** Seconds until every one of `checks` allows an attempt, or 0 when they all do now. */
  function retryAfterSeconds(checks: readonly Check[], now: Date): number {
    let wait = 0;
    for (const [limit, key] of checks) {
      const blocking = maxthNewest.get(limit.bucket, key, windowStart(limit, now), limit.max - 1);
      if (blocking) wait = Math.max(wait, Date.parse(blocking.at) + limit.windowMs - now.getTime());
    }
    return wait > 0 ? Math.ceil(wait / 1000) : 0;
  }

  /** Counts an attempt against each of `checks` (and forgets attempts that have left their windows). */
  function record(checks: readonly Check[], now: Date): void {
    const at = now.toISOString();
    for (const [limit, key] of checks) {
      prune.run(limit.bucket, windowStart(limit, now));
      insert.run(limit.bucket, key, at);
    }
  }

  return {
    retryAfterSeconds,
    record,
    /**
     * Counts this attempt if every one of `checks` allows it, and answers 0; else the seconds to
     * wait, counting nothing (a refused attempt must not push the window further out).
     */
    admit(checks: readonly Check[], now: Date): number {
      const wait = retryAfterSeconds(checks, now);
      if (wait === 0) record(checks, now);
      return wait;
    },
    /** Forgets every attempt counted against `check`'s key (a correct password clears its e-mail's failures). */
    forget([limit, key]: Check): void {
      clear.run(limit.bucket, key);
    },
  };
}
