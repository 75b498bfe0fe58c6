import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';

/*
 * Raw uploads for the tests of the upload paths (issue 12 §4): bodies generated as they are sent
 * (a 50 MB one is never held in memory here either), cut short on purpose, or sent with a length
 * that lies. Answers are read whole (they are small JSON).
 */

/** What came back: the status and the body as JSON (undefined when not JSON), or the network error. */
export interface WireAnswer {
  status: number;
  json: any;
  headers: Record<string, string | string[] | undefined>;
}

/** An answer's body as JSON, or undefined when it is not JSON. */
function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A body as chunks made on demand: `head`, then random filler up to `size` bytes. */
function* filler(head: Buffer, size: number, chunk = 256 * 1024): Generator<Buffer> {
  if (size <= head.length) {
    yield head.subarray(0, size);
    return;
  }
  yield head;
  for (let sent = head.length; sent < size; sent += chunk) yield randomBytes(Math.min(chunk, size - sent));
}

interface SendOptions {
  method?: string;
  headers?: Record<string, string>;
  /** Declared `Content-Length` (default: the real one; `null` sends the body chunked). */
  contentLength?: number | null;
  /** Stop after this many body bytes and drop the connection (a client that went away). */
  cutAfter?: number;
  /** Told the body bytes sent so far, after each chunk. */
  onSent?: (bytes: number) => void;
}

/** Sends `parts` (buffers or generators of them) as one body to `url`. */
export function sendBody(url: string, parts: Iterable<Buffer>[], length: number, options: SendOptions = {}): Promise<WireAnswer> {
  const { hostname, port, pathname, search } = new URL(url);
  const headers: Record<string, string> = { ...options.headers };
  const declared = options.contentLength === undefined ? length : options.contentLength;
  if (declared !== null) headers['Content-Length'] = String(declared);
  return new Promise<WireAnswer>((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: pathname + search, method: options.method ?? 'POST', headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, json: jsonOf(Buffer.concat(chunks).toString('utf8')), headers: res.headers });
      });
    });
    req.on('error', reject);
    let sent = 0;
    const write = async () => {
      for (const part of parts) {
        for (const chunk of part) {
          if (req.destroyed) return;
          const room = options.cutAfter === undefined ? chunk.length : Math.min(chunk.length, options.cutAfter - sent);
          if (room < chunk.length) {
            if (room > 0) req.write(chunk.subarray(0, room));
            // Give the bytes a moment to leave, then drop the connection mid-body.
            setTimeout(() => {
              req.destroy();
              resolve({ status: 0, json: undefined, headers: {} });
            }, 50);
            return;
          }
          sent += chunk.length;
          options.onSent?.(sent);
          if (!req.write(chunk)) await new Promise((next) => req.once('drain', next));
        }
      }
      req.end();
    };
    write().catch(reject);
  });
}

/**
 * Posts a multipart form to `url`: `fields`, and a file part `fileField` of `size` bytes that
 * starts with `head`, generated as it goes.
 */
export function postForm(
  url: string,
  form: { fields?: Record<string, string>; fileField?: string; fileName?: string; head: Buffer; size: number; fieldsFirst?: boolean },
  options: SendOptions = {},
): Promise<WireAnswer> {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const fieldParts = Object.entries(form.fields ?? {}).map(
    ([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  const fileHeader = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${form.fileField ?? 'file'}"; filename="${form.fileName ?? 'receipt.jpg'}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const end = Buffer.from(`\r\n--${boundary}--\r\n`);
  const fields = Buffer.concat(fieldParts);
  // As @uploadcare/upload-client sends it: the file first, then the fields (unless asked otherwise).
  const parts: Iterable<Buffer>[] = form.fieldsFirst
    ? [[fields], [fileHeader], filler(form.head, form.size), [end]]
    : [[fileHeader], filler(form.head, form.size), [Buffer.from('\r\n')], [fields.length ? fields : Buffer.alloc(0)], [Buffer.from(`--${boundary}--\r\n`)]];
  const length = form.fieldsFirst
    ? fields.length + fileHeader.length + form.size + end.length
    : fileHeader.length + form.size + 2 + fields.length + Buffer.byteLength(`--${boundary}--\r\n`);
  return sendBody(url, parts, length, { ...options, headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, ...options.headers } });
}

/** A small multipart form of plain fields (multipart start and complete, as the client sends them). */
export async function postFields(url: string, fields: Record<string, string>): Promise<WireAnswer> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(url, { method: 'POST', body });
  return { status: response.status, json: jsonOf(await response.text()), headers: Object.fromEntries(response.headers) };
}

/** PUTs one part of `size` bytes starting with `head` to its part URL. */
export function putPart(url: string, head: Buffer, size: number, options: SendOptions = {}): Promise<WireAnswer> {
  return sendBody(url, [filler(head, size)], size, { ...options, method: 'PUT', headers: { 'Content-Type': 'application/octet-stream', ...options.headers } });
}

/** PUTs exactly `body` to a part URL. */
export function putBytes(url: string, body: Buffer): Promise<WireAnswer> {
  return sendBody(url, [[body]], body.length, { method: 'PUT', headers: { 'Content-Type': 'application/octet-stream' } });
}
