import type { Page } from '@playwright/test';
import { test, expect, waitForIslands } from './fixtures.ts';

/*
 * A category page's first paint on a phone (issue 9 item 10): its cards' pictures no larger than
 * their slots, the grid past the first screen laid out (and its pictures fetched) only when
 * scrolled near, and a stylesheet without the product page's and the cart's rules.
 */

/** Every rule of the page's stylesheets, as text. */
async function cssText(page: Page): Promise<string> {
  return page.evaluate(() => [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n'));
}

test.describe('a category page on a phone', () => {
  // Lighthouse's phone: 412 px wide at 1.75x, overlay scrollbars.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

  test('a card’s picture is exactly as wide as its sizes say, so the phone takes the 300 px file', async ({ page }) => {
    await page.goto('/categories/pens');
    const picture = page.getByRole('list', { name: 'Products' }).getByRole('article').first().locator('img');
    await expect(picture).toHaveJSProperty('complete', true);
    const seen = await picture.evaluate((img: HTMLImageElement) => ({ width: img.getBoundingClientRect().width, slot: innerWidth / 2 - 43, file: img.currentSrc }));
    expect(Math.abs(seen.width - seen.slot)).toBeLessThan(0.5);
    // 163 px at 1.75x needs 285: the 300 px file (the old 46vw asked for 332, so the 400 one).
    expect(seen.file).toMatch(/\.avif\?w=300$/);
  });

  test('cards past the first screen are laid out only when scrolled near, and their pictures load then', async ({ page, problems }) => {
    await page.goto('/categories/pens');
    await waitForIslands(page);
    const cards = page.getByRole('list', { name: 'Products' }).getByRole('listitem');
    await expect(cards).toHaveCount(24);
    const visibility = await cards.evaluateAll((items) => items.map((item) => getComputedStyle(item).contentVisibility));
    expect(visibility.slice(0, 4)).toEqual(['visible', 'visible', 'visible', 'visible']);
    expect(new Set(visibility.slice(4))).toEqual(new Set(['auto']));
    const last = cards.last().locator('img');
    await page.waitForLoadState('load');
    expect(await last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(problems.errors).toEqual([]);
  });
});

test('the buying box’s and the cart’s rules are on their own pages only', async ({ page }) => {
  await page.goto('/categories/pens');
  expect(await cssText(page)).not.toMatch(/\.(purchase|stepper|cart-line|cart-summary)\b/);
  await page.getByRole('list', { name: 'Products' }).getByRole('link').first().click();
  await expect(page.locator('.purchase')).toHaveCSS('display', 'grid');
  await expect(page.locator('.stepper button').first()).toHaveCSS('height', '44px');
  await page.goto('/cart');
  expect(await cssText(page)).toMatch(/\.cart-line\b/);
});
