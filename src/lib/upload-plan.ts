import { MULTIPART_CHUNK_SIZE, MULTIPART_MIN_FILE_SIZE, UPLOAD_MAX_BYTES } from './contract/upload-limits.ts';

/*
 * What `@uploadcare/upload-client` does with a file of a given size (spec §9), written down so a
 * test can hold the client and the API's upload service to it: one request below 25 MB; from
 * 25 MB, multipart in 5 MB parts (the last one what is left), one part URL per part. The client's
 * own rule (`isMultipart`: size >= multipartMinFileSize; parts sliced at index * chunkSize) is in
 * its dist/esm/index.*.mjs; the service answers `ceil(size / partSize)` part URLs, since the
 * client slices exactly that way and would lose bytes with fewer.
 */

/** The client's settings the plan depends on (its defaults unless a caller changes them). */
export interface UploadSettingsUsed {
  maxContentLength: number;
  multipartMinFileSize: number;
  multipartChunkSize: number;
}

export const UPLOAD_CLIENT_DEFAULTS: UploadSettingsUsed = {
  maxContentLength: UPLOAD_MAX_BYTES,
  multipartMinFileSize: MULTIPART_MIN_FILE_SIZE,
  multipartChunkSize: MULTIPART_CHUNK_SIZE,
};

/** How a file of `size` bytes travels, or why it does not. */
export type UploadPlan =
  | { kind: 'direct' }
  | { kind: 'multipart'; parts: number; partSize: number; lastPartSize: number }
  | { kind: 'too_large' }
  | { kind: 'empty' };

/** The plan for a file of `size` bytes under `settings`. */
export function uploadPlan(size: number, settings: UploadSettingsUsed = UPLOAD_CLIENT_DEFAULTS): UploadPlan {
  if (size <= 0) return { kind: 'empty' };
  if (size > settings.maxContentLength) return { kind: 'too_large' };
  if (size < settings.multipartMinFileSize) return { kind: 'direct' };
  const partSize = settings.multipartChunkSize;
  const parts = Math.ceil(size / partSize);
  return { kind: 'multipart', parts, partSize, lastPartSize: size - partSize * (parts - 1) };
}
