import { test as base, expect, type Page } from '@playwright/test';

/** Console errors and uncaught page errors seen while a test ran. */
export interface PageProblems {
  errors: string[];
}

/**
 * Every test starts with empty storage and records console errors and page errors, so a test
 * can assert that a page ran cleanly.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() === 'error') problems.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

/** Waits until React islands on the page have hydrated (Astro removes the `ssr` attribute). */
export async function waitForIslands(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

const API_URL = process.env['E2E_API_URL']!;
const API_KEY = process.env['PUBLIC_API_KEY'] ?? 'demo-storefront-key';

/** A single-sku, in-stock product: Add to cart works without choosing options. */
export async function simpleProduct(request: import('@playwright/test').APIRequestContext) {
  for (let p = 1; p <= 4; p++) {
    const { list } = (await (await request.get(`${API_URL}/api/v3/items/joined`, { params: { page: p, size: 100 }, headers: { 'X-API-KEY': API_KEY } })).json()) as
      { list: { id: number; name: string; skus: { stock: number }[] }[] };
    const found = list.find((product) => product.skus.length === 1 && product.skus[0]!.stock >= 5);
    if (found) return found;
  }
  throw new Error('no single-sku product in the demo catalogue');
}

/** Opens the product's page and adds one to the cart, as a shopper would. */
export async function addOneToCart(page: import('@playwright/test').Page, product: { id: number }) {
  await page.goto(`/products/${product.id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
}

export { expect };
