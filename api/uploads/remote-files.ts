import type { DatabaseSync } from 'node:sqlite';
import type { ApiConfig } from '../config.ts';
import { receiptName } from './names.ts';
import { KEPT_UPLOADS, uploadRow } from './store.ts';
import { lookUpUploadcareFile, type RemoteReceipt } from './uploadcare-rest.ts';

/*
 * Receipts uploaded to Uploadcare itself (issue 12 §4, the shop in production with
 * `API_UPLOAD_SERVICE=off` and `UPLOADCARE_SECRET_KEY`): before an attach, each uuid our store does
 * not know is looked up in Uploadcare's REST API (uploadcare-rest.ts) and, when it is a usable
 * receipt, recorded in our `uploads` table bound to that customer and sale, with the name, size,
 * type and address Uploadcare answered. Then the attach goes on as for a file of our own store
 * (attachments.ts), with the same checks. A uuid our store holds is never sent to Uploadcare.
 */

/** The 422's message for a file that cannot be attached, whatever the reason (as attachments.ts says it). */
export const UNKNOWN_FILE = 'Unknown file: upload it first';

export type Adoption =
  | { ok: true; recorded: string[] }
  | { ok: false; status: 422; field: string; message: string }
  | { ok: false; status: 503; code: 'upload_service_unavailable'; message: string };

/**
 * Looks up (in turn) the files of `files` our store does not know, with Uploadcare's REST API when
 * it is configured, and records those found for `customerId`'s sale `saleId`; returns the uuids it
 * recorded. Nothing is recorded unless every lookup answered: an unknown file is the attach's 422
 * (`files.{i}.uuid`), Uploadcare unavailable a 503. Without Uploadcare configured, nothing to do.
 */
export async function adoptRemoteReceipts(
  db: DatabaseSync,
  config: Pick<ApiConfig, 'uploads'>,
  owner: { customerId: number; saleId: number },
  files: readonly { uuid: string }[],
  now: Date,
): Promise<Adoption> {
  const rest = config.uploads.uploadcare;
  if (!rest) return { ok: true, recorded: [] };
  const found: RemoteReceipt[] = [];
  for (const [index, { uuid }] of files.entries()) {
    if (uploadRow(db, uuid) || found.some((file) => file.uuid === uuid)) continue;
    const lookup = await lookUpUploadcareFile({ ...rest, publicKey: config.uploads.publicKey }, uuid);
    if (lookup.kind === 'unknown') {
      console.warn(`[api] receipt ${uuid} not attached: Uploadcare ${lookup.reason}`);
      return { ok: false, status: 422, field: `files.${index}.uuid`, message: UNKNOWN_FILE };
    }
    if (lookup.kind === 'unavailable') {
      // The reason only (a status, an error's name): never the request, which carries the secret key.
      console.error(`[api] Uploadcare's REST API is unavailable (${lookup.reason}): receipt ${uuid} not attached`);
      return { ok: false, status: 503, code: 'upload_service_unavailable', message: 'The upload service cannot confirm this file just now. Try again in a minute.' };
    }
    found.push(lookup.file);
  }
  const at = now.toISOString();
  // OR IGNORE: two attaches of one new file racing record it once; the attach's checks then say whose it is.
  const record = db.prepare(
    `INSERT OR IGNORE INTO uploads (uuid, state, via, source, name, size, mime_type, customer_id, sale_id, cdn_url, created_at, completed_at)
     VALUES (?, 'ready', 'upload_service', 'uploadcare', ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const recorded = found.flatMap((file) =>
    Number(record.run(file.uuid, receiptName(file.name, file.mimeType), file.size, file.mimeType, owner.customerId, owner.saleId, file.cdnUrl, at, at).changes) > 0 ? [file.uuid] : [],
  );
  return { ok: true, recorded };
}

/** Forgets files `adoptRemoteReceipts` recorded for an attach (or a return) that then failed: none of them is kept. */
export function forgetAdopted(db: DatabaseSync, uuids: readonly string[]): void {
  const forget = db.prepare(`DELETE FROM uploads WHERE uuid = ? AND uuid NOT IN (${KEPT_UPLOADS})`);
  for (const uuid of uuids) forget.run(uuid);
}
