import type { Locator, Page } from '@playwright/test';
import { test, expect, addOneToCart, atRest, chooseSku, openAsleep, productWithVariants, simpleProduct, waitForIslands } from './fixtures.ts';

/*
 * A shopper on a slow phone types, picks and taps before the islands' JavaScript arrives. Each test
 * holds that JavaScript back, acts as the shopper, lets it load, and checks nothing was dropped.
 */

/** Asserts the island around `inside` has not woken yet (Astro removes `ssr` once it has). */
async function expectAsleep(inside: Locator): Promise<void> {
  expect(await inside.evaluate((element) => element.closest('astro-island')?.hasAttribute('ssr'))).toBe(true);
}

/**
 * Asserts the header part around `inside` has not woken yet: its island (search, cart) still asleep,
 * or its plain DOM code (currency) not run (it marks its root `data-ready`).
 */
async function expectNotWired(inside: Locator): Promise<void> {
  expect(await inside.evaluate((element) => {
    const island = element.closest('astro-island');
    return island ? island.hasAttribute('ssr') : !element.closest('[data-currency-switcher]')?.hasAttribute('data-ready');
  })).toBe(true);
}

/** Waits until the header part around `inside` is awake. */
async function waitWired(inside: Locator): Promise<void> {
  await expect.poll(() => inside.evaluate((element) => {
    const island = element.closest('astro-island');
    return island ? !island.hasAttribute('ssr') : element.closest('[data-ready]') !== null;
  })).toBe(true);
}

test.describe('islands honour what a shopper did before they woke', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('header search: text typed and a category picked early are what Enter searches for', async ({ page }) => {
    const release = await openAsleep(page, '/');
    const search = page.getByRole('search');
    const category = search.getByRole('combobox', { name: 'Category' });
    await category.selectOption({ index: 2 });
    const categoryId = await category.inputValue();
    const box = search.getByRole('combobox', { name: 'Search products' });
    await box.fill('notebook');
    await expectNotWired(box);

    release();
    await waitWired(box);
    await box.press('Enter');
    await expect(page).toHaveURL(`/products?query=notebook&categoryId=${categoryId}`);
  });

  test('header search: Enter pressed before it wakes searches once it is awake, as awake', async ({ page }) => {
    const release = await openAsleep(page, '/');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
    await box.fill('diary');
    await box.press('Enter');
    // Held, not sent as the plain form would send it (with an empty `categoryId`).
    await expectNotWired(box);
    await expect(page).toHaveURL('/');

    release();
    await expect(page).toHaveURL('/products?query=diary');
  });

  test('header search: text typed before it wakes gets its suggestions once awake (the box kept focus)', async ({ page }) => {
    const release = await openAsleep(page, '/');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
    await box.fill('notebook');
    await expectNotWired(box);

    release();
    // Longer than the default: from the release this waits for the island's code, then the index's
    // library, WebAssembly and chunks, then the search (on CI's loaded 2 cores it took ~5 s in all).
    await expect(page.locator('.suggestions[data-suggested-for="notebook"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('listbox', { name: 'Suggested products' }).getByRole('option').first()).toContainText(/notebook/i);
    await expect(box).toHaveValue('notebook');
  });

  test('buying box: Size and Color picked and Add pressed early add that sku once it wakes', async ({ page }) => {
    const { product, sku } = await productWithVariants(page);
    const release = await openAsleep(page, `/products/${product.id}`);
    await chooseSku(page, sku);
    const add = page.getByRole('button', { name: 'Add to cart' });
    await add.click();
    await expectAsleep(add);

    release();
    await waitForIslands(page);
    await expect(page.getByRole('status').filter({ hasText: 'Added 1 to your cart.' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    for (const value of sku.attributeValues) {
      const group = page.getByRole('group', { name: new RegExp(`^${value.attribute}: ${value.optionDisplayLabel}$`) });
      await expect(group.getByRole('radio', { name: value.optionDisplayLabel, exact: true })).toBeChecked();
    }
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null') as { items: { sku: { id: number } }[] } | null);
    expect(stored?.items.map((item) => item.sku.id)).toEqual([sku.id]);
  });

  test('buying box: the quantity stepper is visibly inert until it can count presses', async ({ page, request }) => {
    const product = await simpleProduct(request);
    const release = await openAsleep(page, `/products/${product.id}`);
    const more = page.getByRole('button', { name: 'Increase quantity' });
    await expect(more).toBeDisabled();
    await expectAsleep(more);

    release();
    await waitForIslands(page);
    await expect(more).toBeEnabled();
  });

  test('currency: a currency picked early is the one shown, stored and used for prices', async ({ page }) => {
    const release = await openAsleep(page, '/');
    const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
    await currency.selectOption('USD');
    await expectNotWired(currency);

    release();
    await waitWired(currency);
    await expect(currency).toHaveValue('USD');
    const price = page.getByRole('list', { name: 'New arrivals' }).getByRole('article').first().locator('[data-bdt]').first();
    await expect(price).toHaveText(/^USD \d[\d,]*\.\d\d$/);
    expect(await page.evaluate(() => localStorage.getItem('currency'))).toContain('"USD"');
  });

  test('cart button: a press before it wakes opens the dropdown once it is awake', async ({ page, request }) => {
    const product = await simpleProduct(request);
    await addOneToCart(page, product);
    const release = await openAsleep(page, '/');
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    await expect(cart).toHaveAccessibleName('Cart, 1 item'); // written before the island woke
    await expectNotWired(cart);
    await cart.click();
    await expect(page).toHaveURL('/');

    release();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toContainText(product.name);
    await expect(page).toHaveURL('/');
  });

  test('cart button: a press whose island never wakes goes to the cart, as the plain link does', async ({ page, request }) => {
    await addOneToCart(page, await simpleProduct(request));
    // The cart island's code never comes (held, not failed: a failed chunk has the reload guard reload the page).
    await page.route((url) => /^\/_astro\/HeaderCart\.[\w-]+\.js$/.test(url.pathname), () => new Promise<void>(() => {}));
    await page.goto('/');
    const cart = page.getByRole('banner').getByRole('link', { name: /^Cart, / });
    await cart.click();
    await expectNotWired(cart);
    await expect(page).toHaveURL('/cart', { timeout: 10_000 });
    await waitForIslands(page);
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
  });
});

/** Every script the page loads from now on, with its compressed size once it has finished. */
function watchScripts(page: Page): { url: string; bytes: Promise<number> }[] {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    // Scripts finishing after the test (the header's, once woken) cannot be sized once the page
    // closes: that rejection must not land on the next test as an unhandled one. Those are never summed.
    if (request.resourceType() === 'script') scripts.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize, () => 0) });
  });
  return scripts;
}

/** The scripts' compressed bytes, summed. */
const bytesOf = async (scripts: { bytes: Promise<number> }[]) => (await Promise.all(scripts.map((script) => script.bytes))).reduce((sum, size) => sum + size, 0);

test.describe('the header wakes only when a shopper reaches for it', () => {
  test('a content page loads no React, and at most 15 KB of JavaScript, until then', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/about');
    await atRest(page);
    const react = () => scripts.filter((script) => /\/_astro\/react\.[\w-]+\.js$/.test(script.url));
    expect(react()).toEqual([]);
    const bytes = await bytesOf(scripts);
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(15 * 1024);
    await expect(page.locator('astro-island[client="header"][ssr]')).toHaveCount(2);

    // A shopper tabs into the header: both header islands wake.
    await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).focus();
    await expect(page.locator('astro-island[client="header"][ssr]')).toHaveCount(0);
    expect(react()).toHaveLength(1);
  });

  test('a page with a form of its own (/contact) loads its code and the header\'s, nothing of another page\'s, within 15 KB', async ({ page }) => {
    const scripts = watchScripts(page);
    await page.goto('/contact');
    await atRest(page);
    // Its words' plural rules once travelled with the listing's words, and brought the listing's code (4 KiB).
    const names = scripts.map((script) => new URL(script.url).pathname.replace(/^\/_astro\//, '').replace(/\.[\w-]+\.js$/, ''));
    expect(names.filter((name) => /listing|react|api-client/.test(name))).toEqual([]);
    expect(await bytesOf(scripts)).toBeLessThanOrEqual(15 * 1024);
  });

  test('the cart wakes when the buying box changes the cart, and shows the new count', async ({ page, request }) => {
    const product = await simpleProduct(request);
    await page.goto(`/products/${product.id}`);
    await waitForIslands(page);
    const cart = page.locator('astro-island[component-url*="HeaderCart"]');
    // The buying box is awake; the cart's badge, painted from the stored cart, is right until it changes.
    await expect(cart).toHaveAttribute('ssr');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(cart).not.toHaveAttribute('ssr');
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await expect(page.locator('astro-island[component-url*="HeaderSearch"]')).toHaveAttribute('ssr');
  });

  test('the cart sleeps beside an island that never changes the cart (a category’s listing), and wakes when reached', async ({ page }) => {
    const scripts: string[] = [];
    page.on('requestfinished', (request) => { if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname); });
    await page.goto('/categories/pens');
    await atRest(page);
    await expect(page.locator('astro-island[component-url*="ProductListing"]')).not.toHaveAttribute('ssr');
    const cart = page.locator('astro-island[component-url*="HeaderCart"]');
    await expect(cart).toHaveAttribute('ssr');
    expect(scripts.filter((path) => /\/HeaderCart\./.test(path))).toEqual([]);
    // Reaching for the header wakes it, as on a page with no other island.
    await page.getByRole('banner').getByRole('combobox', { name: 'Search products' }).focus();
    await expect(cart).not.toHaveAttribute('ssr');
  });
});
