import { rm } from 'node:fs/promises';
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { MULTIPART_CHUNK_SIZE, UPLOAD_ERROR_CODES, UPLOAD_MAX_BYTES } from '../../src/lib/contract/upload-limits.ts';
import { uploadUuid } from '../../src/lib/contract/uploads.ts';
import type { ApiDeps } from '../deps.ts';
import { safeEqual } from '../http/auth.ts';
import { declaredTooLarge, receiveForm } from './form-stream.ts';
import { declaredBytes, quotaClient, uploadQuota } from './quota.ts';
import { multipartUploads, NOT_FOUND, partSizeOf, partTokenOk, TYPE_REFUSED, type UploadProblem } from './multipart.ts';
import { receiptName } from './names.ts';
import { isImageType } from './sniff.ts';
import { admitFile, cdnUrlOf, ensureStore, isAttached, recordReadyFile, storePaths, uploadRow, type UploadRow } from './store.ts';

/*
 * The reference API's upload service (issue 12 §4), mounted at `/upload`: the part of Uploadcare's
 * Upload API that `@uploadcare/upload-client`'s `uploadFile` calls, read from its source
 * (dist/esm/index.node.mjs, v6.21): `POST /base/` (a direct upload, below 25 MB), `POST
 * /multipart/start/` (answers one part URL per part: ours, `PUT /multipart/part/{uuid}/{n}?token=`),
 * the part PUTs, `POST /multipart/complete/` (their rules in `multipart.ts`), and `GET /info/`,
 * which the client polls until `is_ready`. Answers are snake_case JSON (the client camelises them); an error is
 * `{ error: { content, status_code, error_code } }` with that status, as with `jsonerrors=1`.
 *
 * The service knows no customer: the public key only says which shop. Its uuid (122 random bits)
 * lets the uploading browser ask `/info/` and attach the file, as on Uploadcare; attaching it to a
 * sale is what takes a customer (`attachments.ts`), and a file belongs to one sale at most. The
 * uuid does not open the file: `/ucarecdn/` serves it only with a signed link (cdn.ts,
 * signed-urls.ts), which the client never needs (it builds `cdnUrl` as text and never fetches it).
 */

/** Part sizes a multipart start may ask for: the client's 5 MB default, and sane bounds around it. */
const MIN_PART_SIZE = 1024 * 1024;
const MAX_PART_SIZE = UPLOAD_MAX_BYTES;
/** Start, complete and info carry a few short fields: their bodies are small. */
const SMALL_BODY_BYTES = 64 * 1024;

const wholeNumber = v.pipe(v.string(), v.regex(/^(?:0|[1-9]\d{0,15})$/), v.transform(Number));
const startSchema = v.object({
  UPLOADCARE_PUB_KEY: v.string(),
  filename: v.optional(v.string(), ''),
  size: wholeNumber,
  part_size: v.optional(wholeNumber, String(MULTIPART_CHUNK_SIZE)),
});
const completeSchema = v.object({ UPLOADCARE_PUB_KEY: v.string(), uuid: uploadUuid });
const infoSchema = v.object({ pub_key: v.string(), file_id: uploadUuid });
const partParamsSchema = v.object({ uuid: uploadUuid, index: v.pipe(wholeNumber, v.minValue(1)) });

type Status = 400 | 403 | 404 | 409 | 413 | 422 | 429;

/**
 * The quota's refusal (quota.ts): 429 with `Retry-After`. Not Uploadcare's `RequestThrottledError`,
 * which the client would sit out (up to an hour) before retrying: it gives up at once, and the shop
 * says the service is busy (it reads the 429).
 */
const QUOTA_ERROR_CODE = 'UploadQuotaExceededError';

/** An Upload API error, as the client reads it (`error.content`, `error.errorCode`). */
function uploadError(c: Context, status: Status, errorCode: string, content: string) {
  // A refused body may not have been read to its end: the connection cannot be reused.
  if (status === 413) c.header('Connection', 'close');
  return c.json({ error: { content, status_code: status, error_code: errorCode } }, status);
}
/** The answer to an `UploadProblem` of `multipart.ts`. */
const sendProblem = (c: Context, { status, code, content }: UploadProblem) => uploadError(c, status, code, content);

/** A file's info as the Upload API answers `/info/` and `/multipart/complete/`. */
export function uploadcareInfoOf(db: DatabaseSync, row: UploadRow) {
  return {
    uuid: row.uuid,
    file_id: row.uuid,
    size: row.size,
    total: row.size,
    done: row.size,
    is_ready: row.state === 'ready',
    is_stored: isAttached(db, row.uuid),
    is_image: row.mime_type ? isImageType(row.mime_type) : null,
    mime_type: row.mime_type,
    filename: row.name,
    original_filename: row.name,
    image_info: null,
    video_info: null,
    content_info: null,
    metadata: {},
    s3_bucket: null,
  };
}

/** The upload service's routes, for `deps.config.uploads`. */
export function uploadServiceRoutes({ db, config, clock }: ApiDeps): Hono {
  const paths = storePaths(config.uploads.dir);
  ensureStore(paths);
  const keyOk = (key: string) => safeEqual(key, config.uploads.publicKey);
  const small = bodyLimit({ maxSize: SMALL_BODY_BYTES, onError: (c) => uploadError(c, 413, 'RequestSizeLimitExceededError', 'Request body too large') });
  const multipart = multipartUploads(db, paths);
  const quota = uploadQuota(db, config.uploadQuota);
  /** Counts an upload of `bytes` against the caller's hour, or answers the 429 that refuses it. */
  const overQuota = (c: Context, bytes: number) => {
    const answer = quota.admit(quotaClient(c), bytes, clock.now());
    if (answer.ok) return undefined;
    c.header('Retry-After', String(answer.retryAfterSeconds));
    // A direct upload's body is refused unread: the connection cannot be reused.
    c.header('Connection', 'close');
    return uploadError(c, 429, QUOTA_ERROR_CODE, `Too many uploads from this address: try again in ${Math.ceil(answer.retryAfterSeconds / 60)} minutes`);
  };

  const formOf = async (c: Context): Promise<Record<string, string>> => {
    try {
      const body = await c.req.parseBody();
      return Object.fromEntries(Object.entries(body).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    } catch {
      return {};
    }
  };

  return new Hono()
    .post('/base/', async (c) => {
      if (declaredTooLarge(c.req.raw, UPLOAD_MAX_BYTES)) return uploadError(c, 413, UPLOAD_ERROR_CODES.tooLarge, 'File is too large: 50 MB at most');
      // Counted before a byte is read (the body is left unread: the connection closes).
      const refused = overQuota(c, declaredBytes(c, UPLOAD_MAX_BYTES));
      if (refused) return refused;
      ensureStore(paths);
      const form = await receiveForm(c.req.raw, { fileField: 'file', maxFileBytes: UPLOAD_MAX_BYTES, scratchPath: paths.scratch() });
      if (!form.ok) {
        if (form.problem === 'too_large') return uploadError(c, 413, UPLOAD_ERROR_CODES.tooLarge, 'File is too large: 50 MB at most');
        return uploadError(c, 400, form.problem === 'no_file' ? 'FileRequiredError' : 'RequestParamRequiredError', 'A multipart form with a `file` is required');
      }
      if (!keyOk(form.fields['UPLOADCARE_PUB_KEY'] ?? '')) {
        await rm(form.file.path, { force: true });
        return uploadError(c, 403, 'ProjectPublicKeyInvalidError', 'UPLOADCARE_PUB_KEY is invalid');
      }
      const admitted = await admitFile(paths, form.file);
      if (!admitted.ok) {
        return admitted.problem === 'empty' ? uploadError(c, 400, 'FileEmptyError', 'The file is empty') : uploadError(c, 422, UPLOAD_ERROR_CODES.wrongType, TYPE_REFUSED);
      }
      const name = receiptName(form.file.filename, admitted.mimeType);
      recordReadyFile(db, { uuid: admitted.uuid, via: 'upload_service', name, size: form.file.bytes, mimeType: admitted.mimeType, cdnUrl: cdnUrlOf(config.publicUrl, admitted.uuid) }, clock.now());
      return c.json({ file: admitted.uuid });
    })
    .post('/multipart/start/', small, async (c) => {
      const parsed = v.safeParse(startSchema, await formOf(c));
      if (!parsed.success) return uploadError(c, 400, 'RequestParamRequiredError', 'size, part_size and UPLOADCARE_PUB_KEY are required');
      const { UPLOADCARE_PUB_KEY: key, filename, size, part_size: partSize } = parsed.output;
      if (!keyOk(key)) return uploadError(c, 403, 'ProjectPublicKeyInvalidError', 'UPLOADCARE_PUB_KEY is invalid');
      if (size > UPLOAD_MAX_BYTES) return uploadError(c, 413, UPLOAD_ERROR_CODES.tooLarge, 'File is too large: 50 MB at most');
      if (size < 1) return uploadError(c, 400, 'FileEmptyError', 'The file is empty');
      if (partSize < MIN_PART_SIZE || partSize > MAX_PART_SIZE) return uploadError(c, 400, 'MultipartPartSizeInvalidError', 'part_size must be between 1 MB and 50 MB');
      // The whole file counts at its start: its parts are bound to the size declared here.
      const refused = overQuota(c, size);
      if (refused) return refused;
      const partBase = `${config.publicUrl.replace(/\/+$/, '')}/upload/multipart/part`;
      return c.json(multipart.start({ name: filename, size, partSize, partBase, cdnUrl: (uuid) => cdnUrlOf(config.publicUrl, uuid) }, clock.now()));
    })
    .put('/multipart/part/:uuid/:index', async (c) => {
      const params = v.safeParse(partParamsSchema, c.req.param());
      const row = params.success ? uploadRow(db, params.output.uuid) : undefined;
      // One answer for an unknown upload, a wrong token and a token of another part: nothing to probe.
      if (!params.success || !row || row.via !== 'upload_service' || !partTokenOk(row, params.output.index, c.req.query('token') ?? '')) {
        return sendProblem(c, NOT_FOUND);
      }
      // A valid token names a part that exists: tokens are made only for parts 1 … parts_total.
      const index = params.output.index;
      const declared = c.req.header('content-length');
      if (declared !== undefined && Number(declared) !== partSizeOf(row, index)) {
        c.header('Connection', 'close');
        return uploadError(c, 400, 'MultipartPartSizeMismatchError', `Part ${index} must be ${partSizeOf(row, index)} bytes`);
      }
      ensureStore(paths);
      const taken = await multipart.receivePart(row, index, c.req.raw.body ?? emptyBody());
      if (taken.ok) return c.body(null, 200);
      // A refused body may not have been read to its end: the connection cannot be reused.
      c.header('Connection', 'close');
      return sendProblem(c, taken);
    })
    .post('/multipart/complete/', small, async (c) => {
      const parsed = v.safeParse(completeSchema, await formOf(c));
      if (!parsed.success) return uploadError(c, 400, 'RequestParamRequiredError', 'uuid and UPLOADCARE_PUB_KEY are required');
      if (!keyOk(parsed.output.UPLOADCARE_PUB_KEY)) return uploadError(c, 403, 'ProjectPublicKeyInvalidError', 'UPLOADCARE_PUB_KEY is invalid');
      const row = uploadRow(db, parsed.output.uuid);
      if (!row || row.via !== 'upload_service') return sendProblem(c, NOT_FOUND);
      // A repeated complete (the client retried after a lost answer) gets the same file.
      if (row.state === 'ready') return c.json(uploadcareInfoOf(db, row));
      ensureStore(paths);
      const completed = await multipart.complete(row, () => clock.now());
      return completed.ok ? c.json(uploadcareInfoOf(db, completed.row)) : sendProblem(c, completed);
    })
    .get('/info/', (c) => {
      const parsed = v.safeParse(infoSchema, c.req.query());
      if (!parsed.success) return uploadError(c, 400, 'RequestParamRequiredError', 'pub_key and file_id are required');
      if (!keyOk(parsed.output.pub_key)) return uploadError(c, 403, 'ProjectPublicKeyInvalidError', 'pub_key is invalid');
      const row = uploadRow(db, parsed.output.file_id);
      if (!row || row.state !== 'ready') return uploadError(c, 404, 'FileNotFoundError', 'File is not found');
      return c.json(uploadcareInfoOf(db, row));
    });
}

async function* emptyBody(): AsyncIterable<Uint8Array> {}
