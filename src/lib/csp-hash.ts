import { createHash } from 'node:crypto';

/**
 * A Content-Security-Policy source for an inline script or style: the SHA-256 of its exact text
 * (scripts/site-headers.ts lists the policy). Build time only: pages and the config call it.
 */
export function cspHash(content: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}`;
}
