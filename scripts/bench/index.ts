/**
 * `npm run bench`: measures the shop against its budgets and reports; it never passes or fails on
 * a number. Steps: (1) the demo shop built and served compressed, Lighthouse (mobile, median of
 * BENCH_RUNS) on a home, category and product page; (2) a 10,000-product catalogue built (seconds,
 * peak memory); (3) searches typed on that catalogue; (4) releases: the demo shop's full build and
 * a one-product rebuild through the build hook; (5) the releases code's bytes in the browser; (6) a
 * static page idle and under 200 connections on the API, the shop started as `npm start` starts it;
 * and, on the demo shop, the JavaScript pages load before any interaction, and the header search's
 * suggestions timed key by key (on the 10,000-product catalogue too); and the precision@5 of both
 * searches on a judged query set (ranking.ts), on both catalogues. Step 2 is read against bare
 * Astro builds of 10,000 and of 20,000 one-line pages (as many as its product pages in both
 * languages) timed just before it (bare-astro.ts); with BENCH_100K=1,
 * last, the same build and rebuild on 100,000 products (build-100k.ts).
 * Prints a table, writes JSON to bench-results/. BENCH_ONLY=static-load runs step 6 alone;
 * BENCH_ONLY=builds runs step 2's builds alone (and the 100k step with BENCH_100K=1; no Chromium).
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BANGLA_FONT_PACKAGE, ensureBanglaFont } from '../ensure-bangla-font.ts';
import { ensureChromium } from '../ensure-chromium.ts';
import { benchBareAstro } from './bare-astro.ts';
import { locales } from '../../src/paraglide/runtime.js';
import { benchLargeBuild, LARGE_CATALOGUE, type LargeBuild } from './build-10k.ts';
import { hugeCatalogue } from './build-100k.ts';
import { cleanup, cleanupOnSignals } from './cleanup.ts';
import { benchDemoShop, DEMO_PRODUCTS, type PageResult } from './demo-shop.ts';
import { benchFirstJs } from './first-js.ts';
import { benchRebuild, type RebuildResult } from './rebuild.ts';
import { benchRanking, type RankingResult } from './ranking.ts';
import { printFirstJs, printHugeBuild, printLargeBuild, printRanking, printReport, printStaticLoad, printSuggestions } from './report.ts';
import { benchSearch, type SearchResult } from './search.ts';
import { benchSuggestions, type SuggestionsResult } from './suggestions.ts';
import { benchWatcherBytes } from './watcher-bytes.ts';
import { startSiteProcess } from './servers.ts';
import { benchStaticUnderLoad } from './static-load.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const runs = Math.max(1, Number(process.env['BENCH_RUNS'] ?? 5) || 5);
const skipLarge = process.env['BENCH_SKIP_10K'] === '1';
/** One step alone: `static-load` (no Chromium, about a minute), `builds` (step 2's builds, a few minutes; 100k: BENCH_100K=1). */
const only = process.env['BENCH_ONLY'] || undefined;
const ONLY_STEPS = ['static-load', 'builds'];
const DEMO_OUT = 'dist-bench';
const LARGE_OUT = 'dist-bench-10k';
const RELEASES_OUT = 'dist-bench-releases';
const HUGE_OUT = 'dist-bench-100k';
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

/**
 * Step 2's build and one-product rebuild, read against bare Astro builds timed just before it, on
 * the same machine in the same state: one of as many one-line pages as there are products (issue
 * 25: the ratio is the budget), and one of as many as the shop writes product pages, a page per
 * product in each language (issue 24: the bilingual build is read against as many pages).
 */
async function largeBuild(): Promise<LargeBuild> {
  await mkdir(RESULTS, { recursive: true }); // the builds' logs go there
  const bare = await benchBareAstro(root, LARGE_CATALOGUE, join(RESULTS, 'build-bare.log'));
  const barePages = await benchBareAstro(root, LARGE_CATALOGUE * locales.length, join(RESULTS, 'build-bare-pages.log'));
  const large = await benchLargeBuild(root, LARGE_OUT, join(RESULTS, 'build-10k.log'));
  return {
    ...large,
    versusBare: { bare, ratio: large.seconds / bare.seconds },
    versusBarePages: { bare: barePages, ratio: large.seconds / barePages.seconds },
  };
}

/** The 100k step (build-100k.ts) on `products`, when BENCH_100K=1 asks for it (`hugeCatalogue`). */
async function hugeBuild(products: number | undefined): Promise<LargeBuild | undefined> {
  if (products === undefined) return undefined;
  await mkdir(RESULTS, { recursive: true });
  return benchLargeBuild(root, HUGE_OUT, join(RESULTS, 'build-100k.log'), products);
}

/** Step 2's builds alone (BENCH_ONLY=builds), and the 100k step when asked for. */
async function buildsAlone(): Promise<void> {
  const products = hugeCatalogue(); // a wrong count fails now, not after the 10k build
  const large = await largeBuild();
  const huge = await hugeBuild(products);
  const file = await writeReport({ startedAt: startedAt.toISOString(), seconds: (Date.now() - startedAt.getTime()) / 1000, machine: { node: process.version }, large, huge });
  printLargeBuild(large);
  if (huge) printHugeBuild(huge);
  console.log(`\n[bench] written to ${file}`);
}

/** Every step. */
async function allSteps(): Promise<void> {
  const hugeProducts = hugeCatalogue(); // a wrong count fails now, not half an hour in
  const chromePath = await ensureChromium();
  // Bangla pages measured as a phone draws them, in its Bangla font (scripts/ensure-bangla-font.ts).
  const banglaFonts = await ensureBanglaFont();
  if (!banglaFonts.length) console.warn(`[bench] WARNING: no Bangla font on this machine (Debian package ${BANGLA_FONT_PACKAGE}): the Bangla pages are measured laid out without one, slower than on any phone`);
  const demo = await benchDemoShop(root, DEMO_OUT, runs, chromePath);
  const pages: PageResult[] = demo.pages;
  // The shop's own catalogue size first; the 10k catalogue below is the stress case.
  const demoSearch = await benchSearch(demo.siteUrl, chromePath);
  const firstJs = await benchFirstJs(demo.siteUrl, chromePath, demo.customer.storage);
  const demoSuggestions = await benchSuggestions(demo.siteUrl, chromePath);
  const demoRanking = await benchRanking(join(root, DEMO_OUT), demo.apiUrl);

  let large: LargeBuild | undefined;
  let search: SearchResult | undefined;
  let suggestions: SuggestionsResult | undefined;
  let ranking: RankingResult | undefined;
  if (!skipLarge) {
    large = await largeBuild();
    const site = await startSiteProcess('10k', join(root, LARGE_OUT), large.apiUrl);
    search = await benchSearch(site.url, chromePath);
    suggestions = await benchSuggestions(site.url, chromePath);
    ranking = await benchRanking(join(root, LARGE_OUT), large.apiUrl);
  }
  const rebuild: RebuildResult = await benchRebuild(root, RELEASES_OUT, DEMO_PRODUCTS);
  const watcher = await benchWatcherBytes(root, join(root, 'dist-bench-watcher'));
  const staticLoad = await benchStaticUnderLoad({ demoProducts: DEMO_PRODUCTS });
  // Last: its API and site, the largest of the run, stay up until clean-up.
  const huge = await hugeBuild(hugeProducts);

  const report = {
    startedAt: startedAt.toISOString(),
    seconds: (Date.now() - startedAt.getTime()) / 1000,
    machine: { node: process.version, chromium: chromePath, lighthouseRuns: runs, banglaFonts },
    pages,
    demoSearch,
    firstJs,
    demoSuggestions,
    large,
    search,
    suggestions,
    demoRanking,
    ranking,
    rebuild,
    watcher,
    staticLoad,
    huge,
  };
  const file = await writeReport(report);
  printReport(pages, demoSearch, large, search, rebuild, watcher, staticLoad);
  printFirstJs(firstJs);
  printSuggestions({ demo: demoSuggestions, ...(suggestions ? { large: suggestions } : {}) }, large?.products);
  printRanking({ demo: demoRanking, ...(ranking ? { large: ranking } : {}) });
  if (huge) printHugeBuild(huge);
  console.log(`\n[bench] written to ${file}`);
}

try {
  if (only !== undefined && !ONLY_STEPS.includes(only)) throw new Error(`BENCH_ONLY=${only}: the steps that run alone are ${ONLY_STEPS.join(', ')}`);
  await (only === 'static-load' ? staticLoadAlone() : only === 'builds' ? buildsAlone() : allSteps());
} catch (error) {
  console.error(`[bench] failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanup();
  // The measured builds are large and only the figures matter; keep the working tree small.
  await Promise.all([DEMO_OUT, LARGE_OUT, RELEASES_OUT, HUGE_OUT].map((dir) => rm(join(root, dir), { recursive: true, force: true })));
}
