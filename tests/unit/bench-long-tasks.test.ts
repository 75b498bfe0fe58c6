import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { longTasksOf, type LighthouseRun } from '../../scripts/bench/lighthouse.ts';
import { longTaskLines } from '../../scripts/bench/report.ts';
import type { PageResult } from '../../scripts/bench/demo-shop.ts';

/** A Lighthouse result holding only a `long-tasks` audit with these rows. */
const withLongTasks = (rows: { url: string; startTime: number; duration: number }[]) =>
  ({ audits: { 'long-tasks': { details: { type: 'table', items: rows } } } }) as unknown as Result;

describe('longTasksOf', () => {
  it('keeps the five longest tasks, longest first, with each address shortened to its path', () => {
    const rows = [30, 260, 70, 120, 55, 90, 61].map((duration, i) => ({ url: i % 2 ? 'https://127.0.0.1:4443/_astro/react.abc.js' : 'Unattributable', startTime: 1000 + i * 100, duration }));
    expect(longTasksOf(withLongTasks(rows))).toEqual([
      { where: '/_astro/react.abc.js', startMs: 1100, durationMs: 260 },
      { where: '/_astro/react.abc.js', startMs: 1300, durationMs: 120 },
      { where: '/_astro/react.abc.js', startMs: 1500, durationMs: 90 },
      { where: 'Unattributable', startMs: 1200, durationMs: 70 },
      { where: 'Unattributable', startMs: 1600, durationMs: 61 },
    ]);
  });

  it('is empty when the audit has no rows (a page with no long task)', () => {
    expect(longTasksOf({ audits: {} } as unknown as Result)).toEqual([]);
  });
});

describe('longTaskLines', () => {
  const run = (tbtMs: number, longTasks: LighthouseRun['longTasks']) => ({ tbtMs, longTasks }) as LighthouseRun;
  const task = (where: string, durationMs: number, startMs = 1500) => ({ where, durationMs, startMs });
  const page = (name: string, score: number, runs: LighthouseRun[], minScore?: number) =>
    ({ name, path: `/${name}`, median: { score }, runs, ...(minScore ? { minScore } : {}) }) as unknown as PageResult;

  it('names, for each page under its score only, the longest tasks of its median run by blocking time', () => {
    const lines = longTaskLines([
      page('home', 99, [run(40, [task('/', 90)])]),
      page('category', 96, [run(400, [task('/a.js', 300)]), run(120, [task('/b.js', 110), task('Unattributable', 80, 780), task('/c.js', 60), task('/d.js', 55)]), run(90, [task('/e.js', 100)])]),
      page('search', 96, [run(300, [task('/f.js', 200)])], 95), // a listing computed in the browser: its own budget, met
      page('filter sheet', 90, [run(500, [])], 95),
    ]);
    expect(lines).toEqual([
      'category /category: score 96, TBT 120 ms: 110 ms at 1.50 s (/b.js); 80 ms at 0.78 s (Unattributable); 60 ms at 1.50 s (/c.js)',
      'filter sheet /filter sheet: score 90, TBT 500 ms: no long task',
    ]);
  });
});
