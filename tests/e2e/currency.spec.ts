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

    test('ends the search row, under the cart, and still switches', async ({ page }) => {
      await page.goto('/');
      await waitForIslands(page);
      const currency = page.getByRole('banner').getByRole('combobox', { name: 'Currency' });
      const select = (await currency.boundingBox())!;
      const search = (await page.getByRole('searchbox', { name: 'Search products' }).boundingBox())!;
      const cart = (await page.getByRole('link', { name: /^Cart, / }).boundingBox())!;
      expect(Math.abs(select.y + select.height / 2 - (search.y + search.height / 2))).toBeLessThan(4);
      expect(select.x).toBeGreaterThan(search.x + search.width);
      expect(Math.abs(select.x + select.width - (cart.x + cart.width))).toBeLessThan(2);
      expect(cart.y + cart.height).toBeLessThanOrEqual(select.y);
      await currency.selectOption('GBP');
      await expect(page.getByRole('banner').getByText('GBP', { exact: true })).toBeVisible();
      await expect(page.locator('[data-bdt]').first()).toHaveText(/^GBP /);
    });
  });
}
