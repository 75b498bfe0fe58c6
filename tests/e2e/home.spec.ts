import { test, expect } from './fixtures.ts';
import type { Locator, Page } from '@playwright/test';

const API_URL = process.env['E2E_API_URL']!;
const API_KEY = process.env['PUBLIC_API_KEY'] ?? 'demo-storefront-key';

test.describe('home page', () => {
  test('shows the demo categories and products from the API', async ({ page, request }) => {
    const categories = (await (
      await request.get(`${API_URL}/api/v3/store/products/categories`, {
        headers: { Authorization: `Basic ${Buffer.from('demo-catalog-key:demo-catalog-secret').toString('base64')}` },
      })
    ).json()) as { list: { name: string }[] };
    await page.goto('/');
    const grid = page.getByRole('list', { name: 'Categories' });
    for (const category of categories.list) {
      await expect(grid.getByRole('link', { name: new RegExp(category.name) })).toBeVisible();
    }
    const newArrivals = page.getByRole('list', { name: 'New arrivals' });
    await expect(newArrivals.getByRole('article')).toHaveCount(10);
    // A product on the page is one the API serves, with its BDT price.
    const firstName = await newArrivals.getByRole('heading', { level: 3 }).first().textContent();
    const search = (await (
      await request.get(`${API_URL}/api/v3/items/joined`, { params: { query: firstName!.split(' ')[0]!, size: 100 }, headers: { 'X-API-KEY': API_KEY } })
    ).json()) as { list: { name: string }[] };
    expect(search.list.map((product) => product.name)).toContain(firstName);
    await expect(newArrivals.getByText(/BDT \d[\d,]*\.\d\d/).first()).toBeVisible();
  });

  test('the slider carousel moves by its buttons', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers' });
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeHidden();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await carousel.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel.getByRole('group', { name: '4 of 4' })).toBeVisible();
  });

  test("a category opens its own prerendered page, listing that category's products", async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('list', { name: 'Categories' }).getByRole('link').first();
    const name = (await link.locator('.category-grid__name').textContent())!;
    await link.click();
    await expect(page).toHaveURL(/\/categories\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  });
});

/** Opens the home page with the page's clock stopped, so the 5 s slide timer moves only by `clock.runFor`. */
async function openWithStoppedClock(page: Page): Promise<Locator> {
  await page.clock.install({ time: new Date('2025-01-01T10:00:00Z') });
  await page.clock.pauseAt(new Date('2025-01-01T10:00:01Z'));
  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Offers' });
  await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
  return carousel;
}

/** Takes the mouse off the carousel and focus off its buttons, so only Pause can be holding it. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.getByRole('banner').getByRole('link', { name: /^Kolom\b.*\bhome$/ }).focus();
}

test.describe('home slider carousel', () => {
  test('Pause stops the slides moving on their own and Play starts them again', async ({ page }) => {
    const carousel = await openWithStoppedClock(page);
    await page.clock.runFor(5_100);
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await leaveCarousel(page);
    await page.clock.runFor(12_000);
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Play slides' }).click();
    await leaveCarousel(page);
    await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
    await page.clock.runFor(5_100);
    await expect(carousel.getByRole('group', { name: '3 of 4' })).toBeVisible();
  });

  test('Pause works from the keyboard', async ({ page }) => {
    const carousel = await openWithStoppedClock(page);
    await carousel.getByRole('button', { name: 'Pause slides' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeFocused();
    await leaveCarousel(page);
    await page.clock.runFor(12_000);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
  });

  test('keyboard focus on a slide control holds the slides, but focus on Pause/Play does not', async ({ page }) => {
    const carousel = await openWithStoppedClock(page);
    await carousel.getByRole('button', { name: 'Pause slides' }).focus();
    await page.keyboard.press('Tab');
    await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeFocused();
    await page.clock.runFor(12_000);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeFocused();
    await page.clock.runFor(5_100);
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();
  });

  test('a mouse swipe of 40 px or more to the left shows the next slide; a shorter one does nothing', async ({ page }) => {
    const carousel = await openWithStoppedClock(page);
    const box = (await carousel.boundingBox())!;
    const swipe = async (deltaX: number) => {
      const x = box.x + box.width * 0.7;
      const y = box.y + box.height * 0.3;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + deltaX, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(-30);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await swipe(-60);
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();
    await swipe(60);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('does not move on its own until the shopper presses Play', async ({ page }) => {
      const carousel = await openWithStoppedClock(page);
      await page.clock.runFor(12_000);
      await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
      await carousel.getByRole('button', { name: 'Play slides' }).click();
      await leaveCarousel(page);
      await page.clock.runFor(5_100);
      await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();
    });
  });
});

/** A real touch gesture through Chromium's input pipeline, so `touch-action` and scrolling apply. */
async function touchDrag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const at = (t: number) => [{ x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step / 8) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('home slider carousel on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('a sideways swipe changes the slide and a short one does not', async ({ page }) => {
    const carousel = await openWithStoppedClock(page);
    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height * 0.3;
    await touchDrag(page, { x: box.x + 250, y }, { x: box.x + 220, y });
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
    await touchDrag(page, { x: box.x + 250, y }, { x: box.x + 150, y });
    await expect(carousel.getByRole('group', { name: '2 of 4' })).toBeVisible();
  });

  test('a vertical swipe on it scrolls the page and leaves the slide', async ({ page }) => {
    const carousel = await openWithStoppedClock(page);
    const box = (await carousel.boundingBox())!;
    const x = box.x + box.width * 0.7;
    await touchDrag(page, { x, y: box.y + box.height - 10 }, { x: x - 10, y: box.y + box.height - 210 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(50);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
  });

  test('Pause stops the slides for a shopper who cannot hover', async ({ page }) => {
    const carousel = await openWithStoppedClock(page);
    await carousel.getByRole('button', { name: 'Pause slides' }).tap();
    await page.clock.runFor(12_000);
    await expect(carousel.getByRole('group', { name: '1 of 4' })).toBeVisible();
  });
});

test.describe('focus on the green nav bar', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('keyboard focus draws the light ring, which stands out on the green', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Start from the last control before the bar and walk through it with Tab, as a keyboard user does.
    await page.getByRole('link', { name: /^Cart, / }).focus();
    for (const item of [
      nav.getByText('Browse Categories'),
      nav.getByRole('link', { name: 'Home', exact: true }),
      nav.getByRole('link', { name: 'Products', exact: true }),
      nav.getByRole('link', { name: 'Contact', exact: true }),
      nav.getByRole('link', { name: /^Need help\?/ }),
    ]) {
      await page.keyboard.press('Tab');
      await expect(item).toBeFocused();
      const ring = await item.evaluate((element) => {
        const style = getComputedStyle(element);
        return { color: style.outlineColor, style: style.outlineStyle, width: style.outlineWidth };
      });
      expect(ring).toEqual({ color: 'rgb(255, 224, 102)', style: 'solid', width: '3px' });
    }
  });
});
