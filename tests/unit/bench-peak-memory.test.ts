import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanup } from '../../scripts/bench/cleanup.ts';
import { measureCommand } from '../../scripts/bench/peak-memory.ts';

/*
 * The bench's measured builds (the 10k and 100k steps, the bare Astro builds) run as processes of
 * their own; a bench stopped by a signal sent to it alone must not leave them, or what they started,
 * running (scripts/bench/peak-memory.ts).
 */
const dir = await mkdtemp(join(tmpdir(), 'bench-peak-memory-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Whether process `pid` is still alive (a zombie waiting to be reaped is not). */
async function alive(pid: number): Promise<boolean> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return status !== '' && !/^State:\s+Z/m.test(status);
}

describe('a measured command', () => {
  it('is stopped at clean-up with everything it started', async () => {
    const pidFile = join(dir, 'grandchild.pid');
    // A shell that starts a long child of its own and waits for it, as astro starts Pagefind.
    const measuring = measureCommand('/bin/sh', ['-c', `sleep 60 & echo $! > ${pidFile}; wait`], process.env, join(dir, 'log.txt'));
    let grandchild = 0;
    await expect.poll(async () => (grandchild = Number(await readFile(pidFile, 'utf8').catch(() => '0')))).toBeGreaterThan(0);
    expect(await alive(grandchild)).toBe(true);

    await cleanup();
    const measured = await measuring;
    expect(measured.exitCode).not.toBe(0);
    expect(measured.seconds).toBeLessThan(30);
    await expect.poll(() => alive(grandchild), { timeout: 5_000 }).toBe(false);
  });
});
