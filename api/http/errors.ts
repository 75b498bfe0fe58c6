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

/** How many kinds of unexpected error `errorLog` tells apart; kinds past it share one count. */
const ERROR_KINDS_KEPT = 100;
/** Longest request or error message a log line quotes: the path and the message may be the client's. */
const QUOTED_MAX = 200;

/** `text` for one log line: at most `QUOTED_MAX` characters, control characters (a line break) escaped. */
const quoted = (text: string) =>
  (text.length > QUOTED_MAX ? `${text.slice(0, QUOTED_MAX)}…` : text).replace(/\p{Cc}/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * The log of unexpected errors (the 500s): each kind of error (its name and where it was thrown)
 * is written once with its stack; the same kind again writes one line, without the stack, at
 * its 2nd, 4th, 8th … time, so a client repeating a request that fails cannot flood the log with
 * traces (issue 22 §5), and a real fault is still seen, with how often it happens.
 */
export function errorLog(write: (...parts: unknown[]) => void = (...parts) => console.error(...parts)) {
  const seen = new Map<string, number>();
  let others = 0;
  return (error: unknown, request: string) => {
    const where = quoted(request);
    const name = error instanceof Error ? error.name : typeof error;
    const message = quoted(error instanceof Error ? error.message : String(error));
    // Where it was thrown: the first frames of the stack (a library's own frame alone would lump its callers together).
    const frames = error instanceof Error ? (error.stack?.split('\n').map((line) => line.trim()).filter((line) => line.startsWith('at ')).slice(0, 3) ?? []) : [];
    const frame = frames[0] ?? '';
    const kind = `${name} ${frames.join(' ') || message}`;
    const count = seen.get(kind) ?? (seen.size < ERROR_KINDS_KEPT ? 0 : undefined);
    if (count === undefined) {
      others += 1;
      if ((others & (others - 1)) === 0) write(`[api] unhandled error (${others} of kinds past the first ${ERROR_KINDS_KEPT}), the last at ${where}: ${name}: ${message}`);
      return;
    }
    seen.set(kind, count + 1);
    if (count === 0) write(`[api] unhandled error at ${where}:`, error);
    else if (((count + 1) & count) === 0) write(`[api] unhandled error again (${count + 1} times), the last at ${where}: ${name}: ${message} ${frame}`);
  };
}

const logUnexpected = errorLog();

/** Last-resort handler: never leak a stack trace, always answer JSON; the error is logged (see `errorLog`). */
export function onError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const status = error.status;
    return c.json({ message: error.message || 'Request failed' } satisfies ErrorBody, status);
  }
  logUnexpected(error, `${c.req.method} ${c.req.path}`);
  return jsonError(c, 500, 'Internal Server Error');
}
