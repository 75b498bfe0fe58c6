/*
 * Receipt uploads (issue 12 §4; spec §3 "uploaded file info", §7 files and sales attachments, §9
 * limits). The browser uploads with `@uploadcare/upload-client` to an upload service, then attaches
 * the file info it got back to the sale.
 *
 * Defaults (nothing configured): the reference API is the upload service.
 * - Upload service: `{API}/upload` (`PUBLIC_UPLOAD_URL`), the client's `baseURL` option. The client
 *   appends `/base/`, `/multipart/start/`, `/multipart/complete/`, `/info/` to it.
 * - CDN: `{API}/ucarecdn/` — the client's `baseCDN` option (spelt so; there is no `cdnBase`). It
 *   MUST end in `/`: the client builds `cdnUrl` by appending `{uuid}/` to the base's path as is,
 *   so `…/ucarecdn` would give `…/ucarecdn{uuid}/`. ALWAYS pass `baseCDN`: without it the client
 *   derives an Uploadcare-hosted `https://{prefix}.ucarecd.net` from the public key.
 * - Public key: `demo-upload-key` (`PUBLIC_UPLOAD_KEY`); the client's `publicKey` option.
 * Production points `PUBLIC_UPLOAD_URL` at Uploadcare (`https://upload.uploadcare.com`, its CDN
 * `https://ucarecdn.com/`) with the project's public key.
 */

/** Path of the upload service under the reference API (`uploadFile(…, { baseURL })`). */
export const UPLOAD_SERVICE_PATH = '/upload';
/** Path of the CDN-like file URLs under the reference API (`uploadFile(…, { baseCDN })`), with its trailing slash. */
export const UPLOAD_CDN_PATH = '/ucarecdn/';
/** The reference API's demo public key: any other is refused by its upload service. */
export const DEMO_UPLOAD_PUBLIC_KEY = 'demo-upload-key';

/** Where the client uploads to and where files are served, for an API at `apiBase` (`http://localhost:8787`). */
export function uploadServiceUrls(apiBase: string): { baseURL: string; baseCDN: string } {
  const base = apiBase.replace(/\/+$/, '');
  return { baseURL: `${base}${UPLOAD_SERVICE_PATH}`, baseCDN: `${base}${UPLOAD_CDN_PATH}` };
}

/**
 * Limits (spec §9), the same numbers as `@uploadcare/upload-client`'s defaults: the largest file
 * (`UPLOAD_MAX_BYTES`, in ./receipt-limits.ts), from which size it goes multipart and in parts of
 * what size. `src/lib/upload-plan.ts` says what the client does with a file of a given size.
 */
export const MULTIPART_MIN_FILE_SIZE = 25 * 1024 * 1024;
export const MULTIPART_CHUNK_SIZE = 5 * 1024 * 1024;
/** `POST /api/files` (the API's own direct upload) takes what the client would send in one request: under 25 MB. */
export const DIRECT_UPLOAD_MAX_BYTES = MULTIPART_MIN_FILE_SIZE - 1;

/**
 * Error codes of the API's upload service that are about the file (the client throws `UploadError`
 * with `code` = one of these, and `response.error.statusCode`): too large (413), not a receipt type
 * by its bytes (422). Uploadcare's own names; anything else is "try again".
 */
export const UPLOAD_ERROR_CODES = { tooLarge: 'FileSizeLimitExceededError', wrongType: 'FileTypeForbiddenError' } as const;

export { RECEIPT_MIME_TYPES, UPLOAD_MAX_BYTES, type ReceiptMimeType } from './receipt-limits.ts';
