import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { uploadUuid } from '../../src/lib/contract/uploads.ts';
import { typedQuery } from '../db/query.ts';
import { KEPT_UPLOADS, removeUpload, storePaths, uploadRow } from './store.ts';

/* The upload store's housekeeping (issue 12 §4), run by `api/housekeeping.ts`. */

/** How long a multipart upload may stay unfinished: 50 MB over a 64 kbit/s line takes under two hours. */
export const UNFINISHED_UPLOAD_TTL_MS = 2 * 60 * 60 * 1000;
/** How long a finished file waits to be attached to a sale (Uploadcare keeps an unstored file 24 hours). */
export const UNATTACHED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes uploads that can no longer be finished or used: multipart uploads unfinished after
 * two hours (their parts with them), files never attached to a sale (nor sent with a return) after a day, and what a crash
 * or a failed write left on disk with no use: temporary files, part folders of an upload no longer
 * uploading (a crash between joining its parts and deleting them), and stored files with no row
 * (a crash between moving a file into place and recording it). Returns how many uploads went.
 */
export function sweepUploads(db: DatabaseSync, dir: string, now: Date): number {
  const paths = storePaths(dir);
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const stale = typedQuery<{ uuid: string }>(
    db,
    `SELECT uuid FROM uploads WHERE (state = 'uploading' AND created_at <= ?)
       OR (state = 'ready' AND created_at <= ? AND uuid NOT IN (${KEPT_UPLOADS}))`,
  ).all(before(UNFINISHED_UPLOAD_TTL_MS), before(UNATTACHED_UPLOAD_TTL_MS));
  for (const { uuid } of stale) removeUpload(db, paths, uuid);
  // Only what is older than any upload may take, so nothing being written right now goes.
  const cutoff = now.getTime() - UNFINISHED_UPLOAD_TTL_MS;
  const removeIfOld = (path: string) => {
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs;
    if (modified !== undefined && modified <= cutoff) rmSync(path, { recursive: true, force: true });
  };
  for (const name of listing(paths.tmp)) {
    if (uploadRow(db, name)?.state !== 'uploading') removeIfOld(join(paths.tmp, name));
  }
  for (const name of listing(dir)) {
    // A stored file is named by its uuid; anything else there is not ours to delete.
    if (v.is(uploadUuid, name) && !uploadRow(db, name)) removeIfOld(join(dir, name));
  }
  return stale.length;
}

/** The names in `dir`, none when it does not exist (no store yet). */
function listing(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}
