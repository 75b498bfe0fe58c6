/**
 * Step 3: search on a built catalogue in a real Chromium: typed into the listing's refine box, and
 * landed on from the header search. The commerce API answers text in both (the static index answers
 * filters, price sorts, and text when the API cannot); every byte a query brings is counted.
 */
import { chromium, type Browser, type Page } from 'playwright';
import { chromiumFlags } from './lighthouse.ts';
import { median } from './stats.ts';

/** Compressed bytes a query brought over the network, by what they were. */
export interface QueryBytes {
  /** Everything below: what the budget is read against. */
  total: number;
  /** The commerce API's answers (`GET /api/v3/items/joined`). */
  api: number;
  /** Pagefind's files (library, WebAssembly, index chunks, fragments). */
  pagefind: number;
  /** The shop's own scripts loaded for it (the API's code, on the first query). */
  code: number;
}

/** One typed query: how long results took to show and what the network carried meanwhile. */
export interface SearchRun {
  query: string;
  /** From the last keystroke to the results being painted. */
  resultsMs: number;
  /** Every request of every key typed, the first letters' searches included. */
  bytes: QueryBytes;
  resultCount: number;
}

/** A search as the header sends it: a cold page at `/products?query=…` (the search shell). */
export interface LandingRun {
  query: string;
  /** From navigation start to the results being painted. */
  resultsMs: number;
  /** Compressed bytes of the commerce API's answers (the first results come from there). */
  apiBytes: number;
  /** Compressed bytes of Pagefind files (none expected until the shopper types). */
  pagefindBytes: number;
  resultCount: number;
}

/** The first (cold) query and the ones after it, typed; and a search landed on from the header. */
export interface SearchResult {
  page: string;
  first: SearchRun;
  later: SearchRun[];
  laterMedianMs: number | undefined;
  landing: LandingRun;
}

/** First one cold (the library loads), then warm ones; English, Bangla and two words. */
export const SEARCH_QUERIES = ['notebook', 'কলম', 'gift box', 'pencil', 'mug', 'ডায়েরি'];

const PAGE = '/products';
const BOX = 'Search in all products';

/**
 * Types each query into the refine box of `{siteUrl}/products` (as a shopper would, key by key)
 * and measures the time from the last keystroke to the painted results, plus the Pagefind bytes.
 */
export async function benchSearch(siteUrl: string, chromePath: string, queries = SEARCH_QUERIES): Promise<SearchResult> {
  const browser = await chromium.launch({ executablePath: chromePath, args: await chromiumFlags() });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 915 }, ignoreHTTPSErrors: true });
    const bytes: QueryBytes = { total: 0, api: 0, pagefind: 0, code: 0 };
    page.on('requestfinished', (request) => {
      const kind = kindOf(new URL(request.url()).pathname);
      if (!kind) return;
      void request.sizes().then((sizes) => {
        bytes[kind] += sizes.responseBodySize;
        bytes.total += sizes.responseBodySize;
      }).catch(() => undefined);
    });
    await page.goto(siteUrl + PAGE, { waitUntil: 'networkidle' });
    await page.locator('astro-island[ssr]').first().waitFor({ state: 'detached', timeout: 30_000 }).catch(() => undefined);
    await installTimer(page);

    const runs: SearchRun[] = [];
    for (const query of queries) {
      const box = page.getByRole('searchbox', { name: BOX });
      await box.fill('');
      // Counts are grouped ("10,000 products"): the listing's words go through Intl.
      await page.getByRole('status').filter({ hasText: /^[\d,]+ products?$/ }).waitFor();
      await page.waitForLoadState('networkidle');
      const before = { ...bytes };
      await page.evaluate((q) => (window as unknown as BenchWindow).__benchSearch.expect(q), query);
      await box.pressSequentially(query, { delay: 60 });
      const resultsMs = await page.evaluate(() => (window as unknown as BenchWindow).__benchSearch.done);
      await page.waitForLoadState('networkidle');
      const countText = (await page.locator('.listing__count').textContent()) ?? '';
      const brought: QueryBytes = { total: bytes.total - before.total, api: bytes.api - before.api, pagefind: bytes.pagefind - before.pagefind, code: bytes.code - before.code };
      runs.push({ query, resultsMs, bytes: brought, resultCount: Number(/^([\d,]+)/.exec(countText)?.[1]?.replaceAll(',', '') ?? 0) });
      console.log(`[bench] search “${query}”: ${resultsMs.toFixed(0)} ms after the last key, ${describeBytes(brought)}, ${countText}`);
    }
    const [first, ...later] = runs;
    if (!first) throw new Error('no search query was run');
    const landing = await benchLanding(browser, siteUrl, first.query);
    return { page: PAGE, first, later, laterMedianMs: median(later.map((run) => run.resultsMs)), landing };
  } finally {
    await browser.close();
  }
}

/** What a request was, for the byte count: the API's listing, Pagefind's files, the shop's scripts. */
function kindOf(path: string): 'api' | 'pagefind' | 'code' | undefined {
  if (path.endsWith('/api/v3/items/joined')) return 'api';
  if (path.startsWith('/pagefind/')) return 'pagefind';
  if (path.startsWith('/_astro/') && path.endsWith('.js')) return 'code';
  return undefined;
}

/** "12.3 KiB (API 8.1, index 0.0, code 4.2)". */
export function describeBytes(bytes: QueryBytes): string {
  const kib = (value: number) => (value / 1024).toFixed(1);
  return `${kib(bytes.total)} KiB (API ${kib(bytes.api)}, index ${kib(bytes.pagefind)}, code ${kib(bytes.code)})`;
}

/**
 * Lands on `{siteUrl}/products?query=…` in a fresh context (cold cache), as the header search
 * does, and measures the time to painted results and the bytes the API and Pagefind carried.
 */
async function benchLanding(browser: Browser, siteUrl: string, query: string): Promise<LandingRun> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    const bytes = { api: 0, pagefind: 0 };
    page.on('requestfinished', (request) => {
      const path = new URL(request.url()).pathname;
      const kind = path.startsWith('/pagefind/') ? 'pagefind' : path.endsWith('/api/v3/items/joined') ? 'api' : undefined;
      if (kind) void request.sizes().then((sizes) => (bytes[kind] += sizes.responseBodySize)).catch(() => undefined);
    });
    await page.goto(`${siteUrl}${PAGE}?query=${encodeURIComponent(query)}`);
    const status = page.locator('.listing [role="status"]').filter({ hasText: `for “${query}”` });
    await status.waitFor({ timeout: 30_000 });
    // The next animation frame is when the results are painted.
    const resultsMs = await page.evaluate(() => new Promise<number>((done) => requestAnimationFrame(() => done(performance.now()))));
    await page.waitForLoadState('networkidle');
    const countText = (await status.textContent()) ?? '';
    const run = { query, resultsMs, apiBytes: bytes.api, pagefindBytes: bytes.pagefind, resultCount: Number(/^([\d,]+)/.exec(countText)?.[1]?.replaceAll(',', '') ?? 0) };
    console.log(`[bench] landing on “${query}”: results ${resultsMs.toFixed(0)} ms after navigation, ${(run.apiBytes / 1024).toFixed(1)} KiB from the API, ${(run.pagefindBytes / 1024).toFixed(1)} KiB of index, ${countText}`);
    return run;
  } finally {
    await context.close();
  }
}

interface BenchWindow {
  __benchSearch: { expect(query: string): void; done: Promise<number> };
}

/**
 * In the page: remembers when the last key went in, and resolves `done` with the delay until the
 * status line names the expected query (results and count render together), one frame later.
 */
async function installTimer(page: Page): Promise<void> {
  await page.evaluate(() => {
    let lastInput = 0;
    let expected = '';
    let finish: (ms: number) => void = () => undefined;
    document.addEventListener('input', () => (lastInput = performance.now()), true);
    const status = () => document.querySelector('.listing [role="status"]')?.textContent ?? '';
    new MutationObserver(() => {
      if (!expected || !status().includes(`for “${expected}”`)) return;
      expected = '';
      // The next animation frame is when the new results are painted.
      requestAnimationFrame(() => finish(performance.now() - lastInput));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
    const timer: BenchWindow['__benchSearch'] = {
      expect(query: string) {
        expected = query;
        timer.done = new Promise<number>((resolve) => (finish = resolve));
      },
      done: Promise.resolve(0),
    };
    (window as unknown as BenchWindow).__benchSearch = timer;
  });
}
