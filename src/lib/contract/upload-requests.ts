import * as v from 'valibot';
import { plainText, positiveInteger } from './common.ts';
import { INVOICE_ID_PATTERN } from './order-status.ts';
import { uploadUuid } from './uploads.ts';

/*
 * What a browser sends about uploads (issue 12 §4): the file info to attach, and the fields of the
 * API's own direct upload. The API validates them at run time; the storefront imports their types
 * only, so none of these schemas ships to a shopper's browser.
 */

/**
 * Uploaded file info (spec §3), as `uploadFile` resolves it (`UploadcareFile`) and as
 * `POST /api/files` answers. The client's other fields (imageInfo, contentInfo, s3Url, metadata…)
 * may come along and are dropped: the API never trusts them, it reads the file's own record.
 */
export const uploadedFileInfoSchema = v.object({
  uuid: uploadUuid,
  name: v.pipe(plainText, v.maxLength(255)),
  size: v.pipe(v.number(), v.safeInteger(), v.minValue(1)),
  isStored: v.nullable(v.boolean()),
  isImage: v.nullable(v.boolean()),
  mimeType: v.nullable(v.string()),
  cdnUrl: v.string(),
  originalFilename: v.optional(v.nullable(v.string())),
});
export type UploadedFileInfo = v.InferOutput<typeof uploadedFileInfoSchema>;

/** At most this many files per attach (a receipt is a photo or two; a PDF and its page photos at most). */
export const MAX_ATTACHMENTS_PER_REQUEST = 5;

/** `PATCH /api/sales/payments/attachments`: receipts the customer uploaded, for their pay-later sale. */
export const attachmentsRequestSchema = v.strictObject({
  saleId: positiveInteger,
  files: v.pipe(
    v.array(uploadedFileInfoSchema),
    v.minLength(1, 'Attach at least one file'),
    v.maxLength(MAX_ATTACHMENTS_PER_REQUEST, `Attach at most ${MAX_ATTACHMENTS_PER_REQUEST} files at once`),
  ),
  /** The bKash / Nagad / bank transaction id the shopper read off their receipt, if they typed it. */
  transactionId: v.optional(v.pipe(plainText, v.trim(), v.maxLength(60))),
});
export type AttachmentsRequest = v.InferInput<typeof attachmentsRequestSchema>;

/** What a file sent to `POST /api/files` is for (its `type` field): a payment receipt. */
export const FILE_PURPOSES = ['receipt'] as const;

/**
 * `POST /api/files?order={invoiceId}` (spec §7): the API's own direct upload, for shops with no
 * upload service. A multipart form with `file` (under 25 MB) and `type` (`receipt`); answers 201
 * with `UploadedFileInfo`, which is then attached like any other.
 */
export const fileUploadQuerySchema = v.object({
  order: v.pipe(v.string('Missing order'), v.regex(INVOICE_ID_PATTERN, 'Not an invoice number')),
});
export const fileUploadFieldsSchema = v.object({
  type: v.picklist(FILE_PURPOSES, 'Expected type "receipt"'),
});
