import { test, expect } from './fixtures.ts';

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

  test('a category opens products filtered by its id', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('list', { name: 'Categories' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/products\?categoryId=\d+$/);
  });
});
