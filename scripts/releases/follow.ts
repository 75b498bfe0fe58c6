import * as v from 'valibot';
import { buildStatusSchema, type BuildStatus, type FinishedBuild } from '../../src/lib/contract/build-status.ts';

/** How `npm run rebuild` reaches the hook and waits. */
export interface FollowOptions {
  /** `…/_hooks/rebuild`; the status is read next to it (`…/_hooks/status`). */
  hookUrl: string;
  secret: string;
  fetch?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  log?: (line: string) => void;
  /** Between two status reads (1 s). */
  pollMs?: number;
  /** Gives up after this long (30 min): a build that long is stuck. */
  timeoutMs?: number;
  now?: () => number;
}

/**
 * Asks the running hook for a build and follows its status until no build runs or waits and a
 * newer build than the one before the call has finished; resolves with that build (its `error`
 * set when it failed). Progress lines go to `log`.
 */
export async function requestAndFollow(options: FollowOptions): Promise<FinishedBuild> {
  const call = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const log = options.log ?? console.log;
  const now = options.now ?? Date.now;
  const statusUrl = new URL('status', options.hookUrl).href;
  const headers = { Authorization: `Bearer ${options.secret}` };

  const read = async (url: string, init: RequestInit, expected: number): Promise<BuildStatus> => {
    const res = await call(url, { ...init, headers });
    if (res.status === 401) throw new Error(`${url} refused the secret (401): set BUILD_HOOK_SECRET to the one \`npm start\` printed`);
    if (res.status !== expected) throw new Error(`${url} answered ${res.status}`);
    const parsed = v.safeParse(buildStatusSchema, await res.json());
    if (!parsed.success) throw new Error(`${url} answered a status this script does not understand`);
    return parsed.output;
  };

  const before = await read(statusUrl, {}, 200);
  let status = await read(options.hookUrl, { method: 'POST' }, 202);
  const started = now();
  log(`[rebuild] requested; live release ${status.live ?? 'none'}`);
  let said = '';
  for (;;) {
    const line = describe(status);
    if (line !== said) log(`[rebuild] ${line} (${((now() - started) / 1000).toFixed(0)} s)`);
    said = line;
    const { last } = status;
    if ((status.state === 'idle' || status.state === 'failed') && last && last.id !== before.last?.id) return last;
    if (now() - started > (options.timeoutMs ?? 30 * 60_000)) throw new Error('gave up waiting for the build');
    await sleep(options.pollMs ?? 1_000);
    status = await read(statusUrl, {}, 200);
  }
}

function describe(status: BuildStatus): string {
  if (status.state === 'building') return `building ${status.current?.id ?? ''}${status.queued ? ', one more queued' : ''}`;
  if (status.state === 'queued') return 'queued (waiting for more edits for a few seconds)';
  return status.state;
}
