import { describe, expect, it } from 'vitest';
import { createBuilder, type BuilderTimers } from '../../scripts/releases/builder.ts';

/** A clock and timers that move only when the test says so. */
function fakeTime(start = Date.parse('2026-11-23T19:00:00Z')) {
  let now = start;
  let timers: { at: number; run: () => void; handle: number }[] = [];
  let next = 0;
  const api: BuilderTimers = {
    setTimeout(run, ms) {
      const handle = ++next;
      timers.push({ at: now + ms, run, handle });
      return handle;
    },
    clearTimeout(handle) {
      timers = timers.filter((timer) => timer.handle !== handle);
    },
  };
  return {
    now: () => now,
    timers: api,
    pending: () => timers.length,
    /** Moves the clock on by `ms`, running each timer that falls due on the way. */
    async advance(ms: number) {
      const end = now + ms;
      for (;;) {
        await flush();
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.run();
        await flush();
      }
      now = end;
      await flush();
    },
  };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A build that finishes (or fails) when the test says so. */
function controlledBuilds() {
  const started: { id: string; signal: AbortSignal; finish(pages?: number): void; fail(error: Error): void }[] = [];
  return {
    started,
    build: (id: string, signal: AbortSignal) =>
      new Promise<{ pages: number | null }>((resolve, reject) => {
        signal.addEventListener('abort', () => reject(signal.reason as Error));
        started.push({ id, signal, finish: (pages = 10) => resolve({ pages }), fail: reject });
      }),
  };
}

function setup(options: { debounceMs?: number; maxWaitMs?: number; prepare?: (id: string) => void; discard?: (id: string) => Promise<void> } = {}) {
  const time = fakeTime();
  const builds = controlledBuilds();
  let n = 0;
  const builder = createBuilder({
    build: builds.build,
    newId: () => `20261123-190000-00${++n}-abcd`,
    live: () => undefined,
    now: time.now,
    timers: time.timers,
    ...options,
  });
  return { time, builds, builder };
}

describe('createBuilder', () => {
  it('starts a build 5 seconds after a request, not before', async () => {
    const { time, builds, builder } = setup();
    expect(builder.request()).toMatchObject({ state: 'queued', queued: true, current: null });
    await time.advance(4_999);
    expect(builds.started).toHaveLength(0);
    await time.advance(1);
    expect(builds.started).toHaveLength(1);
    expect(builder.status()).toMatchObject({ state: 'building', current: { id: builds.started[0]!.id, startedAt: '2026-11-23T19:00:05.000Z' } });
  });

  it('coalesces a burst of requests into one build, 5 seconds after the last', async () => {
    const { time, builds, builder } = setup();
    builder.request();
    await time.advance(3_000);
    builder.request();
    await time.advance(3_000);
    builder.request();
    await time.advance(4_999);
    expect(builds.started).toHaveLength(0);
    await time.advance(1);
    expect(builds.started).toHaveLength(1);
  });

  it('does not let steady requests hold a build off past the longest wait', async () => {
    const { time, builds, builder } = setup({ debounceMs: 5_000, maxWaitMs: 12_000 });
    for (let i = 0; i < 4; i++) {
      builder.request();
      await time.advance(4_000);
    }
    expect(builds.started).toHaveLength(1);
    expect(builds.started[0]!.id).toBeDefined();
  });

  it('queues exactly one more build for any number of requests during a build', async () => {
    const { time, builds, builder } = setup();
    builder.request();
    await time.advance(5_000);
    builder.request();
    builder.request();
    expect(builder.request()).toMatchObject({ state: 'building', queued: true });
    await time.advance(60_000);
    expect(builds.started).toHaveLength(1);
    builds.started[0]!.finish();
    await time.advance(0);
    expect(builds.started).toHaveLength(2);
    builds.started[1]!.finish();
    await time.advance(60_000);
    expect(builds.started).toHaveLength(2);
    expect(builder.status()).toMatchObject({ state: 'idle', queued: false, current: null });
  });

  it('waits out the debounce of a request made just before the build ended', async () => {
    const { time, builds, builder } = setup();
    builder.request();
    await time.advance(5_000);
    await time.advance(10_000);
    builder.request();
    await time.advance(1_000);
    builds.started[0]!.finish();
    await time.advance(3_999);
    expect(builds.started).toHaveLength(1);
    await time.advance(1);
    expect(builds.started).toHaveLength(2);
  });

  it('reports the last build with its timing and pages', async () => {
    const { time, builds, builder } = setup();
    builder.request();
    await time.advance(5_000);
    await time.advance(42_000);
    builds.started[0]!.finish(361);
    await time.advance(0);
    expect(builder.status()).toEqual({
      state: 'idle',
      current: null,
      queued: false,
      live: null,
      last: { id: builds.started[0]!.id, startedAt: '2026-11-23T19:00:05.000Z', finishedAt: '2026-11-23T19:00:47.000Z', durationMs: 42_000, pages: 361 },
    });
  });

  it('reports a failed build with its error until the next one succeeds', async () => {
    const { time, builds, builder } = setup();
    builder.request();
    await time.advance(5_000);
    builds.started[0]!.fail(new Error('astro build exited with 1'));
    await time.advance(0);
    expect(builder.status()).toMatchObject({ state: 'failed', last: { error: 'astro build exited with 1', pages: null } });
    builder.request();
    expect(builder.status().state).toBe('queued');
    await time.advance(5_000);
    builds.started[1]!.finish();
    await time.advance(0);
    expect(builder.status().state).toBe('idle');
    expect(builder.status().last).not.toHaveProperty('error');
  });

  it('builds at once on runNow, skipping the debounce', async () => {
    const { builds, builder } = setup();
    const done = builder.runNow();
    expect(builds.started).toHaveLength(1);
    builds.started[0]!.finish(5);
    expect(await done).toMatchObject({ id: builds.started[0]!.id, pages: 5 });
  });

  it('on stop, stops the running build and drops the waiting request', async () => {
    const { time, builds, builder } = setup();
    builder.request();
    await time.advance(5_000);
    builder.request();
    await builder.stop();
    expect(builds.started[0]!.signal.aborted).toBe(true);
    expect(time.pending()).toBe(0);
    await time.advance(60_000);
    expect(builds.started).toHaveLength(1);
    expect(builder.request().state).not.toBe('queued');
  });

  describe('getting a waiting build\'s release ready', () => {
    it('tells the id of a requested build once, at the request, and builds with that id after the debounce', async () => {
      const prepared: string[] = [];
      const { time, builds, builder } = setup({ prepare: (id) => prepared.push(id) });
      builder.request();
      expect(prepared).toHaveLength(1);
      await time.advance(3_000);
      builder.request();
      expect(prepared).toHaveLength(1);
      await time.advance(5_000);
      expect(builds.started.map((build) => build.id)).toEqual(prepared);
    });

    it('does not get a build ready while another runs, but as soon as that one ends', async () => {
      const prepared: string[] = [];
      const { time, builds, builder } = setup({ prepare: (id) => prepared.push(id) });
      builder.request();
      await time.advance(5_000);
      expect(prepared).toHaveLength(1);
      builder.request();
      expect(prepared).toHaveLength(1);
      builds.started[0]!.finish();
      await time.advance(0);
      expect(prepared).toHaveLength(2);
      await time.advance(5_000);
      expect(builds.started.map((build) => build.id)).toEqual(prepared);
    });

    it('drops the release of a prepared build when the builder stops before it runs', async () => {
      const prepared: string[] = [];
      const discarded: string[] = [];
      const { time, builds, builder } = setup({ prepare: (id) => prepared.push(id), discard: async (id) => void discarded.push(id) });
      builder.request();
      await time.advance(2_000);
      await builder.stop();
      expect(discarded).toEqual(prepared);
      await time.advance(10_000);
      expect(builds.started).toHaveLength(0);
    });

    it('does not prepare a build that is due at once (its copy would hold the build up, not overlap the wait)', async () => {
      const prepared: string[] = [];
      const { time, builds, builder } = setup({ debounceMs: 5_000, maxWaitMs: 5_000, prepare: (id) => prepared.push(id) });
      builder.request();
      await time.advance(5_000);
      builder.request();
      await time.advance(6_000); // the first build runs past the second request's longest wait
      builds.started[0]!.finish();
      await time.advance(0);
      expect(prepared).toHaveLength(1);
      expect(builds.started).toHaveLength(2);
      expect(builds.started[1]!.id).not.toBe(prepared[0]);
    });

    it('builds the waiting build, with its id, on runNow', async () => {
      const prepared: string[] = [];
      const { builds, builder } = setup({ prepare: (id) => prepared.push(id) });
      builder.request();
      void builder.runNow();
      await flush();
      expect(builds.started.map((build) => build.id)).toEqual(prepared);
    });
  });
});
