import { test, expect, waitForIslands } from './fixtures.ts';

test.describe('currency switcher', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('lists 10 currencies with BDT chosen by default', async ({ page, problems }) => {
    await page.goto('/');
    await waitForIslands(page);
    const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
    await expect(currency.locator('option')).toHaveCount(10);
    await expect(currency.locator('option').first()).toHaveText(/BDT — Bangladesh$/);
    await expect(currency).toHaveValue('BDT');
    await expect(page.getByText('Prices converted from BDT; you pay in BDT.')).toBeHidden();
    expect(problems.errors).toEqual([]);
  });

  test('USD converts the prerendered prices, persists after a reload, and BDT brings them back', async ({ page, problems }) => {
    await page.goto('/');
    await waitForIslands(page);
    const price = page.getByRole('list', { name: 'New arrivals' }).getByRole('article').first().locator('[data-bdt]').first();
    const original = (await price.textContent()) ?? '';
    expect(original).toMatch(/^BDT \d[\d,]*\.\d\d$/);

    const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
    await currency.selectOption('USD');
    await expect(price).toHaveText(/^USD \d[\d,]*\.\d\d$/);
    await expect(price).toHaveAttribute('title', `${original}. Prices converted from BDT; you pay in BDT.`);
    await expect(page.getByText('Prices converted from BDT; you pay in BDT.')).toBeVisible();

    await page.reload();
    await waitForIslands(page);
    await expect(currency).toHaveValue('USD');
    await expect(price).toHaveText(/^USD \d[\d,]*\.\d\d$/);

    await currency.selectOption('BDT');
    await expect(price).toHaveText(original);
    await expect(page.getByText('Prices converted from BDT; you pay in BDT.')).toBeHidden();
    expect(problems.errors).toEqual([]);
  });

  test('prices added to the page later are converted too', async ({ page }) => {
    await page.goto('/');
    await waitForIslands(page);
    await page.getByRole('banner').getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
    await page.evaluate(() => {
      const section = document.createElement('section');
      section.id = 'later';
      section.innerHTML = '<p>Later: <span data-bdt="1250">BDT 1,250.00</span></p>';
      document.body.append(section);
    });
    await expect(page.locator('#later [data-bdt]')).toHaveText(/^EUR \d+\.\d\d$/);
  });

  test('tampered storage falls back to BDT', async ({ page, problems }) => {
    await page.addInitScript(() => localStorage.setItem('currency', '{"currency":"USD","rate":"lots"'));
    await page.goto('/');
    await waitForIslands(page);
    await expect(page.getByRole('banner').getByRole('combobox', { name: 'Currency' })).toHaveValue('BDT');
    await expect(page.getByRole('list', { name: 'New arrivals' }).locator('[data-bdt]').first()).toHaveText(/^BDT /);
    expect(problems.errors).toEqual([]);
  });
});

for (const width of [360, 390]) {
  test.describe(`currency switcher on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: true });

    test('sits beside the cart in the first row, leaves the search a row of its own, and still switches', async ({ page }) => {
      await page.goto('/');
      await waitForIslands(page);
      const banner = page.getByRole('banner');
      const currency = banner.getByRole('combobox', { name: 'Currency' });
      const select = (await currency.boundingBox())!;
      const cart = (await banner.getByRole('link', { name: /^Cart, / }).boundingBox())!;
      const logo = (await banner.getByRole('link', { name: /^Kolom\b.*\bhome$/ }).boundingBox())!;
      const bar = (await banner.getByRole('search').boundingBox())!;
      const text = (await banner.getByRole('combobox', { name: 'Search products' }).boundingBox())!;
      // First row: logo, then currency, then cart, centred on one line.
      expect(Math.abs(select.y + select.height / 2 - (cart.y + cart.height / 2))).toBeLessThan(4);
      expect(select.x).toBeGreaterThan(logo.x + logo.width);
      expect(select.x + select.width).toBeLessThanOrEqual(cart.x);
      // Second row: the search bar alone, the container's full width, its text box the larger part.
      for (const above of [select, cart, logo]) expect(bar.y).toBeGreaterThanOrEqual(above.y + above.height);
      expect(bar.width).toBeGreaterThanOrEqual(width - 2 * 16 - 1);
      expect(text.width).toBeGreaterThan(bar.width * 0.4);
      await currency.selectOption('GBP');
      await expect(page.getByRole('banner').getByText('GBP', { exact: true })).toBeVisible();
      await expect(page.locator('[data-bdt]').first()).toHaveText(/^GBP /);
    });
  });
}
