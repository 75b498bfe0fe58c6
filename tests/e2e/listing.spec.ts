import { test, expect, openAsleep, atRest, watchLayoutShifts, layoutShifted, waitForIslands } from './fixtures.ts';

/*
 * Listing URLs as a new shopper lands on them: honest without JavaScript, steady while results are
 * found, and faithful to what the shopper did before the listing's JavaScript arrived.
 */


test.describe('a listing URL without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a search says it needs JavaScript and offers the categories, never the whole catalogue', async ({ page }) => {
    await page.goto('/products?query=pen');
    await expect(page.getByText(/needs JavaScript/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Categories' }).getByRole('link', { name: 'Mugs' })).toHaveAttribute('href', '/categories/mugs');
    await expect(page.getByText(/\d+ products/)).toHaveCount(0);
    await expect(page.getByText('Searching…')).toBeHidden();
    await expect(page.getByRole('article')).toHaveCount(0);
  });

  test('a category by id shows that category’s products', async ({ page, request }) => {
    const mugs = (await (await request.get('/categories/mugs/_payload.json')).json()) as { category: { id: number }; total: number };
    await page.goto(`/products?categoryId=${mugs.category.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mugs');
    await expect(page.getByText(`${mugs.total} products`, { exact: true })).toBeVisible();
  });
});

test.describe('a listing computed in the browser', () => {
  test.use({ viewport: { width: 412, height: 823 } }); // Lighthouse's phone

  test('skeleton cards hold the grid’s space and results replace them without moving anything', async ({ page }) => {
    await watchLayoutShifts(page);
    const release = await openAsleep(page, '/products?query=pen');
    const skeleton = page.getByRole('list', { name: 'Loading products' });
    await expect(skeleton.getByRole('listitem', { includeHidden: true })).toHaveCount(24);
    const box = await skeleton.boundingBox();
    release();
    const results = page.getByRole('list', { name: 'Search results' });
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “pen”$/);
    expect((await results.boundingBox())?.y).toBe(box?.y);
    const shifted = await layoutShifted(page);
    expect(shifted).toBeLessThanOrEqual(0.01);
  });

  test('a search’s results are asked of the API as soon as the page is parsed, before the listing island can wake', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => request.url().includes('/api/v3/items/joined') && request.method() === 'GET' && asked.push(request.url()));
    const early = page.waitForRequest((request) => request.url().includes('/api/v3/items/joined?') && request.method() === 'GET');
    // React held back: no island can wake, so the request comes from the shell's own module (through the API client).
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => /^\/_astro\/react\.[\w-]+\.js$/.test(url.pathname), (route) => gate.then(() => route.continue()));
    await page.goto('/products?query=pen', { waitUntil: 'commit' });
    await early;
    release();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “pen”$/);
    await atRest(page);
    expect(asked).toHaveLength(1); // the listing took that answer rather than asking again
  });

  test('text typed and a sort chosen before the listing woke take effect when it does', async ({ page }) => {
    const release = await openAsleep(page, '/categories/pens');
    const box = page.getByRole('searchbox', { name: 'Search in Pens' });
    await box.fill('gel');
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    expect(await box.evaluate((element) => element.closest('astro-island')?.hasAttribute('ssr'))).toBe(true);
    release();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results? for “gel”$/);
    await expect(page).toHaveURL(/\/categories\/pens\?query=gel&sort=price_asc$/);
    await expect(box).toHaveValue('gel');
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
  });
});

test.describe("a category's prerendered first page", () => {
  test('is in the page once, not again in the island’s props; a sort and Back bring its cards back, in the chosen currency', async ({ page, problems }) => {
    await page.goto('/categories/pens');
    await waitForIslands(page);
    const grid = page.getByRole('list', { name: 'Products' });
    const names = await grid.getByRole('heading').allTextContents();
    expect(names).toHaveLength(24);
    const props = (await page.locator('astro-island[component-url*="ProductListing"]').getAttribute('props')) ?? '';
    expect(props).toContain('"total"');
    for (const name of names.slice(0, 3)) expect(props).not.toContain(name);

    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('USD');
    const firstPrice = grid.getByRole('article').first().locator('.price').first();
    await expect(firstPrice).toHaveText(/^USD \d[\d,]*\.\d\d$/);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(grid.getByRole('heading')).not.toHaveText(names);
    await page.goBack();
    await expect(page).toHaveURL(/\/categories\/pens$/);
    await expect(grid.getByRole('heading')).toHaveText(names);
    await expect(firstPrice).toHaveText(/^USD \d[\d,]*\.\d\d$/);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toContainText('Page 1 of');
    expect(problems.errors).toEqual([]);
  });
});
