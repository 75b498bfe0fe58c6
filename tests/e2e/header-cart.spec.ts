import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { test, expect, addOneToCart, atRest, simpleProduct, waitForIslands } from './fixtures.ts';

/** The header's search box: reaching for it wakes the header's islands. */
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
test.describe('cart dropdown', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The total the dropdown shows, in taka. */
  const totalOf = async (dropdown: Locator) => Number((await dropdown.locator('.cart-dropdown__total strong').textContent())!.replace(/[^\d.]/g, ''));

  test('+, − and remove change the badge, the total and the cart page (spec §4)', async ({ page, request }) => {
    const product = await simpleProduct(request);
    await addOneToCart(page, product);
    const dropdown = page.getByRole('dialog', { name: 'Cart' });
    await expect(dropdown).toContainText(product.name);
    await expect(dropdown.locator('img')).toHaveAttribute('width', '300');
    const one = await totalOf(dropdown);
    const line = dropdown.getByRole('group', { name: `Quantity of ${product.name}` });
    await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.locator('output')).toHaveText('2');
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await expect(page.getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    expect(await totalOf(dropdown)).toBeCloseTo(one * 2, 2);
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('3');
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    await page.goto('/cart');
    await expect(page.getByRole('listitem', { name: product.name }).locator('output')).toHaveText('2');
    await page.goto('/');
    await page.getByRole('link', { name: 'Cart, 2 items' }).click();
    await dropdown.getByRole('button', { name: `Remove ${product.name}` }).click();
    await expect(dropdown).toContainText('YOUR CART IS EMPTY');
    await expect(dropdown).toBeFocused(); // focus did not fall to the page with the button it was on
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('its styles come as the header wakes, not in the page, and it opens only once they apply', async ({ page }) => {
    const sheets: string[] = [];
    page.on('request', (request) => request.resourceType() === 'stylesheet' && sheets.push(new URL(request.url()).pathname));
    // The panels' styles held back 1.5 s: the dropdown waits for them rather than showing unstyled.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => /\/_astro\/header-popups\.[\w-]+\.css$/.test(url.pathname), async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/products/1');
    const html = await page.content();
    expect(html).not.toContain('.cart-dropdown{');
    expect(html).not.toContain('.suggestions{');
    expect(sheets).toEqual([]);
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect.poll(() => sheets.some((path) => /\/_astro\/header-popups\.[\w-]+\.css$/.test(path))).toBe(true);
    const dropdown = page.getByRole('dialog', { name: 'Cart' });
    await page.waitForTimeout(500);
    await expect(dropdown).toHaveCount(0);
    release();
    await expect(dropdown).toBeVisible();
    expect(await dropdown.evaluate((element) => [getComputedStyle(element).position, getComputedStyle(element).width])).toEqual(['absolute', '350px']);
  });

  test('a click elsewhere closes it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeHidden();
  });
});

test.describe('cart badge', () => {
  /** Counts the page's `Intl.NumberFormat`s from before any of its scripts runs: the locales each was made for. */
  async function watchNumberFormatters(page: Page): Promise<() => Promise<string[]>> {
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { formattersMade: string[] }).formattersMade = made;
      Intl.NumberFormat = new Proxy(Intl.NumberFormat, {
        construct(target, args: ConstructorParameters<typeof Intl.NumberFormat>) {
          made.push(String(args[0]));
          return Reflect.construct(target, args);
        },
      });
    });
    return () => page.evaluate(() => (window as unknown as { formattersMade: string[] }).formattersMade);
  }

  // The first Intl.NumberFormat a page makes loads the browser's number data (28-76 ms measured here,
  // src/scripts/cart-badge.ts); the badge's script holds the first paint, and the footer's year and the
  // currency picker run on every page as it loads. None of them needs one when the page's numbers are
  // already in its HTML: prices in BDT, the build's year.
  test('its count is written, in Bangla digits too, and a page whose numbers are in its HTML makes no number formatter as it loads', async ({ page, problems }) => {
    await page.addInitScript(() => localStorage.setItem('cart', JSON.stringify({ version: 2, items: [{ quantity: 999 }, { quantity: 2 }] })));
    const formattersMade = await watchNumberFormatters(page);
    for (const [path, count] of [['/', '1,001'], ['/bn/', '১,০০১'], ['/about', '1,001'], ['/bn/about', '১,০০১']] as const) {
      await page.goto(path);
      await atRest(page);
      await expect(page.getByTestId('cart-count')).toHaveText(count);
      expect(await formattersMade(), path).toEqual([]);
    }
    expect(problems.errors).toEqual([]);
  });

  // The islands of listings, products and the cart write counts and prices as they wake; they write
  // them by hand as Intl does (src/lib/number-text.ts), so no page pays for the number data
  // to repeat what its HTML already says. A Bangla cart's prices come from the island alone.
  test('listing, product and cart pages make no number formatter as their islands wake, in either language', async ({ page, request, problems }) => {
    const product = await simpleProduct(request);
    await addOneToCart(page, product);
    const formattersMade = await watchNumberFormatters(page);
    for (const path of ['/categories/pens', '/bn/categories/pens', `/products/${product.id}`, `/bn/products/${product.id}`, '/cart', '/bn/cart']) {
      await page.goto(path);
      await waitForIslands(page);
      if (path.includes('/categories/')) await expect(page.locator('html[data-listing-shown]')).toHaveCount(1);
      await atRest(page);
      expect(await formattersMade(), path).toEqual([]);
    }
    // The Bangla cart's island wrote its prices in Bangla digits with the taka sign after them.
    await expect(page.getByRole('main').getByText(/^[০-৯,]+\.[০-৯]{2}৳$/).first()).toBeVisible();
    expect(problems.errors).toEqual([]);
  });

  test('its first painted value is the stored count, written before any script of the site runs', async ({ page, request }) => {
    await addOneToCart(page, await simpleProduct(request));
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart')!);
      cart.items[0].quantity = 3;
      localStorage.setItem('cart', JSON.stringify(cart));
    });
    // Every value the badge shows, with when it came: whether the page was still being parsed (no
    // module script can have run yet) and the time, to set against the first paint.
    await page.addInitScript(() => {
      const seen: { text: string; parsing: boolean; at: number }[] = [];
      (window as unknown as { badgeSeen: typeof seen }).badgeSeen = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-testid="cart-count"]')?.textContent;
        if (text != null && seen.at(-1)?.text !== text) seen.push({ text, parsing: document.readyState === 'loading', at: performance.now() });
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    // The site's own scripts are held back: nothing but the inline script can write the badge.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js'), (route) => gate.then(() => route.continue()));
    await page.goto('/about', { waitUntil: 'commit' });
    const badge = page.getByTestId('cart-count');
    await expect(badge).toHaveText('3');
    await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    const seen = () => page.evaluate(() => (window as unknown as { badgeSeen: { text: string; parsing: boolean; at: number }[] }).badgeSeen);
    const shown = (await seen()).filter((entry) => entry.text !== '');
    expect(shown.map((entry) => entry.text)).toEqual(['3']);
    expect(shown[0]!.parsing).toBe(true);
    const firstPaint = await page.evaluate(() => new Promise<number>((resolve) => new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true })));
    expect(shown[0]!.at).toBeLessThanOrEqual(firstPaint);

    // Awake, the island keeps it: never a 0 in between.
    release();
    await searchBox(page).focus();
    await expect(page.locator('astro-island[client="header"][ssr]')).toHaveCount(0);
    await expect(badge).toHaveText('3');
    expect((await seen()).filter((entry) => entry.text !== '').map((entry) => entry.text)).toEqual(['3']);
  });

  test('no paint comes between the badge and the script that writes it, however slowly the page arrives', async ({ page, baseURL }) => {
    // The page is sent in two parts, cut between the badge and its inline script, a second apart: a
    // browser paints what it has while it waits, unless the page holds its first paint (rel=expect).
    const html = await (await fetch(`${baseURL}/about`)).text();
    const cut = html.lastIndexOf('<script', html.indexOf('id="cart-badge-count"'));
    expect(cut).toBeGreaterThan(html.indexOf('data-cart-count'));
    const server = createServer((request, response) => {
      if (request.url === '/about') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.write(html.slice(0, cut));
        setTimeout(() => response.end(html.slice(cut)), 1000);
        return;
      }
      void fetch(`${baseURL}${request.url}`).then(async (upstream) => {
        response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' });
        response.end(Buffer.from(await upstream.arrayBuffer()));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      await page.addInitScript(() => {
        localStorage.setItem('cart', JSON.stringify({ version: 2, items: [{ quantity: 2 }] }));
        const seen: { text: string; at: number }[] = [];
        (window as unknown as { badgeSeen: typeof seen }).badgeSeen = seen;
        new MutationObserver(() => {
          const text = document.querySelector('[data-cart-count]')?.textContent;
          if (text && !seen.length) seen.push({ text, at: performance.now() });
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/about`);
      const written = await page.evaluate(() => (window as unknown as { badgeSeen: { text: string; at: number }[] }).badgeSeen[0]!);
      expect(written.text).toBe('2');
      const firstPaint = await page.evaluate(() => new Promise<number>((resolve) => new PerformanceObserver((list) => resolve(list.getEntries()[0]!.startTime)).observe({ type: 'paint', buffered: true })));
      // Paint times are whole milliseconds in Chromium, performance.now() finer: the same millisecond is the same moment.
      expect(firstPaint).toBeGreaterThanOrEqual(Math.floor(written.at));
      expect(written.at).toBeGreaterThan(1000); // the second part did wait
    } finally {
      server.close();
    }
  });

  test('shows no number without JavaScript (the link still goes to the cart)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByTestId('cart-count')).toBeHidden();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toHaveAttribute('href', '/cart');
    await context.close();
  });
});
