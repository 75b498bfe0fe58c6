import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../scripts/build.ts';
import { serveStatic, type StaticServer } from '../../scripts/serve-static.ts';
import { test, expect } from './fixtures.ts';

/*
 * Spec §1 and issue 13 §4: with PUBLIC_ANALYTICS_ID set at build time, every page carries the tag,
 * which loads the provider's script only after the page has loaded, async, allowed by the page's
 * Content-Security-Policy. The suite's own site is built without an id (seo.spec.ts checks that it
 * has no tag at all), so this spec builds the site once more with one, against the same API.
 */
const ID = 'G-E2ETEST01';
const OUT = `dist-e2e-analytics-${process.env['E2E_PORT'] ?? '4400'}`;
let site: StaticServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000); // a whole build of the site
  await buildSite({ apiUrl: process.env['E2E_API_URL']!, outDir: OUT, env: { PUBLIC_ANALYTICS_ID: ID } });
  site = await serveStatic({ root: join(process.cwd(), OUT), port: 0, host: '127.0.0.1' });
});

test.afterAll(async () => {
  await site?.close();
  await rm(OUT, { recursive: true, force: true });
});

test('with PUBLIC_ANALYTICS_ID the tag loads gtag for the id after the page has loaded, within the CSP', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => ((window as unknown as { csp: string[] }).csp ??= []).push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  // No network here: the provider's script is answered locally, and counts the times it ran.
  const requested: string[] = [];
  await page.route('https://www.googletagmanager.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: 'window.gtagRuns = (window.gtagRuns || 0) + 1;' });
  });
  await page.goto(`${site.url}/about`);
  await expect(page.locator('script[data-analytics]')).toHaveCount(1);
  await expect.poll(() => page.evaluate(() => (window as unknown as { gtagRuns?: number }).gtagRuns)).toBe(1);
  expect(requested).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ID}`]);
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const tag = performance.getEntriesByType('resource').find((entry) => entry.name.includes('googletagmanager'))!;
    const script = document.querySelector<HTMLScriptElement>('script[src*="googletagmanager"]')!;
    return { loadEnd: navigation.loadEventEnd, tagStart: tag.startTime, async: script.async };
  });
  expect(timing.async).toBe(true);
  expect(timing.tagStart).toBeGreaterThanOrEqual(timing.loadEnd); // never before the page's own load
  const dataLayer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
  expect(dataLayer).toContain(ID);
  expect(await page.evaluate(() => (window as unknown as { csp?: string[] }).csp ?? [])).toEqual([]);
  expect(violations).toEqual([]);
});
