import { RECEIPT_MIME_TYPES, UPLOAD_MAX_BYTES } from './contract/receipt-limits.ts';
import type { UploadedFileInfo } from './contract/upload-requests.ts';

/*
 * Which files a shopper may send as a payment receipt (issue 12 §4, spec §9), checked in the browser
 * before any byte leaves: a photo or a PDF of at most 50 MB. The API sniffs the bytes itself; this
 * check only spares the shopper a long upload that would be refused, and says why at once.
 */

/** Receipt types by MIME type: the API's (JPEG, PNG, WebP, HEIC, PDF), and HEIF, which browsers say of some HEIC photos. */
const RECEIPT_TYPES: readonly string[] = [...RECEIPT_MIME_TYPES, 'image/heif'];

// Browsers give HEIC files an empty type on Windows and Android, and some a generic one: the name's
// ending decides then. A file whose browser names a type of its own is judged by that type alone.
const RECEIPT_ENDINGS = /\.(jpe?g|png|webp|hei[cf]|pdf)$/i;
const UNNAMED_TYPES = ['', 'application/octet-stream'];

/** The file picker's `accept`: the same types, with the endings for browsers that do not know HEIC. */
export const RECEIPT_ACCEPT = [...RECEIPT_TYPES, '.jpg', '.jpeg', '.png', '.webp', '.heic', '.heif', '.pdf'].join(',');

/** What a picked file is judged on (a `File` has all three). */
export interface PickedFile {
  name: string;
  size: number;
  type: string;
}

/** Why a picked file cannot be sent. */
export type ReceiptProblem = 'type' | 'size' | 'empty';

/** Whether `file` may be sent as a receipt: null when it may, else the first reason it may not. */
export function receiptFileProblem(file: PickedFile): ReceiptProblem | null {
  const type = file.type.toLowerCase();
  const known = RECEIPT_TYPES.includes(type) || (UNNAMED_TYPES.includes(type) && RECEIPT_ENDINGS.test(file.name));
  if (!known) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > UPLOAD_MAX_BYTES) return 'size';
  return null;
}

/** Why an upload ended without a stored file: the shopper cancelled it, or the service or the connection refused it. */
export type UploadFailure = 'cancelled' | 'too_large' | 'type' | 'busy' | 'network' | 'refused';

/** Why a receipt did not reach its order: the file, the upload, or attaching it to the sale (`attach`). */
export type ReceiptFailure = ReceiptProblem | Exclude<UploadFailure, 'cancelled'> | 'attach';

/** What an upload resolves to; it never throws. */
export type UploadOutcome = { ok: true; file: UploadedFileInfo } | { ok: false; reason: UploadFailure };

/**
 * Sends one file to the upload service: `onProgress` gets the share sent (0–1, or null when the
 * service cannot tell) until it is stored or `signal` aborts it.
 */
export type ReceiptUploader = (
  file: File,
  options: { signal: AbortSignal; onProgress: (fraction: number | null) => void },
) => Promise<UploadOutcome>;

/**
 * The share sent as a screen reader hears it, in whole quarters (0, 25, 50, 75, 100): the bar
 * moves with every packet, but a polite region that changed as often would never stop talking.
 */
export function announcedPercent(fraction: number): number {
  return Math.floor(Math.min(Math.max(fraction, 0), 1) * 4) * 25;
}
