import { describe, expect, it } from 'vitest';
import { latestOnly, unlessAborted } from '../../src/lib/search/latest-only.ts';

/** A controllable async task: records when it starts, resolves when told. */
function deferredRunner() {
  const started: string[] = [];
  const finish = new Map<string, (value: string) => void>();
  const run = (_signal: AbortSignal, term: string) => {
    started.push(term);
    return new Promise<string>((resolve) => finish.set(term, resolve));
  };
  return { started, finish, run };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('latestOnly', () => {
  it('runs one call at a time and skips the calls superseded while waiting', async () => {
    const { started, finish, run } = deferredRunner();
    const search = latestOnly(run);
    const n = search('n');
    await tick();
    const no = search('no');
    const not = search('not');
    const note = search('note');
    await tick();
    expect(started).toEqual(['n']);
    finish.get('n')!('results for n');
    expect(await n).toBe('results for n');
    expect(await no).toBeNull();
    expect(await not).toBeNull();
    await tick();
    expect(started).toEqual(['n', 'note']);
    finish.get('note')!('results for note');
    expect(await note).toBe('results for note');
  });

  it('of calls made together, runs only the last', async () => {
    const { started, finish, run } = deferredRunner();
    const search = latestOnly(run);
    const [first, last] = [search('gift'), search('gift box')];
    await tick();
    expect(started).toEqual(['gift box']);
    finish.get('gift box')!('boxes');
    expect(await first).toBeNull();
    expect(await last).toBe('boxes');
  });

  it('runs a call at once when nothing is running', async () => {
    const search = latestOnly(async (_signal, term: string) => `results for ${term}`);
    expect(await search('pen')).toBe('results for pen');
    expect(await search('mug')).toBe('results for mug');
  });

  it('goes on after a call that failed', async () => {
    let calls = 0;
    const search = latestOnly(async (_signal, term: string) => {
      calls++;
      if (term === 'bad') throw new Error('index unavailable');
      return term;
    });
    await expect(search('bad')).rejects.toThrow('index unavailable');
    expect(await search('good')).toBe('good');
    expect(calls).toBe(2);
  });

  it('aborts a running call’s signal when a newer call arrives, so it can stop early', async () => {
    const signals: Record<string, AbortSignal> = {};
    const release = new Map<string, () => void>();
    const search = latestOnly((signal, term: string) => {
      signals[term] = signal;
      return new Promise<string>((resolve) => release.set(term, () => resolve(signal.aborted ? 'stopped' : `results for ${term}`)));
    });
    const pen = search('pen');
    await tick();
    expect(signals['pen']!.aborted).toBe(false);
    const pencil = search('pencil');
    expect(signals['pen']!.aborted).toBe(true);
    release.get('pen')!();
    expect(await pen).toBe('stopped');
    await tick();
    expect(signals['pencil']!.aborted).toBe(false);
    release.get('pencil')!();
    expect(await pencil).toBe('results for pencil');
  });
});

describe('latestOnly().cancel', () => {
  it('aborts the running call’s signal, and a call still waiting gives null', async () => {
    const signals: AbortSignal[] = [];
    let finish: () => void = () => undefined;
    const search = latestOnly((signal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => (finish = () => resolve('done')));
    });
    const running = search();
    await tick();
    search.cancel();
    expect(signals[0]!.aborted).toBe(true);
    finish();
    expect(await running).toBe('done'); // its own answer: it chose not to stop
    const next = search();
    await tick();
    expect(signals[1]!.aborted).toBe(false);
    finish();
    expect(await next).toBe('done');
  });
});

describe('unlessAborted', () => {
  it('gives the work’s value when nothing aborts', async () => {
    expect(await unlessAborted(Promise.resolve('cards'), new AbortController().signal)).toBe('cards');
  });
  it('gives null as soon as the signal aborts, without waiting for the work', async () => {
    const controller = new AbortController();
    const never = new Promise<string>(() => undefined);
    const waiting = unlessAborted(never, controller.signal);
    controller.abort();
    expect(await waiting).toBeNull();
  });
  it('gives null at once for a signal already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await unlessAborted(Promise.resolve('cards'), controller.signal)).toBeNull();
  });
  it('passes the work’s failure on', async () => {
    await expect(unlessAborted(Promise.reject(new Error('offline')), new AbortController().signal)).rejects.toThrow('offline');
  });
});
