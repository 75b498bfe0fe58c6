import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuilder, type ReleaseBuild } from '../../scripts/releases/builder.ts';
import { requestAndFollow } from '../../scripts/releases/follow.ts';
import { buildHook } from '../../scripts/releases/hook.ts';

const SECRET = 'follow-test-secret';
let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** The real hook and builder on a real port, building with `build` after a short debounce. */
async function hookServer(build: ReleaseBuild): Promise<string> {
  let n = 0;
  const builder = createBuilder({ build, newId: () => `20261123-190000-00${++n}-abcd`, live: () => undefined, debounceMs: 20 });
  const hook = buildHook(SECRET, builder);
  server = createServer((req, res) => void hook.handle(req, res));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/_hooks/rebuild`;
}

const quiet = { pollMs: 10, log: () => {} };

describe('requestAndFollow', () => {
  it('follows the requested build to its end and answers it, printing each state once', async () => {
    const hookUrl = await hookServer(() => new Promise((resolve) => setTimeout(() => resolve({ pages: 7 }), 60)));
    const lines: string[] = [];
    const build = await requestAndFollow({ hookUrl, secret: SECRET, pollMs: 10, log: (line) => lines.push(line) });
    expect(build).toMatchObject({ id: '20261123-190000-001-abcd', pages: 7 });
    expect(build).not.toHaveProperty('error');
    expect(lines.filter((line) => line.includes('building'))).toHaveLength(1);
    expect(lines.some((line) => line.includes('queued'))).toBe(true);
  });

  it('answers a failed build with its error', async () => {
    const hookUrl = await hookServer(() => Promise.reject(new Error('astro build exited with 1')));
    expect(await requestAndFollow({ hookUrl, secret: SECRET, ...quiet })).toMatchObject({ error: 'astro build exited with 1' });
  });

  it('rejects, naming the secret, when the hook refuses it', async () => {
    const hookUrl = await hookServer(() => Promise.resolve({ pages: 1 }));
    await expect(requestAndFollow({ hookUrl, secret: 'wrong', ...quiet })).rejects.toThrow(/BUILD_HOOK_SECRET/);
  });
});
