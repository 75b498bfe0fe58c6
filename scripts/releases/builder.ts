import type { BuildStatus, FinishedBuild } from '../../src/lib/contract/build-status.ts';

/** Builds and publishes release `id`; rejects when it fails or `signal` stops it. */
export type ReleaseBuild = (id: string, signal: AbortSignal) => Promise<{ pages: number | null }>;

/** Timers the builder waits with; tests pass fake ones. */
export interface BuilderTimers {
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface BuilderOptions {
  build: ReleaseBuild;
  newId(): string;
  /**
   * Told the id of a build that waits out its debounce while nothing else runs, so its release can
   * be got ready meanwhile (the release builder copies the pages it expects to reuse: work-build.ts);
   * that build then runs with this id.
   */
  prepare?: (id: string) => void;
  /** Told of a prepared build that will not run (the builder stopped while it waited): its release goes. */
  discard?: (id: string) => Promise<void>;
  /** The live release's id, for the status. */
  live(): string | undefined;
  /** A build starts this long after the last request (5 s), so an editor's burst of saves is one build. */
  debounceMs?: number;
  /** …but no later than this after the first waiting request (30 s), so steady saves cannot hold builds off. */
  maxWaitMs?: number;
  now?: () => number;
  timers?: BuilderTimers;
  /** Told of every finished build (for the log). */
  onFinished?: (build: FinishedBuild) => void;
}

/** The queue of `npm start`'s builds: one at a time, requests coalesced (issue 14 §6). */
export interface Builder {
  /** Asks for a build: after the debounce, or after the running one (at most one waits behind it). */
  request(): BuildStatus;
  /** Builds now, skipping the debounce (the first release at start); resolves with the finished build. */
  runNow(): Promise<FinishedBuild>;
  status(): BuildStatus;
  /** Stops the waiting and the running build (its process is killed); resolves once it has wound up. */
  stop(): Promise<void>;
}

/** A waiting build is prepared only when it is due at least this much later. */
const PREPARE_MIN_MS = 1_000;

const realTimers: BuilderTimers = {
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

/** A builder running `options.build` one at a time. */
export function createBuilder(options: BuilderOptions): Builder {
  const debounceMs = options.debounceMs ?? 5_000;
  const maxWaitMs = Math.max(debounceMs, options.maxWaitMs ?? 30_000);
  const now = options.now ?? Date.now;
  const timers = options.timers ?? realTimers;
  /** The requested build, with its id once `prepare` was told of it. */
  let waiting: { first: number; last: number; id?: string } | undefined;
  let timer: unknown;
  let running: { id: string; startedAt: number; controller: AbortController; done: Promise<FinishedBuild> } | undefined;
  let last: FinishedBuild | null = null;
  let stopped = false;

  const iso = (ms: number) => new Date(ms).toISOString();
  const status = (): BuildStatus => ({
    state: running ? 'building' : waiting ? 'queued' : last?.error !== undefined ? 'failed' : 'idle',
    current: running ? { id: running.id, startedAt: iso(running.startedAt) } : null,
    last,
    live: options.live() ?? null,
    queued: waiting !== undefined,
  });

  /**
   * Arms the timer for the waiting request, unless a build runs (it arms it when it ends), and has
   * its release got ready while it waits.
   */
  const schedule = () => {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    if (!waiting || running || stopped) return;
    const due = Math.min(waiting.last + debounceMs, waiting.first + maxWaitMs);
    // Only with time to spare: a build due now would wait for the copy instead of overlapping it.
    if (options.prepare && waiting.id === undefined && due - now() >= PREPARE_MIN_MS) {
      waiting.id = options.newId();
      options.prepare(waiting.id);
    }
    timer = timers.setTimeout(() => {
      timer = undefined;
      const id = waiting?.id;
      waiting = undefined;
      void start(id);
    }, Math.max(0, due - now()));
  };

  const start = (prepared?: string): Promise<FinishedBuild> => {
    const id = prepared ?? options.newId();
    const startedAt = now();
    const controller = new AbortController();
    const finish = (pages: number | null, error?: unknown): FinishedBuild => {
      const finishedAt = now();
      const build: FinishedBuild = { id, startedAt: iso(startedAt), finishedAt: iso(finishedAt), durationMs: Math.max(0, finishedAt - startedAt), pages };
      if (error !== undefined) build.error = error instanceof Error ? error.message : String(error);
      return build;
    };
    const done = options.build(id, controller.signal).then(
      ({ pages }) => finish(pages),
      (error: unknown) => finish(null, error),
    ).then((build) => {
      last = build;
      running = undefined;
      options.onFinished?.(build);
      schedule();
      return build;
    });
    running = { id, startedAt, controller, done };
    return done;
  };

  return {
    request() {
      if (stopped) return status();
      const at = now();
      waiting = { ...waiting, first: waiting?.first ?? at, last: at };
      schedule();
      return status();
    },
    runNow() {
      if (stopped) return Promise.reject(new Error('the builder is stopped'));
      if (running) return running.done;
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
      // A waiting build's release may be getting ready already: this is that build, now.
      const id = waiting?.id;
      waiting = undefined;
      return start(id);
    },
    status,
    async stop() {
      stopped = true;
      const prepared = waiting?.id;
      waiting = undefined;
      schedule();
      if (prepared !== undefined) await options.discard?.(prepared);
      if (running) {
        running.controller.abort(new Error('stopped'));
        await running.done;
      }
    },
  };
}
