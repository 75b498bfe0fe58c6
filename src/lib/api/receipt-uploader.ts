import { CancelError, NetworkError, UploadError, uploadFile, type UploadcareFile } from '@uploadcare/upload-client';
import { PUBLIC_API_URL, PUBLIC_UPLOAD_CDN_URL, PUBLIC_UPLOAD_KEY, PUBLIC_UPLOAD_URL } from 'astro:env/client';
import { UPLOAD_ERROR_CODES } from '../contract/upload-limits.ts';
import type { UploadedFileInfo } from '../contract/upload-requests.ts';
import type { ReceiptUploader, UploadFailure } from '../receipt-file.ts';
import { uploadSettingsOf } from '../upload-settings.ts';

/*
 * The upload service's client (issue 12 §4): `@uploadcare/upload-client` with its own defaults,
 * which are spec §9's (50 MB, multipart from 25 MB in 5 MB parts, 4 at once, retries, polling).
 * Loaded only when a shopper picks a file (`src/stores/receipt-upload.ts` imports it then): it
 * weighs more than a receipt screen's own code.
 */

const settings = uploadSettingsOf({ apiUrl: PUBLIC_API_URL, uploadUrl: PUBLIC_UPLOAD_URL, uploadKey: PUBLIC_UPLOAD_KEY, cdnUrl: PUBLIC_UPLOAD_CDN_URL });

// The service's error codes that mean "this file", not "this moment": the API's service answers the
// contract's two; Uploadcare has a few more names for the same refusals.
const TOO_LARGE: readonly string[] = [UPLOAD_ERROR_CODES.tooLarge, 'MultipartFileSizeLimitExceededError', 'MultipartUploadSizeTooLargeError', 'RequestSizeLimitExceededError'];
const WRONG_TYPE: readonly string[] = [UPLOAD_ERROR_CODES.wrongType, 'FileInfectedError'];

/** Why the client's promise rejected, in the shop's words for it. */
export function uploadFailureOf(error: unknown): UploadFailure {
  if (error instanceof CancelError) return 'cancelled';
  if (error instanceof NetworkError) return 'network';
  if (error instanceof UploadError) {
    const status = error.response?.error?.statusCode;
    if ((error.code && TOO_LARGE.includes(error.code)) || status === 413) return 'too_large';
    if ((error.code && WRONG_TYPE.includes(error.code)) || status === 415) return 'type';
    if (error.code === 'RequestThrottledError' || status === 429) return 'busy';
  }
  // A chunk that failed to load, or anything unforeseen: the shopper can only try again.
  return 'refused';
}

/** The spec's file info (§3) of what the client resolved: the fields the API is sent. */
export function fileInfoOf(file: UploadcareFile): UploadedFileInfo {
  const { uuid, name, size, isStored, isImage, mimeType, cdnUrl, originalFilename } = file;
  return { uuid, name, size, isStored, isImage, mimeType, cdnUrl, originalFilename };
}

/** Uploads `file` with the configured service; progress as a share, cancelled by `signal`. */
export const uploadReceiptFile: ReceiptUploader = async (file, { signal, onProgress }) => {
  try {
    const stored = await uploadFile(file, {
      ...settings,
      fileName: file.name,
      store: 'auto',
      signal,
      onProgress: (progress) => onProgress(progress.isComputable ? progress.value : null),
    });
    return { ok: true, file: fileInfoOf(stored) };
  } catch (error) {
    // Aborted between the client's steps, it may reject with what was in flight: the shopper's word stands.
    return { ok: false, reason: signal.aborted ? 'cancelled' : uploadFailureOf(error) };
  }
};
