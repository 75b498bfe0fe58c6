import { mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { addOneToCart, expect, simpleProduct, test } from './fixtures.ts';

/*
 * The browser's side of releases (issue 14 §1–4): the version watch, the chunk-load reload guard
 * and prefetch, in Chromium against the built site.
 *
 * A new build is announced to the page by its own `fetch` (an init script answers
 * `builds/latest.json` with the id the test puts in sessionStorage), not by intercepting the
 * network: Playwright's routes and CDP's Fetch interception both turn the HTTP cache off, and the
 * cache (a prefetched page in it) is what the first test is about.
 */
const BUILT_SITE = process.env['E2E_DIST'] ?? 'dist-e2e';
const buildIdOf = (page: Page) => page.locator('meta[name="build-id"]').getAttribute('content');

declare global {
  interface Window {
    /** Test instrumentation: how many answers of latest.json this page has read (its own handlers done). */
    e2eChecks?: number;
    /** Test instrumentation: what the reload guard had saved when this page started. */
    e2eKept?: string | null;
  }
}

/** Answers the pages' `builds/latest.json` with the id in sessionStorage `e2e-live` when there is one, and counts the answers read. */
async function announceBuilds(page: Page) {
  await page.addInitScript(() => {
    const realFetch = window.fetch;
    window.fetch = async (input, init) => {
      const response = await realFetch(input, init);
      const live = sessionStorage.getItem('e2e-live');
      if (!String(input).endsWith('/builds/latest.json') || !live) return response;
      return new Response(JSON.stringify({ id: live, timestamp: new Date().toISOString() }), { headers: { 'Content-Type': 'application/json' } });
    };
    const json = Response.prototype.json;
    Response.prototype.json = function (this: Response) {
      const read = json.call(this);
      // After the page's own continuation of this read (a later task than its microtasks).
      if (this.url === '' || this.url.endsWith('/builds/latest.json')) void read.then(() => setTimeout(() => (window.e2eChecks = (window.e2eChecks ?? 0) + 1)));
      return read;
    };
  });
}

/** Waits until the page has read `count` answers of latest.json. */
const checked = (page: Page, count: number) => page.waitForFunction((n) => window.e2eChecks === n, count);

/** Adds a link to `path` the way product cards are marked (prefetched when pointed at) and points at it until it is prefetched. */
async function pointAtNewLink(page: Page, path: string, name: string) {
  await page.locator('main').evaluate((main, [href, text]) => {
    const link = Object.assign(document.createElement('a'), { href, textContent: text });
    link.dataset['prefetch'] = 'visible';
    main.prepend(link);
  }, [path, name] as const);
  const prefetched = page.waitForEvent('requestfinished', (request) => new URL(request.url()).pathname === path);
  await page.getByRole('link', { name }).hover();
  await prefetched;
}

test.describe('version watch', () => {
  test.skip(!!process.env['E2E_BASE_URL'], 'writes pages into the built site');

  test('a page open while a new build appears loads it in full on the next click, not a prefetched copy of the old one', async ({ page }) => {
    // A page of this build only this test links to (a copy of /about), so changing it disturbs no other test.
    const site = realpathSync(BUILT_SITE);
    const about = readFileSync(join(site, 'about', 'index.html'), 'utf8');
    const next = `/e2e-release-${Date.now().toString(36)}/`;
    const write = (html: string) => {
      mkdirSync(join(site, next), { recursive: true });
      writeFileSync(join(site, next, 'index.html'), html);
    };
    write(about);
    await announceBuilds(page);
    try {
      await page.goto('/about');
      const pageId = await buildIdOf(page);
      expect(pageId).toBeTruthy();
      await checked(page, 1); // the first check, once the page is idle: the same build, nothing to do

      // The next page is prefetched; then a new build goes live, changing it on the server.
      await pointAtNewLink(page, next, 'Next page');
      write(about.replace('<head>', '<head><meta name="e2e-changed" content="yes">'));
      await page.evaluate(() => sessionStorage.setItem('e2e-live', 'e2e-newer-build'));
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await checked(page, 2);

      const requests: string[] = [];
      page.on('request', (request) => new URL(request.url()).pathname === next && requests.push(request.resourceType()));
      await page.getByRole('link', { name: 'Next page' }).click();
      await expect(page).toHaveURL(next);
      // The page as the server has it now, at its own URL: fetched past every cache, then a full document load.
      await expect(page.locator('meta[name="e2e-changed"]')).toHaveCount(1);
      expect(requests).toEqual(['fetch', 'document']);
    } finally {
      rmSync(join(site, next), { recursive: true, force: true });
    }
  });

  test('with the same build live, a link is followed as it is', async ({ page }) => {
    await announceBuilds(page);
    await page.goto('/about');
    await checked(page, 1);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await checked(page, 2);
    const requests: string[] = [];
    page.on('request', (request) => new URL(request.url()).pathname === '/contact' && requests.push(request.resourceType()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    expect(requests.filter((type) => type === 'fetch')).toEqual([]);
  });

  test('a page brought back from the back/forward cache checks again, and reloads once a newer build is live', async ({ page }) => {
    await announceBuilds(page);
    await page.goto('/about');
    await checked(page, 1);
    const navigationType = () => page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);
    // Playwright's Chromium keeps no back/forward cache: the event a restore brings is dispatched here.
    const restored = () => page.evaluate(() => dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
    await restored();
    await checked(page, 2); // asked again: the same build, the page stays
    expect(await navigationType()).toBe('navigate');
    await page.evaluate(() => sessionStorage.setItem('e2e-live', 'e2e-newer-build'));
    const reloaded = page.waitForEvent('framenavigated');
    await restored();
    await reloaded;
    await expect.poll(navigationType).toBe('reload');
  });

  test('no version check and no prefetch on a save-data connection', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/');
    // Past the page's idle time (its first check would be due) and a tab seen again.
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const card = page.locator('a.product-card__link').first();
    await card.hover();
    await card.focus();
    // Stand-in for "nothing happened": a request made after those, which arrives after any they caused.
    await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()));
    expect(asked).toContain('/robots.txt');
    expect(asked.filter((path) => path === '/builds/latest.json')).toEqual([]);
    expect(asked.filter((path) => path.startsWith('/products/'))).toEqual([]);
    // Not even the prefetch code: it would never run.
    expect(asked.filter((path) => /^\/_astro\/prefetch\./.test(path))).toEqual([]);
  });

  test('the built site describes its build: latest.json names the pages\' build, whose meta lists its pages and assets', async ({ page, request }) => {
    await page.goto('/about');
    const pageId = await buildIdOf(page);
    const latest = (await (await request.get('/builds/latest.json')).json()) as { id: string; timestamp: string };
    expect(latest.id).toBe(pageId);
    expect(Date.parse(latest.timestamp)).not.toBeNaN();
    const meta = (await (await request.get(`/builds/meta/${latest.id}.json`)).json()) as { id: string; timestamp: string; pages: string[]; assets: string[] };
    expect(meta).toMatchObject({ id: latest.id, timestamp: latest.timestamp });
    expect(meta.pages).toEqual(expect.arrayContaining(['/', '/about/', '/cart/', '/404']));
    const scripts = await page.locator('script[src^="/_astro/"]').evaluateAll((nodes) => nodes.map((node) => node.getAttribute('src')!));
    expect(scripts.length).toBeGreaterThan(0);
    expect(meta.assets).toEqual(expect.arrayContaining(scripts));
  });
});

test('a chunk that fails to load reloads the page once, not again within 10 s, keeping the cart and what was typed', async ({ page, request }) => {
  await addOneToCart(page, await simpleProduct(request));
  // What the guard saved just before its reload, read as the reloaded page starts (test instrumentation).
  await page.addInitScript(() => (window.e2eKept = sessionStorage.getItem('reload-fields')));
  // The sign-in form's code is gone (as after a release pruned it): every request for it fails,
  // Astro's retry included, once the shopper has typed.
  let typed!: () => void;
  const hasTyped = new Promise<void>((resolve) => (typed = resolve));
  await page.route((url) => /^\/_astro\/SignInForm\.[^/]+\.js$/.test(url.pathname), async (route) => {
    await hasTyped;
    await route.abort();
  });
  let loads = 0;
  page.on('framenavigated', (frame) => frame === page.mainFrame() && loads++);
  const failures: string[] = [];
  page.on('console', (message) => message.text().includes('Error hydrating') && failures.push(message.text()));

  await page.goto('/signin');
  await page.locator('main').getByLabel('Email', { exact: true }).fill('rahim@example.com');
  await page.locator('main').getByLabel('Password', { exact: true }).fill('not kept anywhere');
  await page.getByRole('combobox', { name: 'Search products' }).fill('gel pen');
  typed();

  // One reload, then the chunk fails again within 10 s: Astro reports it (the guard let it through) and nothing reloads.
  await expect.poll(() => failures.length, { timeout: 15_000 }).toBe(1);
  expect(loads).toBe(2);
  const kept = await page.evaluate(() => window.e2eKept);
  expect(kept).toContain('rahim@example.com');
  expect(kept).toContain('gel pen');
  expect(kept).not.toContain('not kept anywhere');
  await expect(page.locator('main').getByLabel('Email', { exact: true })).toHaveValue('rahim@example.com');
  await expect(page.locator('main').getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('gel pen');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await page.evaluate(() => Number(sessionStorage.getItem('reload:/signin')))).toBeGreaterThan(Date.now() - 10_000);
});
