import { test, expect, atRest, waitForIslands } from './fixtures.ts';

/*
 * The filter panel's code loads when a shopper is about to open it (src/islands/listing/LazyFilterPanel.tsx),
 * not with the listing: a listing's first JavaScript is smaller by it. The panel still opens on the
 * first press, and if its code cannot load the dialog says so and the listing keeps working.
 */
const PENS = '/categories/pens';
const isPanel = (path: string) => /\/_astro\/FilterPanel\.[\w-]+\.js$/.test(path);
/** The panel's own stylesheet (src/styles/filter-panel.css): not in the listing's HTML, it loads with the panel. */
const isPanelStyles = (path: string) => /\/_astro\/filter-panel\.[\w-]+\.css$/.test(path);
/** The code that loads that stylesheet (src/ui/filter-panel-styles.ts): its loader and the module holding its address. */
const isStylesCode = (path: string) => /\/_astro\/(load-stylesheet|filter-panel)\.[\w-]+\.js$/.test(path);

test.use({ viewport: { width: 412, height: 915 } });

test('a listing loads the filter panel, its styles and the code that loads them only when Filters is pressed, and the panel opens on that press, styled', async ({ page }) => {
  const scripts: string[] = [];
  page.on('requestfinished', (request) => { if (['script', 'stylesheet'].includes(request.resourceType())) scripts.push(new URL(request.url()).pathname); });
  await page.goto(PENS);
  await waitForIslands(page);
  await atRest(page);
  expect(scripts.filter(isPanel)).toEqual([]);
  expect(scripts.filter(isPanelStyles)).toEqual([]);
  expect(scripts.filter(isStylesCode)).toEqual([]);
  expect(await page.content()).not.toContain('.filters__head');

  await page.getByRole('button', { name: /^Filters/ }).focus(); // focus alone starts loading it
  await expect.poll(() => scripts.filter(isPanel).length).toBe(1);
  await expect.poll(() => scripts.filter(isPanelStyles).length).toBe(1);
  expect(scripts.filter(isStylesCode).length).toBeGreaterThan(0);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog).toBeVisible();
  // A bottom sheet from its first frame: 88% of the screen's height (filter-panel.css), not the plain dialog's.
  expect((await dialog.boundingBox())?.height).toBeCloseTo(915 * 0.88, -1);
  await expect(dialog.getByRole('group', { name: 'Brand' }).getByRole('checkbox').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Opened again from the same mounted panel.
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(dialog).toBeVisible();
});

test('a listing opened on its filters loads the panel’s code and styles as the page is read, not when the listing wakes', async ({ page, request }) => {
  // The listing island's own code never arrives: only the page's script can ask for the panel's.
  const island = /component-url="(\/_astro\/ProductListing\.[\w-]+\.js)"/.exec(await (await request.get(PENS)).text())?.[1];
  expect(island).toBeTruthy();
  await page.route((url) => url.pathname === island, () => new Promise<void>(() => {}));
  const scripts: string[] = [];
  page.on('request', (sent) => { if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname); });
  page.on('request', (sent) => { if (sent.resourceType() === 'stylesheet') scripts.push(new URL(sent.url()).pathname); });
  await page.goto(`${PENS}#filters`);
  await expect.poll(() => scripts.filter(isPanel).length).toBe(1);
  await expect.poll(() => scripts.filter(isPanelStyles).length).toBe(1);
  // Without the fragment the panel waits for the shopper.
  await page.goto(PENS);
  await page.waitForLoadState('load');
  await atRest(page);
  expect(scripts.filter(isPanel)).toHaveLength(1);
  expect(scripts.filter(isPanelStyles)).toHaveLength(1);
});

test('when the panel’s code cannot load, Filters opens a dialog that says so, and the listing still works', async ({ page }) => {
  await page.route((url) => isPanel(url.pathname), (route) => route.abort('internetdisconnected'));
  await page.goto(PENS);
  await waitForIslands(page);
  // A bundle failing to load first reloads the page (a release may have replaced it: the reload
  // guard, spec §9), once in 10 s; pressed again, the panel's stand-in answers.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await reloaded;
  await waitForIslands(page);
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await expect(dialog.getByRole('alert')).toHaveText('Filters are not available right now. Please check your connection and try again.');
  await dialog.getByRole('button', { name: 'Close filters' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
});
