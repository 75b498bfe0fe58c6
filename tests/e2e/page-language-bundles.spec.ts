import { readFileSync } from 'node:fs';
import { test, expect, atRest } from './fixtures.ts';

/*
 * Issue 24 §2: a page ships its islands' words in its own language only (integrations/locale-bundles.ts
 * splits the client build; a Bangla page names the Bangla files). Read on the built site: every
 * script a category page loads before the shopper touches it, in each language.
 */
const words = (locale: 'en' | 'bn') => JSON.parse(readFileSync(new URL(`../../messages/listing/${locale}.json`, import.meta.url), 'utf8')) as Record<string, string>;
const english = words('en');
const bangla = words('bn');
/** Words the listing's island shows before any press (plain strings, no parameters). */
const KEYS = ['listing_sortBy', 'listing_browseAll', 'listing_clearAll'] as const;
/** Words of the filter panel itself, which load with its code when the shopper reaches for it. */
const PANEL_KEYS = ['listing_anyPrice', 'listing_ownRange'] as const;

for (const [path, own, other] of [['/categories/pens', english, bangla], ['/bn/categories/pens', bangla, english]] as const) {
  test(`${path} loads its own language's words and not the other's`, async ({ page }) => {
    const bodies: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
    });
    await page.goto(path);
    await atRest(page);
    await expect(page.locator('astro-island[component-url*="ProductListing"]')).not.toHaveAttribute('ssr');
    const code = (await Promise.all(bodies)).join('\n');
    for (const key of KEYS) {
      expect(own[key], key).toBeTruthy();
      expect(code, `${key} in the page's language`).toContain(own[key]);
      expect(code, `${key} in the other language`).not.toContain(other[key]);
    }
    // Not the panel's words: its code loads when the shopper reaches for it, and its words with it, in the page's language.
    for (const key of PANEL_KEYS) expect(code, `${key} before the panel is reached`).not.toContain(own[key]);
    await page.locator('.listing__filters').hover();
    await expect.poll(async () => (await Promise.all(bodies)).join('\n')).toContain(own[PANEL_KEYS[0]]);
    const withPanel = (await Promise.all(bodies)).join('\n');
    for (const key of PANEL_KEYS) {
      expect(withPanel, `${key} in the page's language`).toContain(own[key]);
      expect(withPanel, `${key} in the other language`).not.toContain(other[key]);
    }
    // Bangla pages load the Bangla files of the bundles with words; English pages never do.
    const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((name) => name.startsWith('/_astro/') && name.endsWith('.js')));
    expect(urls.some((url) => url.endsWith('-bn.js'))).toBe(path.startsWith('/bn/'));
  });
}

test("every page's first script carries the currency picker's words, not the header islands' until the header wakes", async ({ page }) => {
  const header = JSON.parse(readFileSync(new URL('../../messages/header/en.json', import.meta.url), 'utf8')) as Record<string, string>;
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto('/about');
  await atRest(page);
  const code = (await Promise.all(bodies)).join('\n');
  expect(code).toContain(header['header_convertedNote']);
  // The search suggestions' and the cart dropdown's words load with their islands.
  for (const key of ['header_noSuggestions', 'header_viewCart']) expect(code, key).not.toContain(header[key]);
  await page.getByRole('combobox', { name: 'Search products' }).focus();
  await expect.poll(async () => (await Promise.all(bodies)).join('\n')).toContain(header['header_noSuggestions']);
});
