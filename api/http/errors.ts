import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import type { ErrorBody } from '../../src/lib/contract/index.ts';

/** Turns a zod error into field errors keyed by dotted paths (`address.city`, `items.0.qty`). */
export function fieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** A 422 answer in the contract's shape. */
export function validationFailed(c: Context, error: ZodError) {
  const body: ErrorBody = { message: 'Validation failed', errors: fieldErrors(error) };
  return c.json(body, 422);
}

/** A JSON error answer for any status. */
export function jsonError(c: Context, status: 400 | 401 | 403 | 404 | 409 | 500, message: string) {
  const body: ErrorBody = { message };
  return c.json(body, status);
}

/** The 413 answer of a request body over the size limit (used by the body-limit middleware). */
export function payloadTooLarge(c: Context) {
  return c.json({ message: 'Payload Too Large' } satisfies ErrorBody, 413);
}

/** Last-resort handler: never leak a stack trace, always answer JSON. */
export function onError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json({ message: error.message || 'Request failed' } satisfies ErrorBody, status);
  }
  console.error('[api] unhandled error', error);
  return jsonError(c, 500, 'Internal Server Error');
}
