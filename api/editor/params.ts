import type { Context } from 'hono';
import * as v from 'valibot';
import { editorIdSchema, editorSlugSchema } from '../../src/lib/contract/editor.ts';
import { validationFailed } from '../http/errors.ts';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

function parsePath<S extends v.GenericSchema>(c: Context, schema: S): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, c.req.param());
  return result.success ? { ok: true, data: result.output } : { ok: false, response: validationFailed(c, result.issues) };
}

/** The record id of an editor route's path (`/products/12`), or a ready 422 (`/products/abc`). */
export const pathId = (c: Context) => parsePath(c, editorIdSchema);

/** The page slug of an editor route's path (`/content/about`), or a ready 422. */
export const pathSlug = (c: Context) => parsePath(c, editorSlugSchema);
