import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { rm } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { receiveToFile } from './store.ts';

/*
 * A multipart/form-data body read as it arrives (issue 12 §4): its one file goes straight to a
 * temporary file on disk, its fields (a few short strings) are kept. Hono's `parseBody` would
 * buffer the whole body (50 MB) in memory first; busboy parses the stream instead.
 */

/** Room for the form's own bytes (boundaries, part headers, the few fields) beside the file. */
export const FORM_OVERHEAD_BYTES = 64 * 1024;
/** How far past the limit a refused body is still read, so the client gets the 413 instead of a reset. */
const DRAIN_BYTES = 1024 * 1024;

/** The file a form carried, in a temporary file the caller moves into place or deletes. */
export interface FormFile {
  path: string;
  bytes: number;
  head: Buffer;
  /** The name the sender gave (only ever shown, never a path). */
  filename: string;
}

export type FormResult =
  | { ok: true; fields: Record<string, string>; file: FormFile }
  | { ok: false; problem: 'too_large' | 'no_file' | 'malformed'; fields: Record<string, string> };

/** Whether a request's declared length already says its file is over `maxFileBytes` (then nothing need be read). */
export function declaredTooLarge(request: Request, maxFileBytes: number): boolean {
  const declared = Number(request.headers.get('content-length') ?? '');
  return Number.isFinite(declared) && declared > maxFileBytes + FORM_OVERHEAD_BYTES;
}

/**
 * Reads `request`'s multipart body: the part named `fileField` (the first such) to `scratchPath`,
 * at most `maxFileBytes` of it; other files are skipped. Whatever goes wrong (too large, not a
 * form, the client cut off), the temporary file is gone when this resolves.
 */
export function receiveForm(
  request: Request,
  { fileField, maxFileBytes, scratchPath }: { fileField: string; maxFileBytes: number; scratchPath: string },
): Promise<FormResult> {
  // Keyed by what the client sent: no prototype, so a `__proto__` or `constructor` field is a field like any other.
  const fields: Record<string, string> = Object.create(null);
  const contentType = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(contentType) || !request.body) return Promise.resolve({ ok: false, problem: 'malformed', fields });
  let parser: InstanceType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: { files: 1, fileSize: maxFileBytes, fields: 20, fieldSize: 8 * 1024, parts: 24, headerPairs: 20 },
    });
  } catch {
    return Promise.resolve({ ok: false, problem: 'malformed', fields });
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);

  return new Promise<FormResult>((resolve) => {
    let file: BusboyFileStream | undefined;
    let job: Promise<{ bytes: number; head: Buffer; over: boolean; filename: string }> | undefined;
    let settled = false;
    let raw = 0;

    const fail = async (problem: 'too_large' | 'no_file' | 'malformed', cause?: Error) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      if (problem !== 'too_large' || raw > maxFileBytes + FORM_OVERHEAD_BYTES + DRAIN_BYTES) source.destroy();
      else source.resume(); // read the rest away (bounded below), so the answer reaches the client
      file?.destroy(cause ?? new Error(problem));
      await job?.catch(() => undefined);
      await rm(scratchPath, { force: true });
      resolve({ ok: false, problem, fields });
    };

    parser.on('file', (name, stream, filename) => {
      // A form cut short makes busboy emit 'error' on the file's stream too, possibly after its
      // reader is done with it: unheard, that error would crash the whole API. The parser's own
      // 'error' (below) and the reader's failure are what this function goes by.
      stream.on('error', () => undefined);
      if (name !== fileField || job) {
        stream.resume();
        return;
      }
      file = stream;
      // busboy stops passing bytes on at `fileSize` (and marks the stream truncated); the store counts on its own too.
      job = receiveToFile(stream, scratchPath, { maxBytes: maxFileBytes, drainBytes: 0 }).then((received) => ({
        ...received,
        over: received.over || stream.truncated,
        filename,
      }));
      job.catch(() => undefined);
    });
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('finish', () => {
      if (settled) return;
      if (!job) return void fail('no_file');
      job.then(
        async (received) => {
          if (settled) return;
          if (received.over) return void fail('too_large');
          settled = true;
          resolve({ ok: true, fields, file: { path: scratchPath, bytes: received.bytes, head: received.head, filename: received.filename } });
        },
        () => void fail('malformed'),
      );
    });
    parser.on('error', (error) => void fail('malformed', error instanceof Error ? error : undefined));
    source.on('data', (chunk: Buffer) => {
      raw += chunk.length;
      // A body far past any allowed size (a stream with no end): stop reading it at all.
      if (raw > maxFileBytes + FORM_OVERHEAD_BYTES + DRAIN_BYTES) {
        if (settled) source.destroy();
        else void fail('too_large');
      }
    });
    // The client went away mid-body (or the body is cut short): nothing is kept.
    source.on('error', (error) => void fail('malformed', error));
    source.pipe(parser);
  });
}
