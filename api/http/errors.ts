import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { BaseIssue } from 'valibot';
import { issuesByPath, type ErrorBody } from '../../src/lib/contract/index.ts';

/** A 422 answer in the contract's shape: field errors keyed by dotted paths (`address.city`). */
export function validationFailed(c: Context, issues: readonly BaseIssue<unknown>[]) {
  const body: ErrorBody = { message: 'Validation failed', errors: issuesByPath(issues) };
  return c.json(body, 422);
}

/** A 422 about one field that the schema could not judge (a wrong current password, a used reset link). */
export function fieldError(c: Context, field: string, message: string) {
  const body: ErrorBody = { message: 'Validation failed', errors: { [field]: [message] } };
  return c.json(body, 422);
}

/** A JSON error answer for any status. */
export function jsonError(c: Context, status: 400 | 401 | 403 | 404 | 409 | 500, message: string) {
  const body: ErrorBody = { message };
  return c.json(body, status);
}

/**
 * The 429 of a rate limit: `Retry-After` in seconds (the shop's forms say when to try again from
 * it, and CORS exposes it) and a message naming the limit and the wait in minutes.
 */
export function tooManyRequests(c: Context, retryAfterSeconds: number, what: string) {
  c.header('Retry-After', String(retryAfterSeconds));
  const body: ErrorBody = { message: `${what}. Try again in ${Math.ceil(retryAfterSeconds / 60)} minutes.` };
  return c.json(body, 429);
}

/**
 * The 413 answer of a request body over the size limit (used by the body-limit middleware). It
 * says `Connection: close` because the server stops reading the body and drops the connection: a
 * client told keep-alive would send its next request into a socket about to close.
 */
export function payloadTooLarge(c: Context) {
  c.header('Connection', 'close');
  return c.json({ message: 'Payload Too Large' } satisfies ErrorBody, 413);
}

/** The JSON 404 of a path no route answers. */
export function notFound(c: Context) {
  return jsonError(c, 404, `Not found: ${c.req.path}`);
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
