import { describe, expect, it } from 'vitest';
import { PREFETCH_LIMIT, prefetchQueue } from '../../src/lib/releases/prefetch-queue.ts';

/** A prefetcher whose requests finish when the test says so. */
function controlled() {
  const started: string[] = [];
  const finish = new Map<string, { ok: () => void; fail: () => void }>();
  const start = (url: string) => new Promise<void>((ok, fail) => {
    started.push(url);
    finish.set(url, { ok, fail: () => fail(new Error('offline')) });
  });
  return { started, finish, start };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('prefetchQueue', () => {
  it('keeps 4 in flight: of 5 requests the 5th starts when one finishes', async () => {
    const { started, finish, start } = controlled();
    const add = prefetchQueue(start);
    for (const n of [1, 2, 3, 4, 5]) add(`/p/${n}`);
    expect(PREFETCH_LIMIT).toBe(4);
    expect(started).toEqual(['/p/1', '/p/2', '/p/3', '/p/4']);
    finish.get('/p/2')!.ok();
    await settle();
    expect(started).toEqual(['/p/1', '/p/2', '/p/3', '/p/4', '/p/5']);
  });
  it('frees the place of a failed prefetch as of a finished one', async () => {
    const { started, finish, start } = controlled();
    const add = prefetchQueue(start, 1);
    add('/a');
    add('/b');
    expect(started).toEqual(['/a']);
    finish.get('/a')!.fail();
    await settle();
    expect(started).toEqual(['/a', '/b']);
  });
  it('prefetches a URL once, however often it is asked for', async () => {
    const { started, finish, start } = controlled();
    const add = prefetchQueue(start);
    add('/a');
    add('/a');
    finish.get('/a')!.ok();
    await settle();
    add('/a');
    expect(started).toEqual(['/a']);
  });
});
