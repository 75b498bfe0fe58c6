import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { jsonError } from './errors.ts';

/** Compares secrets in constant time so a timing probe cannot guess them byte by byte. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
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
 * Requires HTTP Basic auth with the catalogue key pair (spec §7, store catalogue service). The
 * scheme name is case-insensitive (RFC 7235 §2.1): `basic …` is as good as `Basic …`.
 */
export function requireBasicAuth(key: string, secret: string): MiddlewareHandler {
  const expected = Buffer.from(`${key}:${secret}`).toString('base64');
  return async (c, next) => {
    const credentials = /^basic +(\S+) *$/i.exec(c.req.header('Authorization') ?? '')?.[1] ?? '';
    if (!safeEqual(credentials, expected)) {
      c.header('WWW-Authenticate', 'Basic realm="catalogue"');
      return jsonError(c, 401, 'Catalogue credentials are required');
    }
    return next();
  };
}
