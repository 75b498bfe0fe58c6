import { setTimeout as wait } from 'node:timers/promises';
import * as v from 'valibot';
import { buildStatusSchema, type BuildStatus } from '../../src/lib/contract/editor.ts';

/*
 * The client of the build hook (issue 14 §6) that every edit calls once it is committed: `POST
 * {BUILD_HOOK_URL}` with `Authorization: Bearer {BUILD_HOOK_SECRET}`. The hook is another process
 * (the static server of `npm start`, or a build box), so it may be restarting or busy: a failed
 * call is retried with exponential backoff and logged. The edit never depends on it.
 */

/** What asking for a rebuild came to. */
export type HookOutcome = 'requested' | 'skipped' | 'failed';

/** The build hook as the editor API uses it. */
export interface BuildHook {
  /** Asks for a rebuild, retrying; never throws. Edits call it without awaiting (tests await it). */
  requestRebuild(reason: string): Promise<HookOutcome>;
  /** The hook's `GET /_hooks/status`, or `{ state: 'unknown' }` without a hook or when it does not answer. */
  status(): Promise<BuildStatus>;
  /** Whether a hook is configured at all. */
  readonly configured: boolean;
  /** Stops pending retries (the API is shutting down). */
  close(): void;
}

/** Settings of `createBuildHook`; the timing parts are injectable so tests need not wait. */
export interface BuildHookOptions {
  /** The rebuild endpoint, `http://host:port/_hooks/rebuild`; its status is the sibling `…/_hooks/status`. */
  url: string | undefined;
  secret: string | undefined;
  /** Waits `ms` (rejects when `signal` aborts). Default: a real timer. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  /** Where failures and skips are written. Default: the console. */
  log?: (line: string) => void;
  /** Calls in all, the first included. */
  tries?: number;
  /** The wait before the first retry; each next wait doubles (1 s, 2 s, 4 s, 8 s). */
  firstDelayMs?: number;
  /** How long one call may take before it counts as failed. */
  timeoutMs?: number;
}

const realSleep = (ms: number, signal: AbortSignal) => wait(ms, undefined, { signal }).then(() => undefined);

/** The hook's status endpoint beside its rebuild endpoint: `…/_hooks/rebuild` → `…/_hooks/status`. */
export function statusUrlOf(rebuildUrl: string): string {
  const url = new URL(rebuildUrl);
  url.pathname = url.pathname.replace(/\/rebuild\/?$/, '') + '/status';
  return url.href;
}

/**
 * A build hook client. Retried: an unreachable hook, a timeout, a 5xx or a 429 (it is there but
 * cannot take the call now). Not retried: any other 4xx, as the same call would be refused again
 * (a wrong secret is a configuration mistake, logged once).
 */
export function createBuildHook(options: BuildHookOptions): BuildHook {
  const { url, secret, sleep = realSleep, log = (line) => console.warn(line), tries = 5, firstDelayMs = 1000, timeoutMs = 10_000 } = options;
  const closing = new AbortController();
  const headers = { Authorization: `Bearer ${secret ?? ''}` };

  async function call(reason: string): Promise<{ ok: true } | { ok: false; retry: boolean; why: string }> {
    try {
      const response = await fetch(url!, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason }),
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]),
      });
      await response.body?.cancel();
      if (response.ok) return { ok: true };
      return { ok: false, retry: response.status >= 500 || response.status === 429, why: `HTTP ${response.status}` };
    } catch (error) {
      return { ok: false, retry: true, why: error instanceof Error ? error.message : String(error) };
    }
  }

  return {
    configured: Boolean(url),
    async requestRebuild(reason) {
      if (!url) {
        log(`[editor] no build hook configured (BUILD_HOOK_URL): ${reason} is saved, no rebuild requested`);
        return 'skipped';
      }
      for (let attempt = 1; attempt <= tries; attempt++) {
        const result = await call(reason);
        if (result.ok) return 'requested';
        const last = attempt === tries || !result.retry;
        log(`[editor] build hook call ${attempt}/${tries} for ${reason} failed (${result.why})${last ? ': giving up; the edit is saved, rebuild by hand (npm run rebuild)' : ''}`);
        if (last) return 'failed';
        try {
          await sleep(firstDelayMs * 2 ** (attempt - 1), closing.signal);
        } catch {
          return 'failed'; // shutting down
        }
      }
      return 'failed';
    },
    async status() {
      if (!url) return { state: 'unknown' };
      try {
        const response = await fetch(statusUrlOf(url), { headers, signal: AbortSignal.timeout(Math.min(timeoutMs, 3000)) });
        if (!response.ok) return { state: 'unknown' };
        const parsed = v.safeParse(buildStatusSchema, await response.json());
        return parsed.success ? parsed.output : { state: 'unknown' };
      } catch {
        return { state: 'unknown' };
      }
    },
    close() {
      closing.abort();
    },
  };
}
