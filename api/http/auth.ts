import { createHash, timingSafeEqual } from 'node:crypto';
import type { Env, MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { HTTPException } from 'hono/http-exception';
import type { ErrorBody } from '../../src/lib/contract/index.ts';
import { jsonError } from './errors.ts';

/** Compares secrets in constant time so a timing probe cannot guess them byte by byte. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A secret's SHA-256 digest: what `sameSecret` compares against, made once per secret. */
export const secretDigest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `given` is the secret whose digest is `expected`. Digests have one length whatever was
 * sent, so the constant-time comparison's time says nothing, not even the secret's length.
 */
export function sameSecret(given: string, expected: Buffer): boolean {
  return timingSafeEqual(secretDigest(given), expected);
}

/**
 * Hono's auth middlewares refuse by throwing an HTTPException that carries the whole answer (the
 * status, `WWW-Authenticate`, the body). The API's `onError` answers every HTTPException as
 * `{ message }` alone, so the refusal is answered here, as the middleware made it. Only what the
 * guard itself throws: what a later handler throws goes to `onError` as before.
 */
export function answeringRefusals<E extends Env>(guard: MiddlewareHandler<E>): MiddlewareHandler<E> {
  return async (c, next) => {
    let passed = false;
    try {
      return await guard(c, () => ((passed = true), next()));
    } catch (error) {
      if (passed || !(error instanceof HTTPException)) throw error;
      return error.getResponse();
    }
  };
}

/** Requires a known `X-API-KEY` (spec §7); 401 JSON otherwise. CORS preflights pass. */
export function requireApiKey(keys: readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS') return next();
    const key = c.req.header('X-API-KEY') ?? '';
    if (!keys.some((known) => safeEqual(known, key))) {
      return jsonError(c, 401, 'A valid X-API-KEY header is required');
    }
    return next();
  };
}

/**
 * Requires HTTP Basic auth with the catalogue key pair (spec §7, store catalogue service), through
 * `hono/basic-auth`: the scheme name in any case (RFC 7235 §2.1), `WWW-Authenticate: Basic
 * realm="catalogue"` and a JSON body on a 401. The pair is compared whole (`key:secret`, so a key
 * with a colon in it still works) as digests in constant time.
 */
export function requireBasicAuth(key: string, secret: string): MiddlewareHandler {
  const expected = secretDigest(`${key}:${secret}`);
  return answeringRefusals(
    basicAuth({
      realm: 'catalogue',
      verifyUser: (username, password) => sameSecret(`${username}:${password}`, expected),
      invalidUserMessage: { message: 'Catalogue credentials are required' } satisfies ErrorBody,
    }),
  );
}
