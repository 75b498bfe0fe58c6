import type { Context } from 'hono';
import * as v from 'valibot';
import { fieldError, validationFailed } from './errors.ts';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Validates a route's query string against a contract schema; on failure, a ready 422. */
export function parseQuery<S extends v.GenericSchema>(c: Context, schema: S): Parsed<v.InferOutput<S>> {
  return answer(c, v.safeParse(schema, c.req.query()));
}

/**
 * Validates a JSON body against a contract schema; malformed JSON is a 422 too, never a 500.
 * Every body the API takes is a JSON object: an array is refused here, at the root, because
 * valibot's `object` and `strictObject` accept one (an array is an object to `typeof`), so a
 * schema whose fields are all optional (the searches) would read `[]` as "the first page".
 */
export async function parseBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    raw = undefined; // fails the schema (every body is an object), so the client learns why
  }
  if (Array.isArray(raw)) return { ok: false, response: fieldError(c, '_', 'Expected an object, not an array') };
  return answer(c, v.safeParse(schema, raw));
}

/** As `parseBody`, for the POST searches: an empty body means the schema's defaults (the first page). */
export async function parseSearchBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<Parsed<v.InferOutput<S>>> {
  if (!(await c.req.text()).trim()) return answer(c, v.safeParse(schema, {}));
  return parseBody(c, schema);
}

function answer<S extends v.GenericSchema>(c: Context, result: v.SafeParseResult<S>): Parsed<v.InferOutput<S>> {
  return result.success ? { ok: true, data: result.output } : { ok: false, response: validationFailed(c, result.issues) };
}
