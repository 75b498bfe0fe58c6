import pRetry, { AbortError } from 'p-retry';
import * as v from 'valibot';
import { buildStatusSchema, type BuildStatus } from '../../src/lib/contract/editor.ts';

/*
 * The client of the build hook (issue 14 §6) that every edit calls once it is committed: `POST
 * {BUILD_HOOK_URL}` with `Authorization: Bearer {BUILD_HOOK_SECRET}`. The hook is another process
 * (the static server of `npm start`, or a build box), so it may be restarting or busy: a failed
 * call is retried with exponential backoff (p-retry) and logged. The edit never depends on it.
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

/** Settings of `createBuildHook`; the timing parts are settable so tests need not wait. */
export interface BuildHookOptions {
  /** The rebuild endpoint, `http://host:port/_hooks/rebuild`; its status is the sibling `…/_hooks/status`. */
  url: string | undefined;
  secret: string | undefined;
  /** Where failures and skips are written (each failed call, with the wait before the next). Default: the console. */
  log?: (line: string) => void;
  /** Calls in all, the first included. */
  tries?: number;
  /** The wait before the first retry; each next wait doubles (1 s, 2 s, 4 s, 8 s). */
  firstDelayMs?: number;
  /** How long one call may take before it counts as failed. */
  timeoutMs?: number;
}

/** A refusal that the same call would get again (a 4xx other than 429): not retried. */
class Refused extends Error {}

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
  const { url, secret, log = (line) => console.warn(line), tries = 5, firstDelayMs = 1000, timeoutMs = 10_000 } = options;
  const closing = new AbortController();
  const headers = { Authorization: `Bearer ${secret ?? ''}` };

  /** One call; throws what p-retry should retry, or an `AbortError` for a refusal that would come again. */
  async function call(reason: string): Promise<void> {
    let response: Response;
    try {
      response = await fetch(url!, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ reason }),
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(timeoutMs)]),
      });
    } catch (error) {
      // Unreachable, reset or timed out: all worth another try (as a plain Error, whatever fetch threw).
      throw new Error(error instanceof Error ? error.message : String(error));
    }
    await response.body?.cancel();
    if (response.ok) return;
    if (response.status >= 500 || response.status === 429) throw new Error(`HTTP ${response.status}`);
    throw new AbortError(new Refused(`HTTP ${response.status}`));
  }

  return {
    configured: Boolean(url),
    async requestRebuild(reason) {
      if (!url) {
        log(`[editor] no build hook configured (BUILD_HOOK_URL): ${reason} is saved, no rebuild requested`);
        return 'skipped';
      }
      const failed = (attempt: number, why: string, next?: number) =>
        log(`[editor] build hook call ${attempt}/${tries} for ${reason} failed (${why})${next === undefined ? ': giving up; the edit is saved, rebuild by hand (npm run rebuild)' : `: trying again in ${next} ms`}`);
      let attempt = 0;
      try {
        await pRetry(
          (number) => ((attempt = number), call(reason)),
          {
            retries: tries - 1,
            minTimeout: firstDelayMs,
            factor: 2,
            signal: closing.signal,
            onFailedAttempt: ({ error, attemptNumber, retriesLeft, retryDelay }) => failed(attemptNumber, error.message, retriesLeft > 0 ? retryDelay : undefined),
          },
        );
        return 'requested';
      } catch (error) {
        // p-retry calls no callback for a refusal, so it is logged here; a shutdown is logged by no one.
        if (error instanceof Refused) failed(attempt, error.message);
        return 'failed';
      }
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
