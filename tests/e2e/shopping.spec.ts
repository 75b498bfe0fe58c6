import { test, expect, addOneToCart, chooseSku as choose, productWithVariants, simpleProduct, waitForIslands } from './fixtures.ts';
import * as v from 'valibot';
import { categorySchema, productSchema } from '../../src/lib/contract/index.ts';

const API_URL = process.env['E2E_API_URL']!;

test.describe('shopping journey on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('category → product → choose size and colour → add → badge → dropdown → cart page', async ({ page, problems }) => {
    const { product, sku } = await productWithVariants(page);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByText('Browse Categories').click();
    const categories = (await (await page.request.get(`${API_URL}/api/v3/store/products/categories`, {
      headers: { Authorization: `Basic ${Buffer.from('demo-catalog-key:demo-catalog-secret').toString('base64')}` },
    })).json()) as { list: { id: number; name: string; slug: string }[] };
    const category = categories.list.find((c) => c.id === product.categoryId)!;
    await page.goto(`/categories/${category.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.name);
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('article').first()).toBeVisible();

    // Find the product in its category as a shopper would: refine the list, open its card.
    await waitForIslands(page);
    await page.getByRole('searchbox', { name: `Search in ${category.name}` }).fill(product.name);
    const card = page.getByRole('list', { name: 'Search results' }).getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name, exact: true }) });
    await card.locator('a').first().click();
    await expect(page).toHaveURL(`/products/${product.id}`);
    await waitForIslands(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await choose(page, sku);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Added 1 to your cart.' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const dropdown = page.getByRole('dialog', { name: 'Cart' });
    await expect(dropdown).toContainText(product.name);
    await expect(dropdown.getByText('Total')).toBeVisible();
    await expect(dropdown.getByRole('link', { name: 'Check Out' })).toHaveAttribute('href', '/checkout');
    await dropdown.getByRole('link', { name: 'View Cart' }).click();

    await expect(page).toHaveURL('/cart');
    const line = page.getByRole('listitem', { name: product.name });
    await expect(line.locator('output')).toHaveText('1');
    await line.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(line.locator('output')).toHaveText('2');
    await line.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(line.locator('output')).toHaveText('1');
    await expect(line.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await line.getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    expect(problems.errors).toEqual([]);
  });

  test('adding the same sku twice makes one line of quantity 2, kept after a reload; clear empties it', async ({ page }) => {
    const { product, sku } = await productWithVariants(page);
    await page.goto(`/products/${product.id}`);
    await waitForIslands(page);
    await choose(page, sku);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByTestId('cart-count')).toHaveText('2');
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
    await page.reload();
    const line = page.getByRole('listitem', { name: product.name });
    await expect(line.locator('output')).toHaveText('2');
    await page.getByRole('button', { name: 'Clear cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart')!))).toEqual({ version: 2, items: [], coupon: null });
  });

  test('Add to cart without a chosen sku logs "No SKU provided" and adds nothing', async ({ page }) => {
    const { product } = await productWithVariants(page);
    const logs: string[] = [];
    page.on('console', (message) => logs.push(message.text()));
    await page.goto(`/products/${product.id}`);
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Please choose' })).toBeVisible();
    expect(logs).toContain('No SKU provided');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
  });
});

test('a corrupt cart in localStorage gives an empty cart and no page error', async ({ page, problems }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('cart', '{"items":[{"sku":"<script>"}],"quantity":"lots"'));
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(problems.errors).toEqual([]);
});

for (const [what, src] of [['a bad picture address', 'not a url'], ['a picture from another host', 'https://evil.example/media/skus/1.webp']]) {
test(`a tampered cart whose JSON parses but holds ${what} gives an empty cart and no page error`, async ({ page, problems, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await addOneToCart(page, await simpleProduct(request));
  const foreign: string[] = [];
  page.on('request', (sent) => sent.url().includes('evil.example') && foreign.push(sent.url()));
  await page.evaluate((picture) => {
    const cart = JSON.parse(localStorage.getItem('cart')!);
    cart.items[0].sku.image.src = picture;
    localStorage.setItem('cart', JSON.stringify(cart));
  }, src!);
  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await page.getByRole('link', { name: /^Cart, / }).click(); // the dropdown renders too
  await expect(page.getByRole('dialog', { name: 'Cart' })).toContainText('YOUR CART IS EMPTY');
  expect(problems.errors).toEqual([]);
  expect(foreign).toEqual([]);
});
}

test('the product page has parseable Product JSON-LD in BDT and a canonical URL', async ({ page }) => {
  await page.goto('/products/1');
  // The first: the head's Product; the breadcrumbs' BreadcrumbList follows in the body.
  const json = await page.locator('script[type="application/ld+json"]').first().textContent();
  const data = JSON.parse(json!) as { '@type': string; name: string; offers: { priceCurrency: string; lowPrice: string } };
  expect(data['@type']).toBe('Product');
  expect(data.name).toBe(await page.getByRole('heading', { level: 1 }).textContent());
  expect(data.offers.priceCurrency).toBe('BDT');
  expect(Number(data.offers.lowPrice)).toBeGreaterThan(0);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/products\/1$/);
});

test('the product page preloads its main picture, which is then used from the cache, on the shop origin', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => request.resourceType() === 'image' && images.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.goto('/products/1');
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesrcset', /^\/media\/products\/1-1\.avif\?w=400 400w/);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const main = page.locator('.gallery__image');
  await expect(main).toHaveJSProperty('complete', true);
  const shown = new URL(await main.evaluate((img: HTMLImageElement) => img.currentSrc));
  expect(shown.pathname).toMatch(/^\/media\/products\/1-1\.avif$/);
  // Preload and picture agree, so the picture costs one request, not two.
  expect(images.filter((path) => path.startsWith('/media/products/1-1.avif')).length).toBe(1);
});

test('the home page preloads its first banner, which the carousel then shows from one request', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => request.resourceType() === 'image' && images.push(new URL(request.url()).pathname));
  await page.goto('/');
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  await expect(preload).toHaveAttribute('type', 'image/avif');
  const banner = page.locator('.carousel__image').first();
  await expect(banner).toHaveJSProperty('complete', true);
  const shown = new URL(await banner.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(shown).toMatch(/\.avif$/);
  // Preload and picture name the same files, so the banner costs one request, not two.
  expect(await preload.getAttribute('imagesrcset')).toContain(`${shown}?w=`);
  expect(images.filter((path) => path === shown)).toHaveLength(1);
});

test('every prerendered page has its _payload.json, in both languages', async ({ request }) => {
  for (const path of ['/_payload.json', '/products/_payload.json', '/products/1/_payload.json', '/categories/pens/_payload.json', '/about/_payload.json']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    // The Bangla page's payload beside it: the same data (integrations/payload-twins.ts).
    const twin = await request.get(`/bn${path}`);
    expect(twin.status(), `/bn${path}`).toBe(200);
    expect(twin.headers()['content-type']).toContain('application/json');
    expect(await twin.text(), `/bn${path}`).toBe(await response.text());
  }
  // The payloads hold the shop's domain shapes (plus the applied discount), checked with the contract.
  const product = (await (await request.get('/products/1/_payload.json')).json()) as { product: unknown; category: unknown; related: unknown[] };
  expect(v.parse(productSchema, product.product).id).toBe(1);
  v.parse(categorySchema, product.category);
  expect(product.related.length).toBeGreaterThan(0);
  product.related.forEach((item) => v.parse(productSchema, item));
  const category = (await (await request.get('/categories/pens/_payload.json')).json()) as { category: unknown; total: number; firstPage: { id: number }[] };
  expect(v.parse(categorySchema, category.category).slug).toBe('pens');
  expect(category.firstPage.length).toBe(Math.min(24, category.total));
});
