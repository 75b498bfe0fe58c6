import type { Context } from 'hono';
import * as v from 'valibot';
import { editorIdSchema, editorSlugSchema } from '../../src/lib/contract/editor.ts';
import { validationFailed } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

function parsePath<S extends v.GenericSchema>(c: Context, schema: S): Parsed<v.InferOutput<S>> {
  const result = v.safeParse(schema, c.req.param());
  return result.success ? { ok: true, data: result.output } : { ok: false, response: validationFailed(c, result.issues) };
}

/** The record id of an editor route's path (`/products/12`), or a ready 422 (`/products/abc`). */
export const pathId = (c: Context) => parsePath(c, editorIdSchema);

/** The page slug of an editor route's path (`/content/about`), or a ready 422. */
export const pathSlug = (c: Context) => parsePath(c, editorSlugSchema);

/**
 * An editor write's path (`pathId` or `pathSlug`) and its body checked against `schema`, or the
 * ready 422 of the first that is wrong (the path's, so a bad address is refused before its body).
 */
export async function editRequest<P, S extends v.GenericSchema>(
  c: Context,
  path: (c: Context) => Parsed<P>,
  schema: S,
): Promise<Parsed<{ path: P; body: v.InferOutput<S> }>> {
  const where = path(c);
  if (!where.ok) return where;
  const body = await parseBody(c, schema);
  return body.ok ? { ok: true, data: { path: where.data, body: body.data } } : body;
}
