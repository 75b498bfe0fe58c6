import type { Page } from '@playwright/test';
import { test, expect, waitForIslands } from './fixtures.ts';

/** The header's search box: a combobox (WAI-ARIA) once and before its island wakes. */
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });

test.describe('header on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('has the logo, the main menu and Browse Categories with images', async ({ page }) => {
    await page.goto('/products');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Kolom\b.*\bhome$/ })).toHaveAttribute('href', '/');
    const menu = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Home', 'Products', 'Contact']) await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact');

    await menu.getByText('Browse Categories').click();
    const first = menu.locator('.browse__list a').first();
    await expect(first).toBeVisible();
    await expect(first.locator('img')).toHaveJSProperty('complete', true);
    expect(await first.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const name = (await first.textContent())!.trim();
    await first.click();
    await expect(page).toHaveURL(/\/categories\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('Browse Categories closes on Escape, focus back on its toggle, and on a click elsewhere', async ({ page }) => {
    await page.goto('/about');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const toggle = menu.getByText('Browse Categories');
    const list = menu.locator('.browse__list');
    await toggle.click();
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(menu.locator('.browse__toggle')).toBeFocused();
    await toggle.click();
    await expect(list).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(list).toBeHidden();
  });

  test('the header\'s menus are wired by its one script: no small module script is inlined into the page', async ({ request }) => {
    // Astro inlines a component's small <script> into every page, with a CSP hash of its own, in the
    // page's first 14.6 KB (what the first round trip brings); the header's script wires them instead.
    for (const path of ['/', '/categories/pens', '/bn/products/1']) {
      const html = await (await request.get(path)).text();
      expect(html.match(/<script type="module">/g) ?? [], path).toEqual([]);
    }
  });

  test('the search bar lists All Categories and the categories', async ({ page }) => {
    await page.goto('/');
    const select = page.getByRole('combobox', { name: 'Category' });
    await expect(select.locator('option').first()).toHaveText('All Categories');
    expect(await select.locator('option').count()).toBeGreaterThanOrEqual(13);
  });

  test('Enter submits the search with the chosen category and clears the text', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ index: 2 });
    const categoryId = await page.getByRole('combobox', { name: 'Category' }).inputValue();
    await searchBox(page).fill('notebook');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(`/products?query=notebook&categoryId=${categoryId}`);
  });

  test('the search icon submits without categoryId when none is chosen', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await searchBox(page).fill('pen');
    const navigation = page.waitForURL('**/products?query=pen');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await navigation;
    expect(new URL(page.url()).searchParams.has('categoryId')).toBe(false);
  });

  test('empty text never submits', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const box = searchBox(page);
    for (const text of ['', '   ']) {
      await box.fill(text);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await box.press('Enter');
    }
    // A real search afterwards is the first and only navigation: the empty ones went nowhere.
    await box.fill('pen');
    await box.press('Enter');
    await page.waitForURL('**/products?query=pen');
    expect(navigations.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/products?query=pen']);
  });

  test('empty text never submits, even when the search script never loads', async ({ page }) => {
    // Every script of the bundle refused: the form is plain HTML, and the browser itself refuses empty text.
    await page.route((url) => url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js'), (route) => route.abort());
    await page.goto('/');
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const box = searchBox(page);
    await box.fill('  ');
    await box.press('Enter');
    expect(await box.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    await box.fill('mug');
    await box.press('Enter');
    await page.waitForURL(/\/products\?/);
    expect(navigations).toHaveLength(1);
    expect(new URL(navigations[0]!).searchParams.get('query')).toBe('mug');
  });

  test('the text box is cleared after submitting', async ({ page }) => {
    // What the box held as the submitting page went away, kept for the next page to read.
    await page.addInitScript(() => addEventListener('pagehide', () => {
      const box = document.querySelector<HTMLInputElement>('#search-text');
      if (box) sessionStorage.setItem('search box on leaving', box.value);
    }));
    await page.goto('/');
    await waitForIslands(page);
    await searchBox(page).fill('diary');
    await searchBox(page).press('Enter');
    await page.waitForURL('**/products?query=diary');
    expect(await page.evaluate(() => sessionStorage.getItem('search box on leaving'))).toBe('');
  });

  test('the cart icon toggles a dropdown that says the cart is empty', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    const cart = page.getByRole('link', { name: /^Cart, 0 items$/ });
    await cart.click();
    const dropdown = page.getByRole('dialog', { name: 'Cart' });
    await expect(dropdown).toContainText('YOUR CART IS EMPTY');
    await expect(cart).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL('/');
    await cart.click();
    await expect(dropdown).toBeHidden();
    await cart.click();
    await page.keyboard.press('Escape');
    await expect(dropdown).toBeHidden();
  });
});

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the offcanvas menu opens with Home, Products, Contact and every category, and closes with Close', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('href', '/products');
    await expect(menu.getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/contact-us');
    // Its categories are Browse Categories' links, copied in by the menu's script: every one, in order.
    const browse = await page.locator('.browse__list a').evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]));
    expect(browse.length).toBeGreaterThan(10);
    const categories = menu.getByRole('heading', { name: 'Categories' }).locator('xpath=following-sibling::ul[1]').getByRole('link');
    expect(await categories.evaluateAll((links) => links.map((link) => [link.textContent?.trim(), link.getAttribute('href')]))).toEqual(browse);
    await menu.getByRole('button', { name: 'Close' }).click();
    await expect(menu).toBeHidden();
  });

  test('the Bangla menu lists the categories in Bangla, read in the page’s language', async ({ page }) => {
    await page.goto('/bn');
    await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    const menu = page.getByRole('dialog', { name: 'মেনু' });
    const pens = menu.getByRole('link', { name: 'কলম', exact: true });
    await expect(pens).toHaveAttribute('href', '/bn/categories/pens');
    // Read in Bangla: the page's language, as Browse Categories' own link says it.
    expect(await pens.evaluate((link) => link.closest('[lang]')?.getAttribute('lang'))).toBe('bn');
    const browseLang = await page.locator('.browse__list a[href="/bn/categories/pens"] span').evaluate((name) => name.closest('[lang]')?.getAttribute('lang'));
    expect(browseLang).toBe('bn');
    await menu.getByRole('button', { name: 'বন্ধ করুন' }).click();
    await expect(menu).toBeHidden();
  });

  test('the header, the menus and the breadcrumbs carry no style-scoping attributes (the first round trip, README)', async ({ page }) => {
    for (const path of ['/', '/categories/pens', '/bn/products/1']) {
      await page.goto(path);
      const scoped = await page.evaluate(() => [...document.querySelectorAll('header, header *, footer, footer *, .breadcrumb, .breadcrumb *, .language-offer, .language-offer *')]
        .filter((element) => [...element.attributes].some((attribute) => attribute.name.startsWith('data-astro-cid-'))).map((element) => element.outerHTML.slice(0, 80)));
      expect(scoped, path).toEqual([]);
    }
  });

  test('below 991 px the cart icon goes straight to the cart page', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('link', { name: /^Cart, / }).tap();
    await expect(page).toHaveURL('/cart');
  });

  test('below 991 px the awake cart icon goes to the cart page too', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).focus(); // the header wakes
    await expect(page.locator('astro-island[client="header"][ssr]')).toHaveCount(0);
    await page.getByRole('link', { name: /^Cart, / }).tap();
    await expect(page).toHaveURL('/cart');
  });
});

test.describe('cart icon at the 991 px breakpoint', () => {
  test.use({ viewport: { width: 991, height: 800 } });
  test('toggles the dropdown at exactly 991 px', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect(page.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    await expect(page).toHaveURL('/');
  });
});

test.describe('cart icon just below the breakpoint', () => {
  test.use({ viewport: { width: 990, height: 800 } });
  test('goes to /cart at 990 px', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('link', { name: /^Cart, / }).click();
    await expect(page).toHaveURL('/cart');
  });
});
