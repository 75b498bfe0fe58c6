import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';
import { UPLOAD_ERROR_CODES } from '../../src/lib/contract/upload-limits.ts';
import { safeEqual } from '../http/auth.ts';
import { receiptName } from './names.ts';
import { sniffReceiptType } from './sniff.ts';
import { receiveToFile, removeUpload, uploadRow, type StorePaths, type UploadRow } from './store.ts';

/*
 * Multipart uploads of the API's upload service (issue 12 §4): start, part PUTs, complete, as
 * `@uploadcare/upload-client` drives them. The routes in `service.ts` speak the wire format; this
 * module keeps the rules:
 * - A part URL carries a token made for that upload AND that part (an HMAC of both under the
 *   upload's own random secret): a leaked part URL lets nobody write another part or upload.
 * - Completing closes the upload at once: a part PUT that lands while the parts are being joined
 *   is refused (409), so what is stored is exactly the parts as they were when completion began,
 *   and the type is sniffed from the joined bytes themselves (a part swapped after sniffing could
 *   otherwise store an executable as `image/jpeg`).
 * - A second complete while the first runs (the client retrying after a lost answer) waits for
 *   the first and gets the same answer, instead of an error that would fail the shopper's upload.
 */

/** Why an upload could not be completed or a part taken: the Upload API's status, code and words. */
export interface UploadProblem {
  ok: false;
  status: 400 | 404 | 409 | 422;
  code: string;
  content: string;
}
const problem = (status: UploadProblem['status'], code: string, content: string): UploadProblem => ({ ok: false, status, code, content });

export const TYPE_REFUSED = 'Only JPEG, PNG, WebP, HEIC images and PDF files are accepted (judged by their content, not their name)';
export const NOT_FOUND = problem(404, 'UploadNotFoundError', 'No such upload (or it expired)');
const CLOSED = problem(409, 'UploadCompletedError', 'This upload is complete or being completed: it takes no more parts');

/** The token of part `index` of upload `uuid` whose secret is `secret`. */
export function partToken(secret: string, uuid: string, index: number): string {
  return createHmac('sha256', secret).update(`${uuid}/${index}`).digest('base64url');
}

/** Whether `token` opens part `index` of `row` (in constant time). */
export function partTokenOk(row: UploadRow, index: number, token: string): boolean {
  return row.part_token !== null && safeEqual(token, partToken(row.part_token, row.uuid, index));
}

/** The size part `index` of `row` must have: `part_size`, the last one what is left. */
export const partSizeOf = (row: UploadRow, index: number) =>
  index < row.parts_total ? row.part_size! : row.size - row.part_size! * (row.parts_total - 1);

/** The multipart side of the store at `paths`: one per API (it holds which uploads are being completed). */
export function multipartUploads(db: DatabaseSync, paths: StorePaths) {
  /** Completions under way, by uuid: their answer, which a repeated complete shares. */
  const completing = new Map<string, Promise<{ ok: true; row: UploadRow } | UploadProblem>>();

  /** Records a new upload of `size` bytes in parts of `partSize`; its uuid and one URL per part under `partBase`. */
  function start(file: { name: string; size: number; partSize: number; cdnUrl: (uuid: string) => string; partBase: string }, now: Date) {
    const uuid = randomUUID();
    const secret = randomBytes(32).toString('base64url');
    // One URL per part: the client slices the file at index * part_size, so exactly ceil(size / part_size).
    const partsTotal = Math.ceil(file.size / file.partSize);
    db.prepare(
      `INSERT INTO uploads (uuid, state, via, name, size, part_size, parts_total, part_token, cdn_url, created_at)
       VALUES (?, 'uploading', 'upload_service', ?, ?, ?, ?, ?, ?, ?)`,
    ).run(uuid, receiptName(file.name, undefined), file.size, file.partSize, partsTotal, secret, file.cdnUrl(uuid), now.toISOString());
    const base = `${file.partBase.replace(/\/+$/, '')}/${uuid}`;
    const parts = Array.from({ length: partsTotal }, (_, at) => `${base}/${at + 1}?token=${partToken(secret, uuid, at + 1)}`);
    return { uuid, parts };
  }

  /** Whether part PUTs of `row` are still taken: uploading, and not being completed. */
  const isOpen = (uuid: string) => uploadRow(db, uuid)?.state === 'uploading' && !completing.has(uuid);

  /**
   * Takes part `index` of `row` from `body` (its size already checked against the declared
   * length by the caller): received whole into a scratch file, then moved into place. The last
   * step is synchronous, so no completion can start between "still open?" and the part landing.
   */
  async function receivePart(row: UploadRow, index: number, body: AsyncIterable<Uint8Array>): Promise<{ ok: true } | UploadProblem> {
    if (!isOpen(row.uuid)) return CLOSED;
    const expected = partSizeOf(row, index);
    const scratch = paths.scratch();
    let received;
    try {
      received = await receiveToFile(body, scratch, { maxBytes: expected });
    } catch {
      // The client went away mid-part: nothing of it is kept (receiveToFile deleted it).
      return problem(400, 'MultipartPartIncompleteError', `Part ${index} did not arrive whole`);
    }
    if (received.over || received.bytes !== expected) {
      rmSync(scratch, { force: true });
      return problem(400, 'MultipartPartSizeMismatchError', `Part ${index} must be ${expected} bytes, not ${received.bytes}`);
    }
    if (!isOpen(row.uuid)) {
      // Completed, being completed, expired or discarded while this part was on its way.
      rmSync(scratch, { force: true });
      return uploadRow(db, row.uuid) ? CLOSED : NOT_FOUND;
    }
    // One rename: a part is all there or not at all (a second PUT of it replaces it whole).
    mkdirSync(paths.parts(row.uuid), { recursive: true });
    renameSync(scratch, paths.part(row.uuid, index));
    db.prepare('INSERT OR REPLACE INTO upload_parts (upload_uuid, part, size) VALUES (?, ?, ?)').run(row.uuid, index, received.bytes);
    db.prepare('UPDATE uploads SET parts_received = (SELECT COUNT(*) FROM upload_parts WHERE upload_uuid = ?) WHERE uuid = ?').run(row.uuid, row.uuid);
    return { ok: true };
  }

  /** Completes `row` (an upload-service upload still uploading), or joins the completion under way. */
  function complete(row: UploadRow, now: () => Date) {
    const running = completing.get(row.uuid);
    if (running) return running;
    const job = join(row, now).finally(() => completing.delete(row.uuid));
    // Set before this function returns (no await since the check above): from here on the upload takes no parts.
    completing.set(row.uuid, job);
    return job;
  }

  /** Joins the parts of an upload whose every part arrived and sniffs the result; else removes it all. */
  async function join(row: UploadRow, now: () => Date): Promise<{ ok: true; row: UploadRow } | UploadProblem> {
    const broken = (status: UploadProblem['status'], code: string, content: string) => {
      removeUpload(db, paths, row.uuid);
      return problem(status, code, content);
    };
    const received = uploadRow(db, row.uuid)!.parts_received;
    if (received !== row.parts_total) {
      return broken(400, 'MultipartUploadIncompleteError', `${row.parts_total - received} of ${row.parts_total} parts are missing: the upload is discarded`);
    }
    const scratch = paths.scratch();
    let joined;
    try {
      joined = await receiveToFile(partsOf(row), scratch, { maxBytes: row.size, drainBytes: 0 });
    } catch {
      return broken(400, 'MultipartUploadIncompleteError', 'A part went missing: the upload is discarded');
    }
    if (joined.over || joined.bytes !== row.size) {
      rmSync(scratch, { force: true });
      return broken(400, 'MultipartUploadIncompleteError', 'The parts do not add up to the file: the upload is discarded');
    }
    // Sniffed from the joined bytes, the very ones stored (never from a part read apart from them).
    const mimeType = await sniffReceiptType(joined.head);
    if (!mimeType) {
      rmSync(scratch, { force: true });
      return broken(422, UPLOAD_ERROR_CODES.wrongType, TYPE_REFUSED);
    }
    renameSync(scratch, paths.file(row.uuid));
    db.prepare(`UPDATE uploads SET state = 'ready', mime_type = ?, name = ?, completed_at = ? WHERE uuid = ?`).run(
      mimeType, receiptName(row.name, mimeType), now().toISOString(), row.uuid,
    );
    rmSync(paths.parts(row.uuid), { recursive: true, force: true });
    return { ok: true, row: uploadRow(db, row.uuid)! };
  }

  /** The bytes of `row`'s parts, in order. */
  async function* partsOf(row: UploadRow): AsyncIterable<Uint8Array> {
    for (let index = 1; index <= row.parts_total; index++) yield* createReadStream(paths.part(row.uuid, index));
  }

  return { start, receivePart, complete, isOpen };
}
