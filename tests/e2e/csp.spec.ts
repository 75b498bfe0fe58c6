import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, addOneToCart, signUpCustomer, simpleProduct, useSession, waitForIslands, atRest } from './fixtures.ts';
import { cardOrderThroughApi, dhakaAddressOf, productForPayment } from './payment-helpers.ts';

/*
 * The Content-Security-Policy (issue 14 §5) in Chromium: every route, as a guest and as a signed-in
 * shopper with a cart, and the journey from a product to the cart, with no `securitypolicyviolation`
 * and no console line about the policy. The policy is enforced, not report-only: anything it did
 * not allow would have failed to run, and the listener hears of it.
 */

test.use({ viewport: { width: 1280, height: 900 } });

interface Violation { directive: string; blocked: string; sample: string; source: string }

/** Records the page's policy violations (each document) and console lines naming the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) logged.push(`console: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample, source: `${event.sourceFile}:${event.lineNumber}` });
    });
  });
  return logged;
}

/** Opens `path`, wakes every island (scrolled into view, then idle), and answers the violations heard. */
async function visit(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // Each sleeping island in view in turn (a jump to the bottom can pass over those above a tall footer), then the
  // bottom. An island is `display: contents`: what is seen, and what `client:visible` watches, is its content.
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (const island of document.querySelectorAll('astro-island[ssr]')) {
      (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
      await frame();
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
  await waitForIslands(page);
  await atRest(page);
  return violationsOn(page);
}

async function violationsOn(page: Page): Promise<string[]> {
  const seen = await page.evaluate(() => (window as unknown as { cspViolations?: Violation[] }).cspViolations ?? []);
  return seen.map((v) => `${page.url()} ${v.directive} blocked ${v.blocked || 'inline'} (${v.sample}) at ${v.source}`);
}

test('every guest route runs under the policy without a violation', async ({ page, request }) => {
  test.slow();
  const logged = await watchPolicy(page);
  const product = await simpleProduct(request);
  await page.goto('/');
  const category = await page.locator('a[href^="/categories/"]').first().getAttribute('href');
  const routes = [
    '/', category!, `/products/${product.id}`, '/products', '/products?query=pen', '/products?query=pen&sort=price_asc',
    '/cart', '/signin', '/signin/phone', '/signup', '/forgot-password', '/reset-password', '/about', '/contact', '/contactV1', '/contact-us',
    '/outlets', '/privacy-policy', '/terms-conditions', '/return', '/coming-soon', '/no/such/page',
  ];
  const violations: string[] = [];
  for (const route of routes) violations.push(...(await visit(page, route)));
  // Text typed in the refine box comes from the commerce API; sorted by price, from the static
  // search index (Pagefind: a WebAssembly module, in a worker).
  await page.goto(category!);
  await waitForIslands(page);
  await page.getByRole('searchbox', { name: /^Search in / }).fill('pen');
  await expect(page.getByRole('status').filter({ hasText: /results? for “pen”$/ })).toBeVisible();
  const library = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await library;
  await expect(page.getByRole('status').filter({ hasText: /results? for “pen”$/ })).toBeVisible();
  violations.push(...(await violationsOn(page)));
  expect(violations).toEqual([]);
  expect(logged).toEqual([]);
});

test('a signed-in shopper with a cart: checkout, account pages and a payment result, without a violation', async ({ page, request }) => {
  test.slow();
  const logged = await watchPolicy(page);
  const customer = await signUpCustomer(request);
  await dhakaAddressOf(request, customer);
  const product = await productForPayment(request, 3);
  const order = await cardOrderThroughApi(request, customer, product.skus[0]!.id, 'pay_later');
  await useSession(page, customer);
  const violations: string[] = [];
  await addOneToCart(page, product);
  violations.push(...(await violationsOn(page)));
  for (const route of ['/checkout', '/orders', `/details?id=${order.saleId}`, '/profile', '/addresses', '/wishlist',
    `/payments/response/later?invoiceId=${order.invoiceId}`]) {
    violations.push(...(await visit(page, route)));
  }
  expect(violations).toEqual([]);
  expect(logged).toEqual([]);
});

test('adding to the cart and opening the cart page stay within the policy', async ({ page, request }) => {
  const logged = await watchPolicy(page);
  const product = await simpleProduct(request);
  await addOneToCart(page, product);
  const violations = await violationsOn(page);
  await page.getByRole('dialog', { name: 'Cart' }).getByRole('link', { name: 'View Cart' }).click();
  await expect(page).toHaveURL('/cart');
  await waitForIslands(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  violations.push(...(await violationsOn(page)));
  expect(violations).toEqual([]);
  expect(logged).toEqual([]);
});

test('the watch hears what the policy blocks: an injected inline script and a picture from elsewhere', async ({ page }) => {
  const logged = await watchPolicy(page);
  await page.goto('/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    const picture = document.createElement('img');
    picture.src = 'https://pictures.example.com/x.png';
    document.body.append(picture);
  });
  await expect.poll(async () => (await violationsOn(page)).join('\n')).toMatch(/script-src-elem blocked inline[\s\S]*img-src blocked https:\/\/pictures\.example\.com/);
  expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
  expect(logged.length).toBeGreaterThan(0);
});

test('pages are sent with the header policy (frame-ancestors) and carry their own in a meta, without unsafe-inline scripts', async ({ page }) => {
  for (const path of ['/', '/cart', '/no/such/page']) {
    const response = (await page.goto(path))!;
    expect(response.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    const policy = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    const scriptSrc = policy!.split(';').map((directive) => directive.trim()).find((directive) => directive.startsWith('script-src '));
    expect(scriptSrc, path).toMatch(/^script-src 'self' /);
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(policy).toContain(`connect-src 'self' ${new URL(process.env['E2E_API_URL']!).origin}`);
  }
});

test('a page cannot be framed by another site', async ({ page }) => {
  await page.goto('/about');
  const origin = new URL(page.url()).origin;
  const refused = page.waitForEvent('console', (message) => message.text().includes("frame-ancestors 'none'"));
  // about:blank is not the shop: its frame-ancestors 'none' refuses the frame.
  await page.setContent(`<iframe src="${origin}/about" title="shop"></iframe>`);
  expect((await refused).text()).toContain(`Framing '${origin}/' violates`);
  await expect(page.frameLocator('iframe[title="shop"]').getByRole('heading', { level: 1 })).toHaveCount(0);
});

test('every inline script and style of the build is allowed by its page’s policy, and no other', async () => {
  test.skip(!!process.env['E2E_BASE_URL'], 'reads the build the test server made');
  const dist = join(process.cwd(), process.env['E2E_DIST'] ?? 'dist-e2e');
  const pages = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  const missing: string[] = [];
  const unused: string[] = [];
  let inline = 0;
  for (const file of pages) {
    const html = await readFile(join(dist, file), 'utf8');
    const policy = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    const allowed = new Set(policy.match(/sha256-[A-Za-z0-9+/=]+/g));
    const used = new Set<string>();
    for (const [, tag, attributes, body] of html.matchAll(/<(script|style)(\s[^>]*)?>([\s\S]*?)<\/\1>/g)) {
      // External scripts are the site's own files ('self'); JSON data blocks never run.
      if (/\ssrc=/.test(attributes ?? '') || /type="application\/(ld\+)?json"/.test(attributes ?? '')) continue;
      inline++;
      const hash = `sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}`;
      if (!allowed.has(hash)) missing.push(`${file}: <${tag}${attributes ?? ''}> ${body!.slice(0, 60)}`);
      used.add(hash);
    }
    // …and allows nothing else: each page carries only its own blocks' hashes (src/middleware.ts).
    for (const hash of allowed) if (!used.has(hash)) unused.push(`${file}: ${hash}`);
    // A style or event-handler attribute would need 'unsafe-inline': none is written.
    if (/<[^>]+\s(style|on[a-z]+)="/.test(html)) missing.push(`${file}: an inline style or handler attribute`);
  }
  expect(pages.length).toBeGreaterThan(300);
  expect(inline).toBeGreaterThan(pages.length);
  expect(missing).toEqual([]);
  expect(unused).toEqual([]);
});
