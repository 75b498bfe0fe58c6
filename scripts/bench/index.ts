/**
 * `npm run bench`: measures the shop against its budgets and reports; it never passes or fails on
 * a number. Steps: (1) the demo shop built and served compressed, Lighthouse (mobile, median of
 * BENCH_RUNS) on a home, category and product page; (2) a 10,000-product catalogue built (seconds,
 * peak memory); (3) searches typed on that catalogue; (4) releases: the demo shop's full build and
 * a one-product rebuild through the build hook; (5) the releases code's bytes in the browser; (6) a
 * static page idle and under 200 connections on the API, the shop started as `npm start` starts it;
 * and, on the demo shop, the JavaScript pages load before any interaction, and the header search's
 * suggestions timed key by key (on the 10,000-product catalogue too).
 * Prints a table, writes JSON to bench-results/. BENCH_ONLY=static-load runs step 6 alone.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureChromium } from '../ensure-chromium.ts';
import { benchLargeBuild, type LargeBuild } from './build-10k.ts';
import { cleanup, cleanupOnSignals } from './cleanup.ts';
import { benchDemoShop, DEMO_PRODUCTS, type PageResult } from './demo-shop.ts';
import { benchFirstJs } from './first-js.ts';
import { benchRebuild, type RebuildResult } from './rebuild.ts';
import { printFirstJs, printReport, printStaticLoad, printSuggestions } from './report.ts';
import { benchSearch, type SearchResult } from './search.ts';
import { benchSuggestions, type SuggestionsResult } from './suggestions.ts';
import { benchWatcherBytes } from './watcher-bytes.ts';
import { startSiteProcess } from './servers.ts';
import { benchStaticUnderLoad } from './static-load.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 5) || 5);
const skipLarge = process.env['BENCH_SKIP_10K'] === '1';
/** One step alone: `static-load` (no Chromium, about a minute). */
const only = process.env['BENCH_ONLY'] || undefined;
const ONLY_STEPS = ['static-load'];
const DEMO_OUT = 'dist-bench';
const LARGE_OUT = 'dist-bench-10k';
const RELEASES_OUT = 'dist-bench-releases';
const RESULTS = join(root, 'bench-results');

process.chdir(root); // the builds run Astro from the project root
cleanupOnSignals();
const startedAt = new Date();

async function writeReport(report: object): Promise<string> {
  await mkdir(RESULTS, { recursive: true });
  const file = join(RESULTS, `bench-${startedAt.toISOString().replaceAll(':', '-')}.json`);
  await writeFile(file, JSON.stringify(report, null, 2));
  await writeFile(join(RESULTS, 'latest.json'), JSON.stringify(report, null, 2));
  return file;
}

/** Step 6 alone (BENCH_ONLY=static-load). */
async function staticLoadAlone(): Promise<void> {
  const staticLoad = await benchStaticUnderLoad({ demoProducts: DEMO_PRODUCTS });
  const file = await writeReport({ startedAt: startedAt.toISOString(), seconds: (Date.now() - startedAt.getTime()) / 1000, machine: { node: process.version }, staticLoad });
  printStaticLoad(staticLoad);
  console.log(`\n[bench] written to ${file}`);
}

/** Every step. */
async function allSteps(): Promise<void> {
  const chromePath = await ensureChromium();
  const demo = await benchDemoShop(root, DEMO_OUT, runs, chromePath);
  const pages: PageResult[] = demo.pages;
  // The shop's own catalogue size first; the 10k catalogue below is the stress case.
  const demoSearch = await benchSearch(demo.siteUrl, chromePath);
  const firstJs = await benchFirstJs(demo.siteUrl, chromePath, demo.customer.storage);
  const demoSuggestions = await benchSuggestions(demo.siteUrl, chromePath);

  let large: LargeBuild | undefined;
  let search: SearchResult | undefined;
  let suggestions: SuggestionsResult | undefined;
  if (!skipLarge) {
    large = await benchLargeBuild(root, LARGE_OUT, join(RESULTS, 'build-10k.log'));
    const site = await startSiteProcess('10k', join(root, LARGE_OUT), large.apiUrl);
    search = await benchSearch(site.url, chromePath);
    suggestions = await benchSuggestions(site.url, chromePath);
  }
  const rebuild: RebuildResult = await benchRebuild(root, RELEASES_OUT, DEMO_PRODUCTS);
  const watcher = await benchWatcherBytes(root, join(root, 'dist-bench-watcher'));
  const staticLoad = await benchStaticUnderLoad({ demoProducts: DEMO_PRODUCTS });

  const report = {
    startedAt: startedAt.toISOString(),
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    machine: { node: process.version, chromium: chromePath, lighthouseRuns: runs },
    pages,
    demoSearch,
    firstJs,
    demoSuggestions,
    large,
    search,
    suggestions,
    rebuild,
    watcher,
    staticLoad,
  };
  const file = await writeReport(report);
  printReport(pages, demoSearch, large, search, rebuild, watcher, staticLoad);
  printFirstJs(firstJs);
  printSuggestions({ demo: demoSuggestions, ...(suggestions ? { large: suggestions } : {}) }, large?.products);
  console.log(`\n[bench] written to ${file}`);
}

try {
  if (only !== undefined && !ONLY_STEPS.includes(only)) throw new Error(`BENCH_ONLY=${only}: the steps that run alone are ${ONLY_STEPS.join(', ')}`);
  await (only === 'static-load' ? staticLoadAlone() : allSteps());
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  // The measured builds are large and only the figures matter; keep the working tree small.
  await Promise.all([DEMO_OUT, LARGE_OUT, RELEASES_OUT].map((dir) => rm(join(root, dir), { recursive: true, force: true })));
}
