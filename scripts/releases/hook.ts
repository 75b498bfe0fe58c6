import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { throttle, type Limit } from '../../api/accounts/throttle.ts';
import { openDatabase } from '../../api/db/open.ts';
import { limitKeyOf } from '../../api/http/client-address.ts';
import type { BuildStatus } from '../../src/lib/contract/build-status.ts';

/** Where the hook is mounted on the static server. */
export const HOOK_PREFIX = '/_hooks/';
/** A hook call carries no body worth reading; anything past this is refused rather than read. */
export const MAX_HOOK_BODY_BYTES = 16 * 1024;

/**
 * Wrong secrets per client address in 15 minutes, the editor key's kind of limit (issue 22 §1):
 * a caller with a mistyped secret gets through; a script guessing it gets 10 tries a quarter hour.
 * Then even the right secret waits, so a guess that lands is not told apart.
 */
export const HOOK_SECRET_FAILURES_PER_CLIENT: Limit = { bucket: 'hook-secret:client', max: 10, windowMs: 15 * 60 * 1000 };

/** What the hook drives: the builder (`builder.ts`). */
export interface HookTarget {
  request(): BuildStatus;
  status(): BuildStatus;
}

/** A route of the static server (`serveStatic`'s `routes`). */
export interface HookRoute {
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

const HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  // A status is of the moment, and says which release is live: no cache keeps it.
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** A secret for a hook nobody configured: printed at start, good for this run only. */
export function randomHookSecret(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The build hook (issue 14 §6): `POST /_hooks/rebuild` asks for a build (202 with the status),
 * `GET /_hooks/status` reads the status; both need `Authorization: Bearer {secret}`.
 */
export function buildHook(secret: string, target: HookTarget, { now = () => new Date() }: { now?: () => Date } = {}): HookRoute {
  if (!secret) throw new Error('the build hook needs a secret');
  const expected = digest(secret);
  // The API's own counter, over the API's schema in a database in memory: the static server keeps
  // no files of its own, and its counts need not outlive it.
  const limiter = throttle(openDatabase(':memory:'));
  return {
    prefix: HOOK_PREFIX,
    async handle(req, res) {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      const allowed = path === `${HOOK_PREFIX}rebuild` ? ['POST'] : path === `${HOOK_PREFIX}status` ? ['GET', 'HEAD'] : undefined;
      if (!(await drained(req))) return answer(req, res, 413, { error: 'The request body is too large.' }, { Connection: 'close' });
      if (!allowed) return answer(req, res, 404, { error: 'Not found.' });
      if (!allowed.includes(req.method ?? '')) return answer(req, res, 405, { error: 'Method not allowed.' }, { Allow: allowed.join(', ') });
      const given = bearerOf(req.headers.authorization);
      // Only secrets sent count, before they are compared (a bare status probe is no guess).
      const attempt = given === undefined ? undefined : limiter.claim([[HOOK_SECRET_FAILURES_PER_CLIENT, limitKeyOf(req.socket.remoteAddress ?? 'unknown')]], now());
      if (attempt && attempt.wait > 0) {
        return answer(req, res, 429, { error: 'Too many wrong build hook secrets.' }, { 'Retry-After': String(attempt.wait) });
      }
      if (given === undefined || !timingSafeEqual(digest(given), expected)) {
        return answer(req, res, 401, { error: 'A valid build hook secret is required.' }, { 'WWW-Authenticate': 'Bearer realm="build hook"' });
      }
      attempt?.forgive();
      if (req.method === 'POST') return answer(req, res, 202, target.request());
      return answer(req, res, 200, target.status());
    },
  };
}

/** Compared as SHA-256 digests: equal lengths for `timingSafeEqual`, and no timing clue to the secret's length. */
function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** The token of an `Authorization: Bearer …` header, if it is one. */
function bearerOf(header: string | undefined): string | undefined {
  return /^Bearer[ ]+(\S+)\s*$/i.exec(header ?? '')?.[1];
}

/** Reads and drops the body (so the connection can be reused), up to MAX_HOOK_BODY_BYTES; false past it. */
function drained(req: IncomingMessage): Promise<boolean> {
  if (Number(req.headers['content-length'] ?? 0) > MAX_HOOK_BODY_BYTES) return Promise.resolve(false);
  return new Promise((resolve) => {
    let bytes = 0;
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > MAX_HOOK_BODY_BYTES) {
        req.off('data', onData);
        req.pause();
        resolve(false);
      }
    };
    req.on('data', onData);
    req.once('end', () => resolve(true));
    req.once('error', () => resolve(false));
    req.once('close', () => resolve(bytes <= MAX_HOOK_BODY_BYTES));
  });
}

function answer(req: IncomingMessage, res: ServerResponse, status: number, body: unknown, extra: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { ...HEADERS, ...extra, 'Content-Length': Buffer.byteLength(text) });
  res.end(req.method === 'HEAD' ? undefined : text);
}
