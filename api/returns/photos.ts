import type { DatabaseSync } from 'node:sqlite';
import { UNKNOWN_FILE } from '../uploads/remote-files.ts';
import { uploadRow } from '../uploads/store.ts';

/*
 * Photos sent with a return (issue 26 §5): files uploaded first through the upload path receipts
 * take (the upload service, or Uploadcare looked up by uuid, uploads/remote-files.ts), named by
 * uuid; everything else about them is read from the API's own record. The rules are the receipts'
 * (uploads/attachments.ts): finished, this customer's (a file of the upload service names no one
 * until used: its uuid is random, as a receipt's is) and not bound to another order; and, for a
 * return, an image, kept by no receipt and no other return. One message whatever the reason: no
 * probing of other people's files.
 */

export { UNKNOWN_FILE };

/** Whether the upload is an image (the store sniffs the type from the bytes: never the client's word). */
const isImage = (mimeType: string | null) => mimeType !== null && mimeType.startsWith('image/');

/** The index of the first of `uuids` that `customerId` may not send with a return of sale `saleId`, or -1 when all may go. */
export function unusablePhoto(db: DatabaseSync, customerId: number, saleId: number, uuids: readonly string[]): number {
  const used = db.prepare('SELECT 1 FROM sale_attachments WHERE upload_uuid = ? UNION ALL SELECT 1 FROM return_photos WHERE upload_uuid = ?');
  return uuids.findIndex((uuid) => {
    const upload = uploadRow(db, uuid);
    const usable =
      upload?.state === 'ready' &&
      isImage(upload.mime_type) &&
      (upload.customer_id === null || upload.customer_id === customerId) &&
      (upload.sale_id === null || upload.sale_id === saleId) &&
      used.get(uuid, uuid) === undefined;
    return !usable;
  });
}

/** Keeps `uuids` with return `returnId`, in the order sent; the caller checked them in the same transaction. */
export function keepPhotos(db: DatabaseSync, returnId: number, uuids: readonly string[]): void {
  const keep = db.prepare('INSERT INTO return_photos (return_id, upload_uuid, position) VALUES (?, ?, ?)');
  uuids.forEach((uuid, position) => keep.run(returnId, uuid, position));
}

