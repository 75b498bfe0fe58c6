import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForIslands } from './fixtures.ts';

/** The header's search box: a combobox (WAI-ARIA) once and before its island wakes. */
const searchBox = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
const suggestionList = (page: Page) => page.getByRole('listbox', { name: 'Suggested products' });

test.describe('header search suggestions', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The options shown, once the list answers `text`. */
  async function suggestionsFor(page: Page, text: string): Promise<Locator> {
    await expect(page.locator(`.suggestions[data-suggested-for="${text}"]`)).toHaveCount(1);
    return suggestionList(page).getByRole('option');
  }

  test('the index loads when the box gets focus, not with the page', async ({ page }) => {
    const loaded: string[] = [];
    page.on('request', (request) => request.url().includes('/pagefind/') && loaded.push(request.url()));
    await page.goto('/about');
    await waitForIslands(page);
    expect(loaded).toEqual([]);
    const library = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
    await searchBox(page).focus();
    await library;
  });

  test('by keyboard alone: type, ArrowDown, Enter opens the product; Escape closes the list', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('banner').getByRole('combobox', { name: 'Category' }).focus();
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).toBeFocused();
    await page.keyboard.type('notebook');
    const options = await suggestionsFor(page, 'notebook');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'true');
    expect(await options.count()).toBeGreaterThan(0);
    expect(await options.count()).toBeLessThanOrEqual(8);
    // Each option is a product card in small: picture, name, Bangla name beneath, price.
    const first = options.first();
    await expect(first.locator('img')).toHaveAttribute('src', /\/media\//);
    await expect(first.locator('.suggestion__name')).toHaveText(/notebook/i);
    await expect(first.locator('[lang="bn"]')).not.toBeEmpty();
    await expect(first.locator('.price').first()).toHaveText(/^BDT [\d,]+\.\d\d$/);

    // Escape closes the list and keeps the text; ArrowDown brings it back.
    await page.keyboard.press('Escape');
    await expect(suggestionList(page)).toBeHidden();
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(searchBox(page)).toHaveValue('notebook');
    await page.keyboard.press('ArrowDown');
    await expect(suggestionList(page)).toBeVisible();

    await page.keyboard.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    const name = (await first.locator('.suggestion__name').textContent())!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('Enter on the text (no option chosen) searches as before', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('notebook');
    await suggestionsFor(page, 'notebook');
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/products?query=notebook');
  });

  test('keeps to the chosen category', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Calculators' });
    await searchBox(page).fill('casio');
    const options = await suggestionsFor(page, 'casio');
    const names = await options.locator('.suggestion__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/calculator/i);
  });

  test('prices are in the chosen currency', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    await searchBox(page).fill('notebook');
    const options = await suggestionsFor(page, 'notebook');
    await expect(options.first().locator('.price').first()).toHaveText(/^USD \d[\d,]*\.\d\d$/);
  });

  test('says so when no product matches', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('zzxxqqv');
    await expect(page.locator('.suggestions__none')).toHaveText('No products match');
    await expect(searchBox(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('search').locator('..').getByRole('status')).toHaveText('No products match');
  });

  test('a pointer picks a suggestion too', async ({ page }) => {
    await page.goto('/');
    await searchBox(page).fill('mug');
    const options = await suggestionsFor(page, 'mug');
    const name = (await options.first().locator('.suggestion__name').textContent())!;
    await options.first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });

  test('when the index cannot load, the search still works as plain search', async ({ page }) => {
    await page.route('**/pagefind/**', (route) => route.abort());
    await page.goto('/');
    await searchBox(page).fill('pen');
    // The island is awake (it took the text) but has nothing to suggest.
    await expect(page.locator('astro-island[client="header"]').first()).not.toHaveAttribute('ssr');
    await expect(suggestionList(page)).toBeHidden();
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL('/products?query=pen');
  });
});
