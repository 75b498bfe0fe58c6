import { isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for rate limits: the socket's peer, never `X-Forwarded-For`
 * (any client can write that header). Behind a proxy every request shares the proxy's address,
 * which makes the limit stricter, never looser. `unknown` where there is no socket (in-process
 * requests of tests). See `limitKeyOf` for how an IPv6 address is counted.
 */
export function clientAddress(c: Context): string {
  try {
    return limitKeyOf(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * The key an address is counted under. An IPv4 address as it is (an IPv4-mapped IPv6 one, the way
 * a dual-stack socket reports it, included). An IPv6 address by its /64: one subscriber is given a
 * whole /64 (RFC 6177), so counting single addresses would hand a guesser 2^64 fresh limits.
 */
export function limitKeyOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('%')[0]!.toLowerCase().split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  // A trailing dotted IPv4 part (`64:ff9b::192.0.2.1`) fills two groups.
  const backGroups = back.length + (back.at(-1)?.includes('.') ? 1 : 0);
  const groups = address.includes('::') ? [...front, ...Array<string>(Math.max(0, 8 - front.length - backGroups)).fill('0'), ...back] : front;
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}
