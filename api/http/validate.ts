import type { Context } from 'hono';
import type { z } from 'zod';
import { validationFailed } from './errors.ts';

type Parsed<T> = { ok: true; data: T } | { ok: false; response: Response };

/** Validates a route's query string against a contract schema; on failure, a ready 422. */
export function parseQuery<S extends z.ZodType>(c: Context, schema: S): Parsed<z.output<S>> {
  const result = schema.safeParse(c.req.query());
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: validationFailed(c, result.error) };
}

/** Validates a JSON body against a contract schema; malformed JSON is a 422 too, never a 500. */
export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<Parsed<z.output<S>>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    raw = undefined;
  }
  const result = schema.safeParse(raw);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, response: validationFailed(c, result.error) };
}
