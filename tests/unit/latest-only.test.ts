import { describe, expect, it } from 'vitest';
import { latestOnly } from '../../src/lib/search/latest-only.ts';

/** A controllable async task: records when it starts, resolves when told. */
function deferredRunner() {
  const started: string[] = [];
  const finish = new Map<string, (value: string) => void>();
  const run = (_superseded: () => boolean, term: string) => {
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
    const search = latestOnly(async (_superseded, term: string) => `results for ${term}`);
    expect(await search('pen')).toBe('results for pen');
    expect(await search('mug')).toBe('results for mug');
  });

  it('goes on after a call that failed', async () => {
    let calls = 0;
    const search = latestOnly(async (_superseded, term: string) => {
      calls++;
      if (term === 'bad') throw new Error('index unavailable');
      return term;
    });
    await expect(search('bad')).rejects.toThrow('index unavailable');
    expect(await search('good')).toBe('good');
    expect(calls).toBe(2);
  });

  it('tells a running call when a newer call has arrived, so it can stop early', async () => {
    const checks: Record<string, () => boolean> = {};
    const release = new Map<string, () => void>();
    const search = latestOnly((superseded, term: string) => {
      checks[term] = superseded;
      return new Promise<string>((resolve) => release.set(term, () => resolve(superseded() ? 'stopped' : `results for ${term}`)));
    });
    const pen = search('pen');
    await tick();
    expect(checks['pen']!()).toBe(false);
    const pencil = search('pencil');
    expect(checks['pen']!()).toBe(true);
    release.get('pen')!();
    expect(await pen).toBe('stopped');
    await tick();
    expect(checks['pencil']!()).toBe(false);
    release.get('pencil')!();
    expect(await pencil).toBe('results for pencil');
  });
});
