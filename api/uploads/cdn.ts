import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { uploadUuid } from '../../src/lib/contract/uploads.ts';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import { contentDisposition } from './names.ts';
import { storePaths, uploadRow } from './store.ts';

/*
 * The CDN-like file URLs (issue 12 §4), mounted at `/ucarecdn`: `GET /{uuid}/` and
 * `/{uuid}/{name}` serve a finished upload, as `https://ucarecdn.com/{uuid}/` does. Like
 * Uploadcare's CDN, the uuid is the key: no sign-in (an <img> cannot send one). Image operations
 * (`/-/preview/…`) are not implemented: any further path serves the original.
 *
 * The type is the sniffed one (never the name's), with `nosniff` (set for every answer in app.ts)
 * so a browser takes it as said; the name goes out as a safe Content-Disposition.
 */
export function cdnRoutes({ db, config }: ApiDeps): Hono {
  const paths = storePaths(config.uploads.dir);
  const serve = async (c: Context) => {
    const uuid = v.safeParse(uploadUuid, c.req.param('uuid'));
    const row = uuid.success ? uploadRow(db, uuid.output) : undefined;
    if (!row || row.state !== 'ready' || !row.mime_type) return jsonError(c, 404, 'File not found');
    const file = paths.file(row.uuid);
    const info = await stat(file).catch(() => undefined);
    if (!info) return jsonError(c, 404, 'File not found');
    const pdf = row.mime_type === 'application/pdf';
    c.header('Content-Type', row.mime_type);
    c.header('Content-Length', String(info.size));
    c.header('Content-Disposition', contentDisposition(row.name, 'inline'));
    // A receipt is personal: kept by the browser, not by shared caches.
    c.header('Cache-Control', 'private, max-age=86400');
    // An image shown on its own needs nothing else; a PDF goes to the browser's viewer (which a CSP would block).
    if (!pdf) c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'");
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
  };
  return new Hono().get('/:uuid/', serve).get('/:uuid/*', serve);
}
