import type { DatabaseSync } from 'node:sqlite';
import type { Clock } from './deps.ts';
import { deleteExpiredPhoneCodes } from './accounts/phone-codes.ts';
import { sweepUploads } from './uploads/sweep.ts';

/**
 * How long a checkout's Idempotency-Key is remembered (issue 11): a client repeats an attempt
 * within seconds or minutes (a lost answer, a second press); a day also covers a phone that went
 * offline mid-checkout and retries the next morning, while the table stays a day of orders long.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

/** How often the running API sweeps: a record lives at most this long past its 24 hours. */
export const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;

/** How many rows a sweep deleted, per table. */
export interface Swept {
  checkoutAttempts: number;
  passwordResets: number;
  /** One-time codes past their 5 minutes (issue 26 §2). */
  phoneCodes: number;
  /** Uploads unfinished after 2 hours or unattached after a day, with their files (issue 12 §4). */
  uploads: number;
}

/**
 * Deletes rows that can no longer be used: idempotency records older than 24 hours (the same key
 * then places a new order), reset tokens that expired or were used (they open nothing), one-time
 * codes past their time and, given
 * `uploadsDir`, uploads that can no longer be finished or attached (`sweepUploads`).
 */
export function sweep(db: DatabaseSync, now: Date, { uploadsDir }: { uploadsDir?: string } = {}): Swept {
  const idempotencyCutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
  return {
    checkoutAttempts: Number(db.prepare('DELETE FROM checkout_attempts WHERE created_at <= ?').run(idempotencyCutoff).changes),
    passwordResets: Number(
      db.prepare('DELETE FROM password_resets WHERE expires_at <= ? OR used_at IS NOT NULL').run(now.toISOString()).changes,
    ),
    phoneCodes: deleteExpiredPhoneCodes(db, now),
    uploads: uploadsDir === undefined ? 0 : sweepUploads(db, uploadsDir, now),
  };
}

/**
 * Sweeps now (rows left over from before a restart) and then every `intervalMs`, reading the
 * time from `clock`. The timer is unref'd, so it never keeps a process alive; the returned
 * function stops it (before the database closes).
 */
export function startHousekeeping(
  db: DatabaseSync,
  clock: Clock,
  intervalMs = HOUSEKEEPING_INTERVAL_MS,
  options: { uploadsDir?: string } = {},
): () => void {
  const run = () => {
    try {
      sweep(db, clock.now(), options);
    } catch (error) {
      // A busy database (another process writing) must not crash the API: the next sweep catches up.
      console.error('[api] housekeeping failed', error);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
