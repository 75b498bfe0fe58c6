import { randomBytes } from 'node:crypto';
import { RELEASE_ID_PATTERN } from '../../src/lib/contract/build-status.ts';

/**
 * A release id: the UTC time it was started to the millisecond, then 4 random hex digits
 * (`20261123-191000-123-a1b2`). Ids sort as text in the order their builds started, which is what
 * tells the store's published releases from a build that never finished (see `store.ts`).
 */
export function releaseId(ms: number, random: () => string = () => randomBytes(2).toString('hex')): string {
  const iso = new Date(ms).toISOString(); // 2026-11-23T19:10:00.123Z
  const date = iso.slice(0, 10).replaceAll('-', '');
  const time = iso.slice(11, 19).replaceAll(':', '');
  return `${date}-${time}-${iso.slice(20, 23)}-${random()}`;
}

/** Whether `name` is a release id (a folder in the store that holds one release). */
export function isReleaseId(name: string): boolean {
  return RELEASE_ID_PATTERN.test(name);
}

/** The start time (ms) an id names. */
export function releaseTime(id: string): number {
  const [date = '', time = '', ms = ''] = id.split('-');
  return Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}.${ms}Z`);
}

/**
 * Ids from a clock, each sorting after the previous one and after `after`, even when the clock
 * stands still or steps back (two requests in one millisecond, an NTP correction).
 */
export function releaseIds(now: () => number, after?: string, random?: () => string): () => string {
  let lastMs = after ? releaseTime(after) : -Infinity;
  return () => {
    lastMs = Math.max(now(), lastMs + 1);
    return releaseId(lastMs, random);
  };
}
