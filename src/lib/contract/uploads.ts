import * as v from 'valibot';
import { isoInstant, positiveInteger } from './common.ts';
import { RECEIPT_MIME_TYPES } from './receipt-limits.ts';

/*
 * Receipts on orders (issue 12 §4; spec §3 "uploaded file info", §7 sales attachments): an order's
 * payment state and the files attached to it, as order answers carry them. The upload service's
 * settings are in ./upload-limits.ts, a receipt's types and size in ./receipt-limits.ts; what a browser sends, in ./upload-requests.ts.
 */

/** An upload's id: a UUID as Uploadcare writes it (lower-case hex). */
export const uploadUuid = v.pipe(
  v.string('Missing uuid'),
  v.regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'Not an upload id'),
);

/** A file attached to a sale, as the API recorded it (name, size and type from its own record). */
export const saleAttachmentSchema = v.object({
  uuid: uploadUuid,
  name: v.string(),
  size: positiveInteger,
  mimeType: v.picklist(RECEIPT_MIME_TYPES),
  /**
   * A link to the file minted for this answer (issue 22 §10): signed for the order's customer (or
   * the merchant), an hour long, `?token=exp=…~acl=…~hmac=…` as Uploadcare's signed URLs. Show it
   * as it comes and read the order again for a fresh one; never keep it.
   */
  cdnUrl: v.string(),
  dateCreated: isoInstant,
});
export type SaleAttachment = v.InferOutput<typeof saleAttachmentSchema>;

/**
 * Where an order's money stands, in one word for the shopper:
 * - `paid`: paid (card validated, or the merchant confirmed);
 * - `awaiting_payment`: card or pay-later order, nothing received yet;
 * - `receipt_received`: a pay-later order whose receipt is attached; the merchant checks it and
 *   confirms (not `paid` until then);
 * - `on_delivery`: cash on delivery, the courier collects;
 * - `failed`: the payment failed or the order expired;
 * - `none`: nothing is owed (an unpaid order cancelled).
 */
export const PAYMENT_STATES = ['paid', 'awaiting_payment', 'receipt_received', 'on_delivery', 'failed', 'none'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** What every order answer (list and detail) carries about its payment, beside `paymentStatus`. */
export const salePaymentInfoSchema = v.object({
  paymentState: v.picklist(PAYMENT_STATES),
  /** Receipts attached, oldest first (an empty list when none). */
  attachments: v.array(saleAttachmentSchema),
  /** The transaction id the shopper gave with the receipt, if any. */
  paymentReference: v.nullable(v.string()),
});
export type SalePaymentInfo = v.InferOutput<typeof salePaymentInfoSchema>;

/**
 * An order's history entry may also be `receipt_received` (the receipt came; the order itself stays
 * `awaiting_payment` until the merchant confirms).
 */
export const RECEIPT_RECEIVED_EVENT = 'receipt_received';
