import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { UPLOAD_CDN_PATH, type ReceiptMimeType } from '../../src/lib/contract/upload-limits.ts';
import type { UploadedFileInfo } from '../../src/lib/contract/upload-requests.ts';
import { typedQuery } from '../db/query.ts';
import { isImageType, sniffReceiptType, SNIFF_BYTES } from './sniff.ts';

/*
 * The upload store (issue 12 §4): files on disk under `{uploads}/`, one row each in `uploads`.
 * A file is written to a temporary name under `{uploads}/tmp/` and renamed into place only once it
 * is whole, its size within the limit and its type sniffed: a broken, refused or aborted upload
 * leaves nothing but a temporary file, deleted at once (or by the housekeeping sweep, `sweep.ts`,
 * after a crash).
 */

/** A row of the `uploads` table. */
export interface UploadRow {
  uuid: string;
  state: 'uploading' | 'ready';
  via: 'upload_service' | 'api_files';
  name: string;
  size: number;
  mime_type: ReceiptMimeType | null;
  part_size: number | null;
  parts_total: number;
  parts_received: number;
  part_token: string | null;
  customer_id: number | null;
  sale_id: number | null;
  /** The file's address, unsigned: it opens nothing by itself (signed-urls.ts mints the links given out). */
  cdn_url: string;
  /** Where the bytes are: the API's own store, or Uploadcare (a file the API only recorded, remote-files.ts). */
  source: 'store' | 'uploadcare';
  created_at: string;
  completed_at: string | null;
}

/** Where the store keeps what, under `dir`. */
export function storePaths(dir: string) {
  const tmp = join(dir, 'tmp');
  return {
    dir,
    tmp,
    /** A ready file: its uuid is its name (the original name is only in the row). */
    file: (uuid: string) => join(dir, uuid),
    /** A multipart upload's parts, one file each (`1`, `2`, …). */
    parts: (uuid: string) => join(tmp, uuid),
    part: (uuid: string, index: number) => join(tmp, uuid, String(index)),
    /** A new temporary file name (a body being received, a file being assembled). */
    scratch: () => join(tmp, `incoming-${randomUUID()}`),
  };
}
export type StorePaths = ReturnType<typeof storePaths>;

/** Creates the store's folders (at start, and again if someone deleted them). */
export function ensureStore(paths: StorePaths): void {
  mkdirSync(paths.tmp, { recursive: true });
}

/** Reads one upload's row. */
export function uploadRow(db: DatabaseSync, uuid: string): UploadRow | undefined {
  return typedQuery<UploadRow>(db, 'SELECT * FROM uploads WHERE uuid = ?').get(uuid);
}

/** The CDN-like address a file is served at (`{API}/ucarecdn/{uuid}/`), as the client builds it: with a token only (signed-urls.ts). */
export const cdnUrlOf = (publicUrl: string, uuid: string) => `${publicUrl.replace(/\/+$/, '')}${UPLOAD_CDN_PATH}${uuid}/`;

/**
 * The uploads kept for good, as SQL: receipts attached to a sale, and photos sent with a return
 * (issue 26 §5). Any other ready file goes after a day, as Uploadcare's unstored files.
 */
export const KEPT_UPLOADS = 'SELECT upload_uuid FROM sale_attachments UNION ALL SELECT upload_uuid FROM return_photos';

/** Whether a ready file is kept for good: once attached to a sale, or sent with a return. */
export function isAttached(db: DatabaseSync, uuid: string): boolean {
  return typedQuery<{ n: number }>(db, `SELECT COUNT(*) AS n FROM (${KEPT_UPLOADS}) WHERE upload_uuid = ?`).get(uuid)!.n > 0;
}

/** Uploaded file info (spec §3) of a ready row, as `POST /api/files` answers and the client resolves it. */
export function fileInfoOf(db: DatabaseSync, row: UploadRow): UploadedFileInfo {
  return {
    uuid: row.uuid,
    name: row.name,
    size: row.size,
    isStored: isAttached(db, row.uuid),
    isImage: row.mime_type ? isImageType(row.mime_type) : null,
    mimeType: row.mime_type,
    cdnUrl: row.cdn_url,
    originalFilename: row.name,
  };
}

/** What streaming a body to disk found. */
export interface Received {
  /** Bytes received (all of them, also past the limit). */
  bytes: number;
  /** The first `SNIFF_BYTES` bytes, to sniff the type from. */
  head: Buffer;
  /** More than `maxBytes` came: the file was deleted. */
  over: boolean;
}

/**
 * Writes `source` to `path` chunk by chunk (never holding more than a chunk), keeping its first
 * bytes. Past `maxBytes` it stops writing and deletes the file, but reads on (to `drainBytes` more
 * at most) so the client gets its answer instead of a reset; past that it gives up reading too. A
 * failing source (the client went away) deletes the file and throws.
 */
export async function receiveToFile(
  source: AsyncIterable<Uint8Array>,
  path: string,
  { maxBytes, drainBytes = 1024 * 1024 }: { maxBytes: number; drainBytes?: number },
): Promise<Received> {
  const handle = await open(path, 'wx');
  let bytes = 0;
  let head = Buffer.alloc(0);
  let over = false;
  try {
    for await (const chunk of source) {
      bytes += chunk.byteLength;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, Buffer.from(chunk.subarray(0, SNIFF_BYTES - head.length))]);
      if (!over && bytes > maxBytes) over = true;
      if (over) {
        if (bytes > maxBytes + drainBytes) break;
        continue;
      }
      await handle.write(chunk);
    }
  } catch (error) {
    await handle.close();
    await rm(path, { force: true });
    throw error;
  }
  await handle.close();
  if (over) await rm(path, { force: true });
  return { bytes, head, over };
}

/** Deletes an upload: its row (its parts' rows go with it), its parts and its file, whatever of them exists. */
export function removeUpload(db: DatabaseSync, paths: StorePaths, uuid: string): void {
  db.prepare('DELETE FROM uploads WHERE uuid = ?').run(uuid);
  rmSync(paths.parts(uuid), { recursive: true, force: true });
  rmSync(paths.file(uuid), { force: true });
}

/** Records a whole, sniffed file that is already in place under its uuid. */
export function recordReadyFile(
  db: DatabaseSync,
  file: { uuid: string; via: UploadRow['via']; name: string; size: number; mimeType: ReceiptMimeType; cdnUrl: string; customerId?: number; saleId?: number },
  now: Date,
): UploadRow {
  db.prepare(
    `INSERT INTO uploads (uuid, state, via, name, size, mime_type, customer_id, sale_id, cdn_url, created_at, completed_at)
     VALUES (?, 'ready', ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(file.uuid, file.via, file.name, file.size, file.mimeType, file.customerId ?? null, file.saleId ?? null, file.cdnUrl, now.toISOString(), now.toISOString());
  return uploadRow(db, file.uuid)!;
}

/**
 * Moves a received temporary file into the store after the checks every upload passes: not
 * empty, a receipt type by its bytes. When it fails one, the file is deleted and the answer says which.
 */
export async function admitFile(
  paths: StorePaths,
  received: { path: string; bytes: number; head: Buffer },
): Promise<{ ok: true; uuid: string; mimeType: ReceiptMimeType } | { ok: false; problem: 'empty' | 'type' }> {
  const mimeType = await sniffReceiptType(received.head);
  if (received.bytes === 0 || !mimeType) {
    await rm(received.path, { force: true });
    return { ok: false, problem: received.bytes === 0 ? 'empty' : 'type' };
  }
  const uuid = randomUUID();
  await rename(received.path, paths.file(uuid));
  return { ok: true, uuid, mimeType };
}
