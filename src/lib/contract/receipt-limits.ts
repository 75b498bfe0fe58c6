/*
 * What a receipt may be (issue 12 §4, spec §9): its types and its largest size. Apart from the
 * upload service's settings (./upload-limits.ts, which re-exports these): the order screens and the
 * payment result page load this with an order's statuses (the `order-terms` chunk), and the
 * service's settings only when a file is picked.
 */

/** The largest file (spec §9), as `@uploadcare/upload-client`'s default. */
export const UPLOAD_MAX_BYTES = 50 * 1024 * 1024;

/** The only file types a receipt may be, as sniffed from its bytes (never from its name or header). */
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'] as const;
export type ReceiptMimeType = (typeof RECEIPT_MIME_TYPES)[number];
