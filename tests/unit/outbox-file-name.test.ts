import { describe, expect, it } from 'vitest';
import { outboxFileName } from '../../api/outbox/file-name.ts';

describe('outbox file names', () => {
  it('sort in the order the messages were handed over, even within one millisecond', () => {
    const now = new Date('2026-11-27T08:01:02.345Z');
    const names = Array.from({ length: 50 }, () => outboxFileName('json', now));
    expect([...names].sort()).toEqual(names);
    expect(new Set(names).size).toBe(names.length);
  });

  it('begin with the time, so later messages sort after earlier ones', () => {
    const earlier = outboxFileName('eml', new Date('2026-11-27T08:01:02.345Z'));
    const later = outboxFileName('eml', new Date('2026-11-27T08:01:02.346Z'));
    expect(earlier).toMatch(/^2026-11-27T08-01-02-345Z-\d{6}-[0-9a-f]{8}\.eml$/);
    expect([later, earlier].sort()).toEqual([earlier, later]);
  });
});
