import type { DatabaseSync } from 'node:sqlite';
import type { Context } from 'hono';
import { UPLOAD_MAX_BYTES } from '../../src/lib/contract/upload-limits.ts';
import { typedQuery } from '../db/query.ts';
import { clientAddress } from '../http/client-address.ts';

/*
 * A quota on the reference upload service and `POST /api/files` (issue 12 §4): per client address,
 * at most so many uploads and so many bytes in any hour, so one address cannot fill the API's disk.
 * An upload counts when it is admitted (before its bytes are read), with the size it declares: a
 * multipart start its `size`, a direct upload its `Content-Length` (the most a file may be when it
 * declares none). Beyond the quota: 429 with `Retry-After`, the seconds until enough of the
 * address's hour has passed for this upload to fit. Counted in the database, so it holds across a
 * restart. Behind a proxy every shopper shares its address: raise the quota there.
 */

/** How many uploads and bytes one client address may send in `windowMs`. */
export interface UploadQuota {
  uploads: number;
  bytes: number;
  windowMs: number;
}

/** The defaults: a shopper sends a receipt or two; twenty uploads and 200 MB an hour is far past any. */
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = { uploads: 20, bytes: 200 * 1024 * 1024, windowMs: 60 * 60 * 1000 };

/** What the quota said: go ahead (counted), or wait this many seconds (not counted). */
export type QuotaAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

/** The quota's counter over `db`. */
export function uploadQuota(db: DatabaseSync, quota: UploadQuota) {
  const inWindow = typedQuery<{ at: string; bytes: number }>(db, 'SELECT at, bytes FROM upload_usage WHERE client = ? AND at > ? ORDER BY at, rowid');
  const insert = db.prepare('INSERT INTO upload_usage (client, at, bytes) VALUES (?, ?, ?)');
  const prune = db.prepare('DELETE FROM upload_usage WHERE at <= ?');
  // A single upload can never be over the byte quota by itself: the quota is at least one whole file.
  const maxBytes = Math.max(quota.bytes, UPLOAD_MAX_BYTES);

  return {
    /** Counts an upload of `bytes` from `client` if it fits in the quota now; else says how long to wait. */
    admit(client: string, bytes: number, now: Date): QuotaAnswer {
      const start = new Date(now.getTime() - quota.windowMs).toISOString();
      const rows = inWindow.all(client, start);
      let count = rows.length;
      let used = rows.reduce((sum, row) => sum + row.bytes, 0);
      // Drop the oldest uploads until this one fits: when the last dropped leaves the window, it will.
      let until = now.getTime();
      for (const row of rows) {
        if (count < quota.uploads && used + bytes <= maxBytes) break;
        count -= 1;
        used -= row.bytes;
        until = Date.parse(row.at) + quota.windowMs;
      }
      if (until > now.getTime()) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
      prune.run(start);
      insert.run(client, now.toISOString(), bytes);
      return { ok: true };
    },
  };
}

/** The size a direct upload declares (its `Content-Length`), or the largest a file may be when it declares none. */
export function declaredBytes(c: Context, max: number): number {
  const declared = Number(c.req.header('content-length'));
  return Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, max) : max;
}

/** The client address the quota counts a request against. */
export const quotaClient = (c: Context) => clientAddress(c);
