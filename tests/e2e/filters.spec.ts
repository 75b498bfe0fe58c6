import type { Locator, Page } from '@playwright/test';
import { test, expect, waitForIslands, watchLayoutShifts, layoutShifted } from './fixtures.ts';

/*
 * Issue 25 §5: filters that narrow a listing, used with the keyboard alone: counts beside each
 * value that follow the filters chosen, the state in the URL (Back, a reload, a link opened cold),
 * values with nothing to show disabled rather than hidden, and the category page still a list of
 * products without JavaScript.
 */

const PENS = '/categories/pens';

/** The number in a label such as "Econo (7)". */
const countIn = (label: string) => Number(/\(([\d,]+)\)\s*$/.exec(label)?.[1]?.replaceAll(',', '') ?? NaN);

/** The listing's count line: "12 products" or "3 results for “pen”". */
async function listed(page: Page): Promise<number> {
  // Read and matched at once: the count can be re-rendered between a check and a later read. Only
  // the count of the listing the URL asks for counts: while a link opened cold waits for its
  // listing, the prerendered count of the whole category is in the page, hidden
  // (src/lib/search/listing-pending.ts), and the island marks <html> once it shows the right one.
  let count = Number.NaN;
  await expect(async () => {
    // The mark and the text in one read, so no render falls between them.
    const text = await page.evaluate(() => {
      const count = document.querySelector('.listing__count');
      return document.documentElement.hasAttribute('data-listing-shown') && count?.checkVisibility({ visibilityProperty: true }) ? count.textContent : null;
    });
    const shown = /^([\d,]+) (?:products?|results?)/.exec(text ?? '');
    expect(shown, 'the listing the URL asks for, shown with its count').not.toBeNull();
    count = Number(shown![1]!.replace(/,/g, ''));
  }).toPass({ timeout: 10_000 });
  return count;
}

/** Opens the filter panel from its button with the keyboard, and waits for its counts. */
async function openFilters(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Loading filters…')).toBeHidden();
  await expect(dialog.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first()).toBeVisible();
  return dialog;
}

/** Ticks or unticks a checkbox with the space bar. */
async function press(box: Locator, page: Page): Promise<void> {
  await box.focus();
  await page.keyboard.press('Space');
}

test.describe('filters on a category page, as a phone shows them', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('brand and stock combine, each value counted as it would list, Back and a reload keep the URL’s filters', async ({ page, problems }) => {
    await page.goto(PENS);
    await waitForIslands(page);
    const everything = await listed(page);
    let dialog = await openFilters(page);

    // The brand with the most pens: its count is what the listing shows once it is chosen.
    const labels = await dialog.getByRole('group', { name: 'Brand' }).locator('label').allTextContents();
    expect(labels.length).toBeGreaterThan(2);
    expect(labels.reduce((sum, label) => sum + countIn(label), 0)).toBe(everything); // each pen has one brand
    const top = labels.reduce((a, b) => (countIn(b) > countIn(a) ? b : a));
    const brand = top.replace(/\s*\([\d,]+\)\s*$/, '').trim();
    await press(dialog.getByRole('group', { name: 'Brand' }).getByRole('checkbox', { name: top.trim(), exact: true }), page);
    await expect(page).toHaveURL(new RegExp(`[?&]brand=${encodeURIComponent(brand).replace(/%20/g, '\\+')}`));
    await expect(dialog.getByRole('button', { name: `Show ${countIn(top)} ${countIn(top) === 1 ? 'product' : 'products'}` })).toBeVisible();
    // Said to screen readers inside the panel too (the grid's count is behind it).
    await expect(dialog.getByRole('status')).toHaveText(`${countIn(top)} ${countIn(top) === 1 ? 'product' : 'products'}`);
    expect(await listed(page)).toBe(countIn(top));
    // Another brand keeps its own count (brands add up: this one or that one).
    const other = labels.find((label) => label !== top)!;
    await expect(dialog.getByText(other, { exact: true })).toBeVisible();

    // In stock only: its count, with the brand kept, is what the listing then holds.
    const stockLabel = (await dialog.getByRole('group', { name: 'Availability' }).locator('label').textContent())!;
    const inStock = countIn(stockLabel);
    expect(inStock).toBeLessThanOrEqual(countIn(top));
    const stockBox = dialog.getByRole('checkbox', { name: /^In stock only/ });
    await press(stockBox, page);
    await expect(page).toHaveURL(/[?&]stock=in/);
    expect(await listed(page)).toBe(inStock);
    // The panel keeps its place while new counts come: focus stays on the box just ticked.
    await expect(stockBox).toBeFocused();
    await expect(stockBox).toBeChecked();

    // Closed with Escape: focus back on the button, which says how many filters are on; chips say which.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    const chosen = page.getByRole('list', { name: 'Chosen filters' });
    await expect(chosen.getByRole('button')).toHaveText([new RegExp(`^${brand}`), /^In stock/]);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('article');
    await expect(cards).toHaveCount(Math.min(inStock, 24));
    for (const name of await cards.getByRole('heading').allTextContents()) expect(name).toContain(brand);
    await expect(page.getByRole('list', { name: 'Products' }).getByText('Out of stock')).toHaveCount(0);

    // A reload keeps the filters; Back undoes one at a time, back to the whole category.
    await page.reload();
    await waitForIslands(page);
    expect(await listed(page)).toBe(inStock);
    await page.goBack();
    await expect(page).not.toHaveURL(/stock=in/);
    expect(await listed(page)).toBe(countIn(top));
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PENS}$`));
    expect(await listed(page)).toBe(everything);
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toHaveCount(0);

    // A chip removes its filter; focus goes to the next chip, then, none left, to the Filters button.
    await page.goForward();
    await page.goForward();
    expect(await listed(page)).toBe(inStock);
    await page.getByRole('button', { name: `Remove filter: ${brand}` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Remove filter: In stock' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Filters' })).toBeFocused();
    expect(await listed(page)).toBe(everything);
    dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeHidden();
    expect(problems.errors).toEqual([]);
  });

  test('a filtered link opened cold lists only what it asks for, and a value with nothing to show is disabled, not hidden', async ({ page }) => {
    await page.goto(`${PENS}?price=-99.99&stock=in`);
    await waitForIslands(page);
    const total = await listed(page);
    const chips = page.getByRole('list', { name: 'Chosen filters' }).getByRole('button');
    await expect(chips).toHaveText([/^Up to BDT 99\.99/, /^In stock/]);
    const dialog = await openFilters(page);
    const price = dialog.getByRole('group', { name: 'Price' });
    await expect(price.getByRole('radio', { name: /^Up to BDT 99\.99/ })).toBeChecked();
    expect(countIn((await price.locator('label').filter({ hasText: /^\s*Up to BDT 99\.99/ }).textContent())!)).toBe(total);
    // Whatever value would list nothing is there, disabled; whatever would list something is not.
    for (const label of await dialog.locator('.filters__choice').all()) {
      const text = (await label.textContent())!;
      if (!/\(\d+\)\s*$/.test(text)) continue;
      const input = label.locator('input');
      if (countIn(text) === 0 && !(await input.isChecked())) await expect(input, text).toBeDisabled();
      else await expect(input, text).toBeEnabled();
    }
  });

  test('a price range of one’s own: typed with the keyboard, in Bangla digits too, and a range upside down explained', async ({ page }) => {
    await page.goto(PENS);
    await waitForIslands(page);
    const dialog = await openFilters(page);
    const min = dialog.getByRole('textbox', { name: 'Min (BDT)' });
    const max = dialog.getByRole('textbox', { name: 'Max (BDT)' });
    await min.focus();
    await page.keyboard.type('300');
    await max.focus();
    await page.keyboard.type('100');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('The minimum is more than the maximum.');
    await expect(max).toHaveAttribute('aria-invalid', 'true');
    await expect(page).not.toHaveURL(/price=/);
    await max.fill('');
    await max.focus();
    await page.keyboard.type('৫০০');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]price=300-500/);
    await expect(dialog.getByRole('radio', { name: 'BDT 300 – 500' })).toBeChecked();
    // A band chosen after shows in the boxes.
    await dialog.getByRole('radio', { name: /^BDT 100 – 249\.99/ }).check();
    await expect(page).toHaveURL(/[?&]price=100-249\.99/);
    await expect(min).toHaveValue('100');
    await expect(max).toHaveValue('249.99');
    await expect(dialog.getByRole('alert')).toHaveText('');
  });
});

test.describe('filters on search results and without JavaScript', () => {
  test('search results narrow too, by an option as well, answered by the static index', async ({ page }) => {
    await page.goto('/products?query=notebook');
    await waitForIslands(page);
    const all = await listed(page);
    const dialog = await openFilters(page);
    const a4 = dialog.getByRole('group', { name: 'Size' }).getByRole('checkbox', { name: /^A4 \(\d+\)$/ });
    const expected = countIn((await a4.locator('xpath=..').textContent())!);
    expect(expected).toBeGreaterThan(0);
    expect(expected).toBeLessThan(all);
    await press(a4, page);
    await expect(page).toHaveURL(/\?query=notebook&size=A4$/);
    await expect(page.locator('.listing__count')).toHaveText(`${expected} ${expected === 1 ? 'result' : 'results'} for “notebook”`);
    // Opened cold, the same URL lists the same (the option read from the URL on the search shell too).
    await page.reload();
    await waitForIslands(page);
    expect(await listed(page)).toBe(expected);
    await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('button')).toHaveText([/^Size: A4/]);
  });

  test('an option filter opened cold shows its grid as soon as the listing is there, not after the 5 s fallback', async ({ page }) => {
    await page.goto('/categories/notebooks-diaries?size=A4');
    await waitForIslands(page);
    await expect(page.locator('html')).not.toHaveClass(/listing-pending/, { timeout: 3000 });
    await expect(page.locator('html')).toHaveAttribute('data-listing-shown', '');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Chosen filters' }).getByRole('button')).toHaveText([/^Size: A4/]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('a category page lists its products and offers no Filters button it could not work', async ({ page }) => {
      await page.goto(PENS);
      await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    });
  });
});

test.describe('a filtered listing opened cold on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 } }); // Lighthouse's phone

  for (const hash of ['', '#filters']) {
    test(`moves nothing as it wakes${hash ? ', its filter sheet opening as the counts come' : ''}`, async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto(`/categories/notebooks-diaries?stock=in&price=100-249.99${hash}`);
      await waitForIslands(page);
      await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
      if (hash) await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('group', { name: 'Brand' })).toBeVisible();
      await expect(page.locator('html')).not.toHaveClass(/listing-pending/);
      const shifted = await layoutShifted(page);
      expect(shifted).toBeLessThanOrEqual(0.005);
    });
  }
});

test.describe("a category's filters, from its product file", () => {
  /** Every request for the search library or its index, and for the category's product file. */
  function watch(page: Page) {
    const searchLibrary: string[] = [];
    const productFiles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/pagefind/')) searchLibrary.push(pathname);
      if (/^\/categories\/[^/]+\/products\.json$/.test(pathname)) productFiles.push(pathname);
    });
    return { searchLibrary, productFiles };
  }
  /** The amounts the cards show, in order (the lowest a product costs). */
  async function prices(page: Page): Promise<number[]> {
    const texts = await page.getByRole('list', { name: 'Products' }).locator('.product-card__price').allTextContents();
    return texts.map((text) => Number(/BDT\s*([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(',', '') ?? NaN));
  }

  test('filtered, sorted and counted without loading the search library; text still searches it', async ({ page }) => {
    const { searchLibrary, productFiles } = watch(page);
    await page.goto(`${PENS}?stock=in&sort=price_asc`);
    await waitForIslands(page);
    const inStock = await listed(page);
    expect(inStock).toBeGreaterThan(1);
    await expect(page.getByRole('list', { name: 'Products' }).getByText('Out of stock')).toHaveCount(0);
    // Read once the cards are in (the count can show before them).
    await expect(async () => {
      const shown = await prices(page);
      expect(shown.length).toBe(Math.min(inStock, 24));
      expect(shown.every((price) => Number.isFinite(price))).toBe(true);
      expect(shown).toEqual([...shown].sort((a, b) => a - b));
    }).toPass();

    // The panel's counts come from the same file: a brand's count is what the listing then holds.
    const dialog = await openFilters(page);
    const brands = dialog.getByRole('group', { name: 'Brand' });
    const label = (await brands.locator('label').filter({ hasText: /\((?!0\))\d+\)\s*$/ }).first().textContent())!.trim();
    await press(brands.getByRole('checkbox', { name: label, exact: true }), page);
    await expect(page).toHaveURL(/[?&]brand=/);
    await expect.poll(() => listed(page)).toBe(countIn(label));
    await page.keyboard.press('Escape');
    expect(searchLibrary).toEqual([]);
    expect(productFiles).toEqual([`${PENS}/products.json`]); // once for the page, whatever is asked of it after

    // Text is the search library's: it loads then.
    const library = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
    await page.getByRole('searchbox', { name: /Search in/ }).fill('gel');
    await library;
  });

  test('when the file cannot be read, the search library lists the same', async ({ page }) => {
    await page.goto(`${PENS}?stock=in&sort=price_desc`);
    await waitForIslands(page);
    // Read once the cards are in (the count can show before them).
    let fromFile = { count: 0, prices: [] as number[] };
    await expect(async () => {
      fromFile = { count: await listed(page), prices: await prices(page) };
      expect(fromFile.prices.length).toBeGreaterThan(0);
    }).toPass();
    const { searchLibrary } = watch(page);
    await page.route((url) => url.pathname.endsWith('/products.json'), (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.reload();
    await waitForIslands(page);
    await expect.poll(() => searchLibrary.includes('/pagefind/pagefind.js')).toBe(true);
    expect(await listed(page)).toBe(fromFile.count);
    await expect.poll(() => prices(page)).toEqual(fromFile.prices);
  });
});
