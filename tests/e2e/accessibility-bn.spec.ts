import { pathInLocale } from '../../src/lib/i18n/href.ts';
import { test, expect, waitForIslands } from './fixtures.ts';
import { PAGES, VIEWPORTS, violationsNow } from './axe.ts';

// Every page a shopper meets, in Bangla (issue 24): axe finds nothing there either, and the page
// says its language. A file of its own, so it runs beside the English ones.
for (const viewport of VIEWPORTS) {
  test.describe(`Bangla pages at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of PAGES.map((english) => pathInLocale(english, 'bn'))) {
      test(`${path} has no WCAG A/AA violations axe can find`, async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
        await waitForIslands(page);
        expect(await violationsNow(page)).toEqual([]);
      });
    }
  });
}
