import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';

/** A rate limit: at most `max` counted attempts per key within a sliding window of `windowMs`. */
export interface Limit {
  /** What is counted (`sign-in:pair`): each limit counts in a bucket of its own, so counts never mix. */
  bucket: string;
  max: number;
  windowMs: number;
}

/** A limit applied to one key: the e-mail tried, or the address the request came from. */
export type Check = readonly [limit: Limit, key: string];

/**
 * A slow-down rather than a lock-out (OWASP ASVS 5.0 §6.3): the first `free` counted attempts in
 * the window pass; after that each attempt must come a delay after the last one, a delay that
 * doubles with every attempt, from `firstDelayMs` up to `capMs`. Guessing stays bounded (one try a
 * `capMs` at most, from any number of addresses), and nobody is ever shut out for longer than `capMs`.
 */
export interface Slowdown {
  bucket: string;
  free: number;
  windowMs: number;
  firstDelayMs: number;
  capMs: number;
}

/** A slow-down applied to one key (the account tried, from whatever address). */
export type Slow = readonly [slowdown: Slowdown, key: string];

/** An attempt counted before it is judged (`claim`): `wait` 0 when it may go on. */
export interface Claim {
  /** Seconds to wait; 0 when the attempt was counted and may be judged. */
  wait: number;
  /** Takes the attempt back off every count (it turned out right: a correct password is no failure). */
  forgive(): void;
}

/** The counter `throttle` makes over one database. */
export type Throttle = ReturnType<typeof throttle>;

/**
 * Counts attempts per bucket and key in the database, so a limit holds across a restart and
 * across processes sharing the file. Every check and count happens in one write transaction, with
 * no await inside: of any number of requests arriving at once, only as many as the limits allow
 * are counted and go on, whatever the concurrency (issue 22 §1). Callers count an attempt before
 * they judge it (`claim`) and forgive it when it succeeds, so a slow check in between (a password
 * hash) cannot let a burst past the limit.
 */
export function throttle(db: DatabaseSync) {
  // While the max-th newest attempt is inside the window, the limit is reached; once it leaves, it is not.
  const maxthNewest = typedQuery<{ at: string }>(
    db,
    'SELECT at FROM rate_events WHERE bucket = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?',
  );
  const inWindow = typedQuery<{ n: number; newest: string | null }>(
    db,
    'SELECT COUNT(*) AS n, MAX(at) AS newest FROM rate_events WHERE bucket = ? AND key = ? AND at > ?',
  );
  const insert = db.prepare('INSERT INTO rate_events (bucket, key, at) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND at <= ?');
  const clear = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND key = ?');
  const remove = db.prepare('DELETE FROM rate_events WHERE rowid = ?');
  const clearStarting = db.prepare('DELETE FROM rate_events WHERE bucket = ? AND substr(key, 1, length(?)) = ?');
  const windowStart = (windowMs: number, now: Date) => new Date(now.getTime() - windowMs).toISOString();

  /** Milliseconds until every one of `checks` and `slows` allows an attempt, or 0 when they all do now. */
  function waitMs(checks: readonly Check[], slows: readonly Slow[], now: Date): number {
    let wait = 0;
    for (const [limit, key] of checks) {
      const blocking = maxthNewest.get(limit.bucket, key, windowStart(limit.windowMs, now), limit.max - 1);
      if (blocking) wait = Math.max(wait, Date.parse(blocking.at) + limit.windowMs - now.getTime());
    }
    for (const [slow, key] of slows) {
      const { n, newest } = inWindow.get(slow.bucket, key, windowStart(slow.windowMs, now)) ?? { n: 0, newest: null };
      if (n < slow.free || !newest) continue;
      const delay = Math.min(slow.capMs, slow.firstDelayMs * 2 ** (n - slow.free));
      wait = Math.max(wait, Date.parse(newest) + delay - now.getTime());
    }
    return wait;
  }

  /** Counts an attempt against each bucket and key (forgetting attempts that have left their windows); the rows' ids. */
  function record(counted: readonly (readonly [{ bucket: string; windowMs: number }, string])[], now: Date): number[] {
    const at = now.toISOString();
    return counted.map(([limit, key]) => {
      prune.run(limit.bucket, windowStart(limit.windowMs, now));
      return Number(insert.run(limit.bucket, key, at).lastInsertRowid);
    });
  }

  const seconds = (ms: number) => (ms > 0 ? Math.max(1, Math.ceil(ms / 1000)) : 0);

  /** Checks and counts in one write transaction; the rows counted, or the seconds to wait (nothing counted). */
  function take(checks: readonly Check[], slows: readonly Slow[], now: Date): { wait: number; rows: number[] } {
    return transaction(
      db,
      () => {
        const wait = seconds(waitMs(checks, slows, now));
        // A refused attempt counts nothing: it must not push the window further out.
        return wait > 0 ? { wait, rows: [] } : { wait: 0, rows: record([...checks, ...slows], now) };
      },
      { immediate: true },
    );
  }

  return {
    /** Seconds until every one of `checks` allows an attempt, or 0 when they all do now (counts nothing). */
    retryAfterSeconds(checks: readonly Check[], now: Date, slows: readonly Slow[] = []): number {
      return seconds(waitMs(checks, slows, now));
    },
    /**
     * Counts this attempt if every one of `checks` (and `slows`) allows it, and answers 0; else the
     * seconds to wait, counting nothing. For limits on every well-formed request (sign-ups, resets).
     */
    admit(checks: readonly Check[], now: Date, slows: readonly Slow[] = []): number {
      return take(checks, slows, now).wait;
    },
    /**
     * Counts an attempt as a failure before it is judged (an attempt that turns out right is then
     * forgiven). For limits on failures (sign-ins, keys): the judging may be slow, and requests
     * arriving meanwhile must already see this one counted.
     */
    claim(checks: readonly Check[], now: Date, slows: readonly Slow[] = []): Claim {
      const { wait, rows } = take(checks, slows, now);
      return { wait, forgive: () => transaction(db, () => rows.forEach((row) => remove.run(row)), { immediate: true }) };
    },
    /** Forgets every attempt counted against `check`'s key (a correct password clears its failures from that address). */
    forget([limit, key]: readonly [{ bucket: string }, string]): void {
      clear.run(limit.bucket, key);
    },
    /** Forgets every attempt counted in `limit`'s bucket under a key that starts with `prefix` (an account's pairs). */
    forgetStarting([limit, prefix]: readonly [{ bucket: string }, string]): void {
      clearStarting.run(limit.bucket, prefix, prefix);
    },
  };
}
