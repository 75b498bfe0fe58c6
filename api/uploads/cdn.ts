import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { UPLOAD_CDN_PATH } from '../../src/lib/contract/upload-limits.ts';
import { uploadUuid } from '../../src/lib/contract/uploads.ts';
import type { ApiDeps } from '../deps.ts';
import { jsonError } from '../http/errors.ts';
import { contentDisposition } from './names.ts';
import { tokenOpens } from './signed-urls.ts';
import { isImageType } from './sniff.ts';
import { storePaths, uploadRow } from './store.ts';

/*
 * The CDN-like file URLs (issue 12 §4), mounted at `/ucarecdn`: `GET /{uuid}/` and
 * `/{uuid}/{name}` serve a finished upload, as `https://ucarecdn.com/{uuid}/` does. A receipt is
 * personal (issue 22 §10): as with Uploadcare's signed URLs, a file is served only with
 * `?token=exp=…~acl=…~hmac=…` signed by this API for that file and not expired (signed-urls.ts;
 * the API mints one an hour long in each answer that lists receipts, to their customer or the
 * merchant). No token, a wrong, expired or another file's token: 403, checked before anything
 * is looked up, so it says nothing of whether the file exists. Image operations
 * (`/-/preview/…`) are not implemented: any further path serves the original.
 *
 * The type is the sniffed one (never the name's), with `nosniff` (set for every answer in app.ts).
 * As on Uploadcare's CDN, images are shown (`inline`) and anything else is downloaded
 * (`attachment`: a PDF is never opened in this origin's viewer), and every answer carries a
 * sandboxing CSP, so nothing served here can run a script or reach anything, whatever a browser
 * makes of it.
 */

/** The CSP of every file answer: a sandbox (an opaque origin, no scripts, forms or popups), nothing loaded but the file itself. */
export const FILE_CSP = "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'";

export function cdnRoutes({ db, config, clock }: ApiDeps): Hono {
  const paths = storePaths(config.uploads.dir);
  const serve = async (c: Context) => {
    // The path under the CDN's root, as sent (`/{uuid}/`, `/{uuid}/{name}`): what a token's acl must cover.
    const path = new URL(c.req.url).pathname.slice(UPLOAD_CDN_PATH.length - 1);
    if (!tokenOpens(config.uploads.urlSecret, c.req.query('token'), path, clock.now())) return jsonError(c, 403, 'Forbidden');
    const uuid = v.safeParse(uploadUuid, c.req.param('uuid'));
    const row = uuid.success ? uploadRow(db, uuid.output) : undefined;
    if (!row || row.state !== 'ready' || row.source !== 'store' || !row.mime_type) return jsonError(c, 404, 'File not found');
    const file = paths.file(row.uuid);
    const info = await stat(file).catch(() => undefined);
    if (!info) return jsonError(c, 404, 'File not found');
    c.header('Content-Type', row.mime_type);
    c.header('Content-Length', String(info.size));
    c.header('Content-Disposition', contentDisposition(row.name, isImageType(row.mime_type) ? 'inline' : 'attachment'));
    c.header('Content-Security-Policy', FILE_CSP);
    // A receipt is personal and its link short-lived: kept by no cache, the token sent on to no one.
    c.header('Cache-Control', 'private, no-store');
    c.header('Referrer-Policy', 'no-referrer');
    // The shop (another origin) links to it and the editor screen shows its images.
    c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(Readable.toWeb(createReadStream(file)) as ReadableStream, 200);
  };
  return new Hono().get('/:uuid/', serve).get('/:uuid/*', serve);
}
