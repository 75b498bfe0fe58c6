import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for rate limits: the socket's peer, never `X-Forwarded-For`
 * (any client can write that header). Behind a proxy every request shares the proxy's address,
 * which makes the limit stricter, never looser. `unknown` where there is no socket (in-process
 * requests of tests).
 */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
