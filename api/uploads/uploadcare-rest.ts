import * as v from 'valibot';
import { RECEIPT_MIME_TYPES, UPLOAD_MAX_BYTES, type ReceiptMimeType } from '../../src/lib/contract/upload-limits.ts';

/*
 * Uploadcare's REST API, for one question (issue 12 §4): "what is file {uuid}?". When the shop
 * uploads receipts to Uploadcare itself (`API_UPLOAD_SERVICE=off`), the browser's file info names a
 * file our store never saw; before attaching it, the API asks Uploadcare with the project's secret
 * key and takes the name, size, type and address from that answer, never from the request.
 *
 * `GET {UPLOADCARE_API_URL}/files/{uuid}/` with `Accept: application/vnd.uploadcare-v0.7+json` and
 * `Authorization: Uploadcare.Simple {public key}:{secret key}` (REST API reference, "File info";
 * the secret goes only to Uploadcare, over HTTPS, and is never logged or answered). A 404 is an
 * unknown file; a 5xx, a 429, a refused key, a timeout or no answer is Uploadcare unavailable.
 */

/** REST API version this client speaks (the `Accept` header names it). */
export const UPLOADCARE_REST_ACCEPT = 'application/vnd.uploadcare-v0.7+json';
/** How long one lookup may take: a shopper is waiting on the attach. */
const LOOKUP_TIMEOUT_MS = 10_000;

/** What the API needs to reach Uploadcare's REST API. */
export interface UploadcareRest {
  apiUrl: string;
  publicKey: string;
  secretKey: string;
}

/** A file Uploadcare holds that passes the receipt checks. */
export interface RemoteReceipt {
  uuid: string;
  name: string;
  size: number;
  mimeType: ReceiptMimeType;
  cdnUrl: string;
}

/** What a lookup came to. */
export type RemoteLookup =
  | { kind: 'found'; file: RemoteReceipt }
  /** No such file, or one that is not a usable receipt (removed, not ready, wrong type, too big). */
  | { kind: 'unknown'; reason: string }
  /** Uploadcare did not answer usefully: nothing may be attached on its word now. */
  | { kind: 'unavailable'; reason: string };

// The fields of the file object this client reads; the others (variations, content_info, metadata…) are ignored.
const fileObject = v.object({
  uuid: v.string(),
  original_filename: v.string(),
  size: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  mime_type: v.string(),
  is_ready: v.boolean(),
  datetime_removed: v.nullish(v.string()),
  original_file_url: v.nullish(v.string()),
});

const isReceiptType = (type: string): type is ReceiptMimeType => (RECEIPT_MIME_TYPES as readonly string[]).includes(type);
const isWebUrl = (text: string) => {
  try {
    return ['https:', 'http:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

/** Asks Uploadcare's REST API about file `uuid` (a uuid the contract already validated). */
export async function lookUpUploadcareFile(rest: UploadcareRest, uuid: string, fetchImpl: typeof fetch = fetch): Promise<RemoteLookup> {
  let response: Response;
  try {
    response = await fetchImpl(`${rest.apiUrl}/files/${encodeURIComponent(uuid)}/`, {
      headers: { Accept: UPLOADCARE_REST_ACCEPT, Authorization: `Uploadcare.Simple ${rest.publicKey}:${rest.secretKey}` },
      redirect: 'error',
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: 'unavailable', reason: `no answer (${error instanceof Error ? error.name : 'error'})` };
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    // 400 is Uploadcare's answer to an id it cannot read, 404 to one it does not hold.
    if (response.status === 404 || response.status === 400) return { kind: 'unknown', reason: `answered ${response.status}` };
    // 401/403: the keys are wrong (the shop's setup, not the shopper's file); 429/5xx: busy or down.
    return { kind: 'unavailable', reason: `answered ${response.status}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { kind: 'unavailable', reason: 'answered something that is not JSON' };
  }
  const parsed = v.safeParse(fileObject, body);
  if (!parsed.success) return { kind: 'unavailable', reason: 'answered a file object this client cannot read' };
  const file = parsed.output;
  // The same checks a file of our own store passes (sniffed there; Uploadcare's own detection here).
  if (file.uuid !== uuid) return { kind: 'unknown', reason: 'answered another file' };
  if (file.datetime_removed) return { kind: 'unknown', reason: 'the file was removed' };
  if (!file.is_ready) return { kind: 'unknown', reason: 'the file is not ready' };
  if (!isReceiptType(file.mime_type)) return { kind: 'unknown', reason: `not a receipt type (${file.mime_type})` };
  if (file.size === 0 || file.size > UPLOAD_MAX_BYTES) return { kind: 'unknown', reason: `a size out of bounds (${file.size})` };
  if (!file.original_file_url || !isWebUrl(file.original_file_url)) return { kind: 'unknown', reason: 'no address to read the file at' };
  return { kind: 'found', file: { uuid, name: file.original_filename, size: file.size, mimeType: file.mime_type, cdnUrl: file.original_file_url } };
}
