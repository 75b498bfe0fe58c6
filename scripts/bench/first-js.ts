/**
 * The JavaScript a page loads before the shopper first touches it (issue 23 §3): a real Chromium
 * opens each page, nothing is pressed, and every script response is counted (compressed body, as
 * served) until the page is at rest: loaded, and no resource finished across two idle periods in a
 * row (islands that wake on idle or on sight have had their chance). Inline scripts travel in the
 * HTML: counted apart, and in the total as their text compressed (brotli) together.
 */
import { brotliCompressSync } from 'node:zlib';
import { chromium } from 'playwright';
import { chromiumFlags } from './lighthouse.ts';

/**
 * A page to weigh; `signedIn` pages start with the customer's storage (a session and a cart).
 * `waits`: every island of the page waits for the shopper (budget FIRST_JS_BUDGETS.waiting); else
 * the page's own screen or listing wakes at load or idle (FIRST_JS_BUDGETS.awake).
 */
export interface FirstJsPage { name: string; path: string; waits: boolean; signedIn?: boolean }

/** What one page loaded before any interaction. */
export interface FirstJsResult {
  name: string;
  path: string;
  /** Compressed bytes of the script files it fetched (bodies, no headers). */
  scriptBytes: number;
  /** How many script files that was. */
  scripts: number;
  /** Bytes of its inline scripts' text (uncompressed, inside the HTML). */
  inlineBytes: number;
  /** The files and the inline scripts' text compressed (brotli): what the budgets are read against. */
  totalBytes: number;
  /** Whether React's chunk was among them. */
  react: boolean;
  /** Where the page ended (a guarded screen that redirected measured another page). */
  finalPath: string;
  waits: boolean;
}

/** The budgets of issue 23 §3: pages whose islands wait, and pages whose islands wake at load. */
export const FIRST_JS_BUDGETS = { waiting: 15 * 1024, awake: 85 * 1024 } as const;

/**
 * The pages measured: those whose islands all wait for the shopper (the header's among them) and
 * those whose screen is an island woken at load.
 */
export const FIRST_JS_PAGES: readonly FirstJsPage[] = [
  { name: 'home', path: '/', waits: true },
  { name: 'about', path: '/about', waits: true },
  { name: 'contact', path: '/contact', waits: true },
  { name: 'outlets', path: '/outlets', waits: true },
  // The listing (client:idle) and the buying box (client:idle) wake by themselves; the header still waits.
  { name: 'category', path: '/categories/pens', waits: false },
  { name: 'product', path: '/products/1', waits: false },
  { name: 'cart', path: '/cart', waits: false, signedIn: true },
  { name: 'checkout', path: '/checkout', waits: false, signedIn: true },
  // Issue 24: Bangla pages carry both languages' words in their islands (Paraglide's message functions).
  { name: 'home (bn)', path: '/bn', waits: true },
  { name: 'category (bn)', path: '/bn/categories/pens', waits: false },
  { name: 'product (bn)', path: '/bn/products/1', waits: false },
  { name: 'checkout (bn)', path: '/bn/checkout', waits: false, signedIn: true },
];

/** Opens each page in a fresh context and weighs the JavaScript it loads before any interaction. */
export async function benchFirstJs(siteUrl: string, chromePath: string, storage: Record<string, string>, pages = FIRST_JS_PAGES): Promise<FirstJsResult[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: await chromiumFlags() });
  const results: FirstJsResult[] = [];
  try {
    for (const entry of pages) {
      const context = await browser.newContext({ viewport: { width: 412, height: 915 }, ignoreHTTPSErrors: true });
      if (entry.signedIn) {
        await context.addInitScript((stored: Record<string, string>) => {
          if (sessionStorage.getItem('bench-seeded')) return;
          sessionStorage.setItem('bench-seeded', '1');
          for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        }, storage);
      }
      const page = await context.newPage();
      const sizes: Promise<number>[] = [];
      const urls: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() !== 'script') return;
        urls.push(request.url());
        sizes.push(request.sizes().then((size) => size.responseBodySize).catch(() => 0));
      });
      await page.goto(siteUrl + entry.path);
      await page.waitForLoadState('load');
      await page.evaluate(async () => {
        const idle = () => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
        // Islands due to wake by themselves (on load, idle or sight) have woken: a page at rest is one
        // where only islands waiting for the shopper (`client:header`) still sleep.
        const due = () => document.querySelectorAll('astro-island[ssr]:not([client="header"])').length;
        for (let waited = 0; due() > 0 && waited < 100; waited++) await new Promise((resolve) => setTimeout(resolve, 50));
        let seen = -1;
        while (performance.getEntriesByType('resource').length !== seen) {
          seen = performance.getEntriesByType('resource').length;
          await idle();
          await idle();
        }
      });
      const inline = Buffer.from(await page.evaluate(() =>
        [...document.querySelectorAll('script:not([src]):not([type="application/ld+json"])')].map((script) => script.textContent ?? '').join('\n')));
      const inlineBytes = inline.length;
      const scriptBytes = (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0);
      const finalPath = new URL(page.url()).pathname;
      const result = { name: entry.name, path: entry.path, scriptBytes, scripts: urls.length, inlineBytes, react: urls.some((url) => /\/react\.[\w-]+\.js$/.test(url)), finalPath, waits: entry.waits,
        totalBytes: scriptBytes + brotliCompressSync(inline).length };
      console.log(`[bench] first JS ${entry.name} ${entry.path}${finalPath === new URL(siteUrl + entry.path).pathname ? '' : ` (ended at ${finalPath})`}: ` +
        `${(scriptBytes / 1024).toFixed(1)} KiB in ${urls.length} files${result.react ? ' (React)' : ''}, ${inlineBytes} B inline; ${(result.totalBytes / 1024).toFixed(1)} KiB in all`);
      results.push(result);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}
