import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BareBuild } from '../../scripts/bench/bare-astro.ts';
import type { LargeBuild } from '../../scripts/bench/build-10k.ts';
import { printLargeBuild } from '../../scripts/bench/report.ts';

/*
 * The 10k build is read against bare Astro builds in the same run (scripts/bench/index.ts): one of
 * as many one-line pages as products (issue 25), one of as many as the shop's product pages in
 * every language (issue 24). The report names both, each with its page count and budget mark.
 */
const measured = { exitCode: 0, peakRssMiB: 500, peakTreeRssMiB: 520, peakProcessHwmMiB: 500, method: 'test' };
const bare = (pages: number, seconds: number): BareBuild => ({ ...measured, pages, seconds, astro: '7.3.5', logFile: 'bare.log' });

function large(extra: Partial<LargeBuild>): LargeBuild {
  return {
    ...measured, seconds: 100, products: 10_000, outDir: 'dist-bench-10k', logFile: '10k.log', command: 'node', apiUrl: 'http://127.0.0.1:1',
    incremental: { productId: 42, seconds: 12, debounceSeconds: 5, productPageChanged: true, searchFollowed: true, searchIndex: 'delta' },
    codeChanged: false, ...extra,
  };
}

function printed(build: LargeBuild): string {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  printLargeBuild(build);
  return log.mock.calls.map((call) => call.join(' ')).join('\n');
}

afterEach(() => vi.restoreAllMocks());

describe('the large build against bare Astro', () => {
  it('reads the build against both bare builds, each named by its page count', () => {
    const text = printed(large({
      versusBare: { bare: bare(10_000, 20), ratio: 5 },
      versusBarePages: { bare: bare(20_000, 40), ratio: 2.5 },
    }));
    expect(text).toContain('5.0× a bare Astro build of 10,000 one-line pages (20.0 s');
    expect(text).toMatch(/2\.5× a bare Astro build of 20,000 one-line pages \(40\.0 s, peak 520 MiB\) ✓ \(budget ≤ 3×\), as many as its product pages in every language/);
    expect(text).toMatch(/10,000 one-line pages \(20\.0 s, peak 520 MiB\) ✗/);
  });

  it('says nothing of a bare build it did not run', () => {
    expect(printed(large({}))).not.toContain('bare Astro');
  });
});
