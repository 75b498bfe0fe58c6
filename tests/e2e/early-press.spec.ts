import type { Page } from '@playwright/test';
import { test, expect } from './fixtures.ts';

/*
 * The menu, the carousel and the product gallery are driven by small vanilla scripts, most of them
 * inlined as module scripts, which run once the whole page has been parsed: on a slow phone the
 * header is on screen and tappable well before that. Each test holds those scripts back, taps as a
 * shopper, lets them run, and checks the tap took effect.
 */

const HOLD = '/_astro/__hold-module-scripts.js';

/**
 * Opens `path` with its module scripts held back until the returned function is called. Module
 * scripts run in document order, so one held module script put first in the body holds every inline
 * one after it; the site's own `/_astro/*.js` files (islands, external scripts) are held too.
 */
async function openBeforeScripts(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/_astro/') && url.pathname.endsWith('.js'), async (route) => {
    await gate;
    if (new URL(route.request().url()).pathname === HOLD) await route.fulfill({ contentType: 'text/javascript', body: '' });
    else await route.continue();
  });
  await page.route((url) => url.pathname === path, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<body>', `<body><script type="module" src="${HOLD}"></script>`);
    await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

test.describe('vanilla scripts honour a tap made before they run', () => {
  test('phone menu: "Open menu" tapped early opens the menu once the script runs', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const release = await openBeforeScripts(page, '/');
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    // Not yet: the script is held back, and the tap was only noted.
    await expect(open).toHaveAttribute('data-pressed', '1');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();

    release();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(open).not.toHaveAttribute('data-pressed');
    // Awake: Close and the menu button work as usual, and a tap is not replayed twice.
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  });

  test('carousel: Pause and two Next taps made early all take effect', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const release = await openBeforeScripts(page, '/');
    const carousel = page.getByRole('region', { name: 'Offers' });
    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: /^1 of / })).toBeVisible();

    release();
    await expect(carousel.getByRole('group', { name: /^3 of / })).toBeVisible();
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: /^1 of / })).toBeHidden();
  });

  test('product gallery: a thumbnail tapped early is the picture shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const release = await openBeforeScripts(page, '/products/1');
    const thumbs = page.getByRole('list', { name: 'Product pictures' }).getByRole('button');
    const second = thumbs.nth(1);
    const src = (await second.getAttribute('data-src'))!;
    await second.click();
    await expect(second).toHaveAttribute('aria-pressed', 'false');

    release();
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'false');
    const main = page.locator('.gallery__image');
    const picture = new URL(src).pathname.replace(/\.\w+$/, ''); // e.g. /media/products/1-2
    await expect(main).toHaveAttribute('src', new RegExp(`${picture}\\.webp\\?w=`));
  });
});
