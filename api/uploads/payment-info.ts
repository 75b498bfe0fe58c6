import type { DatabaseSync } from 'node:sqlite';
import type { PaymentState, SalePaymentInfo } from '../../src/lib/contract/index.ts';
import type { ReceiptMimeType } from '../../src/lib/contract/upload-limits.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { typedQuery } from '../db/query.ts';

/*
 * The payment part of every order answer (issue 12 §4–5): one word for where the money stands, and
 * the receipts attached (read from the API's own upload records). Apart from `attachments.ts`, so
 * the order rows can read it without a cycle.
 */

/** Where an order's money stands, in one word (see `PAYMENT_STATES`). */
export function paymentStateOf(row: SaleRow): PaymentState {
  if (row.payment_status === 'paid') return 'paid';
  if (row.payment_status === 'failed' || row.status === 'failed') return 'failed';
  if (row.status === 'awaiting_payment') return row.receipt_received_at ? 'receipt_received' : 'awaiting_payment';
  if (row.status === 'cancelled') return 'none';
  // Cash on delivery (placed so, or the card given up for it): the courier collects.
  return 'on_delivery';
}

interface AttachmentRow {
  uuid: string;
  name: string;
  size: number;
  mime_type: ReceiptMimeType;
  cdn_url: string;
  created_at: string;
}

/**
 * The payment part of every order answer: state, receipts, the transaction id given with them.
 * Each receipt's `cdnUrl` here is its stored address, which opens nothing: the routes that answer
 * it to the customer or the merchant replace it with a link minted for them (signed-urls.ts).
 */
export function paymentInfoOf(db: DatabaseSync, row: SaleRow): SalePaymentInfo {
  const attachments = typedQuery<AttachmentRow>(
    db,
    `SELECT u.uuid, u.name, u.size, u.mime_type, u.cdn_url, a.created_at FROM sale_attachments a
       JOIN uploads u ON u.uuid = a.upload_uuid WHERE a.sale_id = ? ORDER BY a.created_at, u.uuid`,
  ).all(row.id);
  return {
    paymentState: paymentStateOf(row),
    attachments: attachments.map((file) => ({
      uuid: file.uuid, name: file.name, size: file.size, mimeType: file.mime_type, cdnUrl: file.cdn_url, dateCreated: file.created_at,
    })),
    paymentReference: row.receipt_transaction_id ?? null,
  };
}
