import type { DatabaseSync } from 'node:sqlite';
import { RECEIPT_RECEIVED_EVENT, type Sale } from '../../src/lib/contract/index.ts';
import type { AttachmentsRequest } from '../../src/lib/contract/upload-requests.ts';
import { ownSale, toSale, type SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import { UNKNOWN_FILE } from './remote-files.ts';
import { uploadRow } from './store.ts';

/*
 * Receipts attached to a pay-later sale (issue 12 §4, spec §7 `PATCH /api/sales/payments/attachments`).
 * The browser says which files (by uuid); everything else about them — name, size, type, address —
 * is read from the API's own upload record, never from the request. Attaching moves the payment to
 * "receipt received" (one history entry); "paid" stays the merchant's word, once they have checked.
 */

export type AttachResult =
  | { status: 200; sale: Sale }
  | { status: 404 | 409; message: string }
  | { status: 422; field: string; message: string };


/** Whether `sale` takes receipts: a pay-later order still awaiting its payment. */
export const takesReceipts = (sale: SaleRow) => sale.payment_method === 'pay_later' && sale.status === 'awaiting_payment';

/** Why `sale` takes no receipt (the 409's message). */
export const noReceiptFor = (sale: SaleRow) => `An order that is ${sale.status.replace('_', ' ')} takes no receipt`;

/**
 * Attaches `request.files` to the customer's sale `request.saleId`: 404 when the sale is not
 * theirs (as if missing); 422 for a file the store does not know, is not finished, was sent for
 * another order or by another customer, or is attached elsewhere (one message for all: no probing);
 * 409 when the sale no longer awaits a pay-later payment. The same files again change nothing.
 */
export function attachReceipts(db: DatabaseSync, customerId: number, request: AttachmentsRequest, now: Date): AttachResult {
  const sale = ownSale(db, customerId, { id: request.saleId });
  if (!sale) return { status: 404, message: 'Order not found' };
  for (const [index, { uuid }] of request.files.entries()) {
    const upload = uploadRow(db, uuid);
    const attachedTo = typedQuery<{ sale_id: number }>(db, 'SELECT sale_id FROM sale_attachments WHERE upload_uuid = ?').get(uuid)?.sale_id;
    const usable =
      upload?.state === 'ready' &&
      (upload.customer_id === null || upload.customer_id === customerId) &&
      (upload.sale_id === null || upload.sale_id === sale.id) &&
      (attachedTo === undefined || attachedTo === sale.id);
    if (!usable) return { status: 422, field: `files.${index}.uuid`, message: UNKNOWN_FILE };
  }
  const uuids = [...new Set(request.files.map((file) => file.uuid))];
  const transactionId = request.transactionId?.trim() || null;
  return transaction(
    db,
    () => {
      const current = ownSale(db, customerId, { id: sale.id })!;
      const known = new Set(typedQuery<{ upload_uuid: string }>(db, 'SELECT upload_uuid FROM sale_attachments WHERE sale_id = ?').all(sale.id).map((row) => row.upload_uuid));
      const fresh = uuids.filter((uuid) => !known.has(uuid));
      const sameTransaction = transactionId === null || transactionId === current.receipt_transaction_id;
      // A repeat (the answer was lost, the shopper pressed twice): nothing new, the same answer.
      if (fresh.length === 0 && sameTransaction) return { status: 200, sale: toSale(db, current) };
      if (!takesReceipts(current)) return { status: 409, message: noReceiptFor(current) };
      const at = now.toISOString();
      const attach = db.prepare('INSERT OR IGNORE INTO sale_attachments (sale_id, upload_uuid, created_at) VALUES (?, ?, ?)');
      for (const uuid of fresh) attach.run(sale.id, uuid, at);
      if (transactionId !== null) db.prepare('UPDATE sales SET receipt_transaction_id = ? WHERE id = ?').run(transactionId, sale.id);
      if (!current.receipt_received_at) {
        db.prepare('UPDATE sales SET receipt_received_at = ? WHERE id = ?').run(at, sale.id);
        db.prepare('INSERT INTO sale_events (sale_id, status, at) VALUES (?, ?, ?)').run(sale.id, RECEIPT_RECEIVED_EVENT, at);
      }
      return { status: 200, sale: toSale(db, ownSale(db, customerId, { id: sale.id })!) };
    },
    { immediate: true },
  );
}
