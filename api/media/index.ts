import { Hono } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import type { ErrorBody } from '../../src/lib/contract/index.ts';
import { parseQuery } from '../http/validate.ts';
import { imageExists } from './exists.ts';
import { ALLOWED_WIDTHS, CONTENT_TYPES, outputSize, parseMediaPath } from './keys.ts';
import { createMediaStore } from './render.ts';

export { mediaUrl, type MediaFormat } from './url.ts';
export { ALLOWED_WIDTHS } from './keys.ts';

const WIDTH_MESSAGE = `Width must be one of ${ALLOWED_WIDTHS.join(', ')}`;
const querySchema = v.object({
  w: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => /^\d+$/.test(value) && (ALLOWED_WIDTHS as readonly number[]).includes(Number(value)), WIDTH_MESSAGE),
      v.transform(Number),
    ),
  ),
});

const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const NOT_FOUND: ErrorBody = { message: 'Image not found' };

/**
 * Generated pictures, mounted at `/media`: `GET /media/{key}.{webp|avif|jpg|png}?w=…`.
 * Only keys of rows in `db` are drawn; every rendition is drawn once, then served from `cacheDir`;
 * answers are immutable.
 */
export function mediaRoutes(options: { cacheDir: string; db: DatabaseSync }): Hono {
  const store = createMediaStore(options.cacheDir);
  const exists = imageExists(options.db);

  return new Hono()
    .get('/:family/:file', async (c) => {
      const parsed = parseMediaPath(`${c.req.param('family')}/${c.req.param('file')}`);
      if (!parsed || !exists(parsed.key)) return c.json(NOT_FOUND, 404);
      const query = parseQuery(c, querySchema);
      if (!query.ok) return query.response;

      const { width, height } = outputSize(parsed.key, query.data.w);
      const image = await store.get(parsed.key, parsed.format, width, height);
      const headers = {
        'Cache-Control': CACHE_CONTROL,
        ETag: image.etag,
        'X-Media-Cache': image.cached ? 'hit' : 'miss',
      };
      if (c.req.header('If-None-Match') === image.etag) return c.body(null, 304, headers);
      return c.body(new Uint8Array(image.bytes), 200, { ...headers, 'Content-Type': CONTENT_TYPES[parsed.format] });
    })
    .get('*', (c) => c.json(NOT_FOUND, 404));
}
