import { test, expect, atRest, waitForIslands } from './fixtures.ts';

const results = (page: import('@playwright/test').Page) => page.getByRole('list', { name: 'Search results' });

/** What the page asks for as it searches: Pagefind's files (`loaded`), and the API's listing pages (`asked`). */
function watchSearches(page: import('@playwright/test').Page) {
  const loaded: string[] = [];
  const asked: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/pagefind/')) loaded.push(request.url());
    if (request.url().includes('/api/v3/items/joined') && request.method() === 'GET') asked.push(new URL(request.url()));
  });
  return { loaded, asked };
}

test.describe('search', () => {
  test('English text finds products, with a count', async ({ page, problems }) => {
    await page.goto('/products?query=notebook');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ results? for “notebook”$/ })).toBeVisible();
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toContainText(/notebook/i);
    expect(problems.errors).toEqual([]);
  });

  test('Bangla text finds products too', async ({ page }) => {
    await page.goto(`/products?query=${encodeURIComponent('কলম')}`);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /results? for “কলম”/ })).toBeVisible();
    await expect(results(page).getByRole('article').first()).toBeVisible();
  });

  test('a Bangla word typed with its ending (of the pens, the pens) finds what the bare word finds, from the API and the static index alike', async ({ page }) => {
    const count = async (word: string) => {
      const status = page.getByRole('main').getByRole('status').filter({ hasText: new RegExp(`results? for “${word}”`) });
      await expect(status).toBeVisible();
      return Number(/^([\d,]+)/.exec((await status.textContent())!)![1]!.replace(/,/g, ''));
    };
    await page.goto(`/products?query=${encodeURIComponent('কলম')}`);
    const pens = await count('কলম');
    expect(pens).toBeGreaterThan(0);
    // The search shell's first results come from the commerce API, which found none for it before.
    await page.goto(`/products?query=${encodeURIComponent('কলমের')}`);
    expect(await count('কলমের')).toBe(pens);
    await expect(results(page).getByRole('article').first()).toBeVisible();
    // Typed in the refine box, the API answers too.
    await waitForIslands(page);
    const refine = page.getByRole('searchbox', { name: 'Search in all products' });
    await refine.fill('কলম');
    expect(await count('কলম')).toBe(pens);
    // When the API cannot answer, the static index does, with its own count for the bare word.
    await page.route('**/api/v3/items/joined?**', (route) => route.abort());
    const library = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
    await refine.fill('কলমের'); // the API fails: the index answers this text and every later one
    await library;
    await refine.fill('কলম');
    const indexed = await count('কলম');
    expect(indexed).toBeGreaterThan(0);
    await refine.fill('কলমগুলো');
    await expect(page).toHaveURL(new RegExp(`query=${encodeURIComponent('কলমগুলো')}`));
    expect(await count('কলমগুলো')).toBe(indexed);
  });

  test('the header search with a category filters results to that category', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Calculators' });
    await page.getByRole('combobox', { name: 'Search products' }).fill('casio');
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /results? for “casio” in Calculators/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Search products' })).toHaveValue('');
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(names[0]).toMatch(/casio/i);
    for (const name of names) expect(name).toMatch(/calculator/i);
  });

  test('price sorts order the results', async ({ page }) => {
    const prices = async () =>
      (await results(page).locator('.product-card__price .price').allTextContents()).map((text) => Number(text.replace(/[^\d.]/g, '')));
    await page.goto('/products?query=pen&sort=price_asc');
    await expect(results(page).getByRole('article').first()).toBeVisible();
    const up = await prices();
    expect(up).toEqual([...up].sort((a, b) => a - b));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_desc');
    await expect(page).toHaveURL(/sort=price_desc/);
    await expect.poll(async () => (await prices())[0]).toBeGreaterThan(up[0]!);
    const down = await prices();
    expect(down).toEqual([...down].sort((a, b) => b - a));
  });

  test('no match shows an empty state that helps', async ({ page }) => {
    await page.goto('/products?query=zzxxqqv');
    await expect(page.getByRole('heading', { name: 'No products found for “zzxxqqv”' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
  });

  test('a search opened by URL comes from the commerce API, and so does text typed; the search library loads only for a price sort or a filter', async ({ page }) => {
    const { loaded, asked } = watchSearches(page);
    await page.goto('/');
    await page.goto('/products/1');
    await page.goto('/categories/pens');
    await atRest(page);
    expect(loaded).toEqual([]);
    await page.goto('/products?query=pen');
    await expect(results(page).getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “pen”$/);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await atRest(page);
    expect(loaded).toEqual([]);
    // One request per page shown: the page's early request was the one the listing used.
    expect(asked.map((url) => [url.searchParams.get('query'), url.searchParams.get('page')])).toEqual([['pen', '1'], ['pen', '2']]);
    await page.getByRole('searchbox', { name: 'Search in all products' }).fill('pencil');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “pencil”$/);
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toContainText(/pencil/i);
    await atRest(page);
    expect(asked.map((url) => [url.searchParams.get('query'), url.searchParams.get('page')])).toEqual([['pen', '1'], ['pen', '2'], ['pencil', '1']]);
    expect(loaded).toEqual([]);
    // A price sort is the index's (its price key is the price a card shows): the library loads then.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect.poll(() => loaded.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “pencil”$/);
    expect(asked).toHaveLength(3);
  });

  test('typing in the refine box asks the host for no icon: the page names an icon kept a year, which Chromium fetches again as each key replaces the URL', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // The icon's requests that reached the host (not answered from the browser's cache).
    const iconsFromHost: string[] = [];
    cdp.on('Network.responseReceived', ({ response }) => {
      if (/\/favicon[^/]*\.svg$/.test(new URL(response.url).pathname) && !response.fromDiskCache && !response.fromPrefetchCache) iconsFromHost.push(response.url);
    });
    await page.goto('/products');
    await waitForIslands(page);
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    expect((await page.request.get(icon!)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    await expect.poll(() => iconsFromHost.length).toBe(1); // the page's own load
    const refine = page.getByRole('searchbox', { name: 'Search in all products' });
    await refine.pressSequentially('notebook', { delay: 50 });
    await expect(page).toHaveURL(/query=notebook$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results? for “notebook”$/);
    await atRest(page);
    expect(iconsFromHost).toHaveLength(1);
  });

  test('when the commerce API does not answer, the static index finds the results', async ({ page }) => {
    await page.route('**/api/v3/items/joined?**', (route) => route.abort());
    const library = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
    await page.goto('/products?query=notebook');
    await library;
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “notebook”$/);
    await expect(results(page).getByRole('heading', { level: 3 }).first()).toContainText(/notebook/i);
  });
});

test.describe('category listing', () => {
  test('its first page is in the HTML, readable without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/categories/mugs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mugs');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^\d+ products$/)).toBeVisible();
    await context.close();
  });

  test('pages and sorts by newest', async ({ page }) => {
    await page.goto('/products');
    await waitForIslands(page);
    const firstName = await page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).first().textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).first()).not.toHaveText(firstName!);
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await expect(page).toHaveURL(/sort=newest/);
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  });

  test('later pages continue the prerendered first page: every product once, newest first', async ({ page }) => {
    const hrefs = () => page.getByRole('list', { name: 'Products' }).locator('article > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    await page.goto('/categories/pens');
    await waitForIslands(page);
    const total = Number(/^(\d+) products$/.exec((await page.getByRole('main').getByRole('status').textContent()) ?? '')?.[1]);
    const firstPage = await hrefs();
    const seen = [...firstPage];
    const pages = Math.ceil(total / firstPage.length);
    expect(pages).toBeGreaterThan(1);
    for (let n = 2; n <= pages; n++) {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Page ${n} of ${pages}`)).toBeVisible();
      seen.push(...(await hrefs()));
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
    // The index's newest-first order is the order the build prerendered.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('newest');
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible();
    await expect.poll(hrefs).toEqual(firstPage);
  });

  test('the refine box searches within the category as the shopper types, without a reload', async ({ page }) => {
    await page.goto('/categories/mugs');
    await waitForIslands(page);
    const historyLength = await page.evaluate(() => history.length);
    await page.evaluate(() => ((window as { stayed?: boolean }).stayed = true));
    const box = page.getByRole('searchbox', { name: 'Search in Mugs' });
    await box.pressSequentially('t');
    // One letter searches nothing yet: the whole category stays listed.
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ products$/);
    await expect(page).toHaveURL(/\/categories\/mugs$/);
    await box.pressSequentially('ea');
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ results? for “tea”$/ })).toBeVisible();
    await expect(page).toHaveURL(/\/categories\/mugs\?query=tea$/);
    const names = await results(page).getByRole('heading', { level: 3 }).allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/mug/i);
    // Same document (no navigation), and typing did not stack up back-button entries.
    expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    await page.getByRole('searchbox', { name: 'Search in Mugs' }).fill('');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ products$/);
    await expect(page).toHaveURL(/\/categories\/mugs$/);
  });

  test('focusing the refine box fetches the API\'s code before the first key; the text is answered by the API within the category, without the search library', async ({ page }) => {
    const { loaded, asked } = watchSearches(page);
    await page.goto('/categories/pens');
    await waitForIslands(page);
    const pens = (await (await page.request.get('/categories/pens/_payload.json')).json()) as { category: { id: number } };
    const apiCode = page.waitForRequest((request) => /\/_astro\/search-listing\.[\w-]+\.js$/.test(new URL(request.url()).pathname));
    await page.getByRole('searchbox', { name: 'Search in Pens' }).focus();
    await apiCode;
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ products$/);
    expect(asked).toEqual([]);
    await page.getByRole('searchbox', { name: 'Search in Pens' }).fill('gel');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results? for “gel”$/);
    for (const name of await results(page).getByRole('heading', { level: 3 }).allTextContents()) expect(name).toMatch(/gel/i);
    await atRest(page);
    expect(asked.map((url) => [url.searchParams.get('query'), url.searchParams.get('categoryId')])).toEqual([['gel', String(pens.category.id)]]);
    expect(loaded).toEqual([]);
  });

  test('the refine box shows the searched words', async ({ page }) => {
    await page.goto('/products?query=notebook');
    await expect(page.getByRole('searchbox', { name: 'Search in all products' })).toHaveValue('notebook');
  });

  test('/products?categoryId=… typed or bookmarked lands on the category’s prerendered page', async ({ page, request }) => {
    const mugs = (await (await request.get('/categories/mugs/_payload.json')).json()) as { category: { id: number } };
    const searchLibrary: string[] = [];
    page.on('request', (sent) => sent.url().includes('/pagefind/') && searchLibrary.push(sent.url()));
    await page.goto(`/products?categoryId=${mugs.category.id}`);
    // The URL still says which category was chosen.
    await expect(page).toHaveURL(new RegExp(`/categories/mugs\\?categoryId=${mugs.category.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mugs');
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();
    expect(searchLibrary).toEqual([]);
  });

  test('on a host without routing rules, /products?categoryId=… reads the category’s first page from its payload', async ({ page }) => {
    await page.goto('/categories/mugs');
    const mugsFirstPage = await page.getByRole('list', { name: 'Products' }).locator('article > a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const id = await page.evaluate(async () => ((await (await fetch('/categories/mugs/_payload.json')).json()) as { category: { id: number } }).category.id);
    // `/products/index.html` is the page a host that ignores `_redirects` serves for `/products`.
    const payload = page.waitForResponse('**/categories/mugs/_payload.json');
    await page.goto(`/products/index.html?categoryId=${id}`);
    expect((await payload).ok()).toBe(true);
    await expect(page.getByRole('main').getByRole('status').filter({ hasText: /^\d+ products in Mugs$/ })).toBeVisible();
    await expect.poll(() => page.getByRole('list', { name: 'Products' }).locator('article > a').evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
      .toEqual(mugsFirstPage);
  });

  test('on a host without routing rules, a listing asked for by URL never shows the prerendered one before its own', async ({ page }) => {
    // Time stands still until the test moves it, so the 5 s fallback cannot pass for the island.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    // Without the listing island, the grid stays hidden (the URL asks for Mugs, the HTML holds all products)…
    await page.route('**/_astro/ProductListing.*.js', (route) => route.abort());
    await page.goto('/products/index.html?category=mugs');
    const grid = page.locator('.listing .product-grid'); // by CSS: a hidden list has no role to find it by
    await expect(grid).toHaveCount(1);
    await expect(grid).toBeHidden();
    // …and comes back after 5 s rather than never.
    await page.clock.runFor(5_000);
    await expect(grid).toBeVisible();
  });

  test('the prerendered listing shows at once when the URL asks for nothing else', async ({ page }) => {
    // The listing's code never comes (held, not failed: a failed chunk would have the reload guard
    // reload the page, which could cut the next navigation short).
    await page.route('**/_astro/ProductListing.*.js', () => new Promise<void>(() => {}));
    // No parameters, the defaults, or a category page's own category: the prerendered grid is right.
    for (const path of ['/products', '/products?sort=relevance', '/products/index.html?sort=relevance&page=1&query=', '/categories/mugs?category=mugs']) {
      await page.goto(path);
      await expect(page.getByRole('list', { name: 'Products' }), path).toBeVisible();
    }
  });

  test('/products honours category by slug, landing on its page with the URL saying so', async ({ page }) => {
    await page.goto('/products?category=mugs');
    await expect(page).toHaveURL(/\/categories\/mugs\?category=mugs$/);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ products$/);
  });
});
