import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, openAsleep, signUpCustomer, useSession, waitForIslands, type ApiProduct, type ApiSku } from './fixtures.ts';

/** A product as the API lists it, with its skus' codes (what a wishlist item names). */
type CodedProduct = ApiProduct & { skus: (ApiSku & { code: string })[] };

// The wishlist (issue 10 §5): the heart on product pages, `/wishlist`, and a guest's press kept
// through signing in, in Chromium against the built site and the real reference API.

/** `n` single-option products in stock, from the real API: the heart keeps their only option. */
async function stockedProducts(request: APIRequestContext, n: number): Promise<CodedProduct[]> {
  const response = await request.get(`${process.env['E2E_API_URL']}/api/v3/items/joined`, {
    params: { page: 1, size: 100 },
    headers: { 'X-API-KEY': 'demo-storefront-key' },
  });
  const { list } = (await response.json()) as { list: CodedProduct[] };
  return list.filter((product) => product.skus.length === 1 && product.skus[0]!.stock >= 5).slice(0, n);
}

const heart = (page: Page) => page.getByRole('button', { name: /^(Add to|Remove from) wishlist$/ });
const wishlistItems = (page: Page) => page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem');

/** Opens the product's page and presses its heart, waiting until the API has kept it. */
async function addFromProductPage(page: Page, product: ApiProduct) {
  await page.goto(`/products/${product.id}`);
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove from wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
}

test('a customer keeps products from their pages, finds them newest first, moves one to the cart and removes the other', async ({ page, request, problems }) => {
  const [first, second] = await stockedProducts(request, 2);
  await useSession(page, await signUpCustomer(request));

  await page.goto(`/products/${first!.id}`);
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Add to wishlist', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await addFromProductPage(page, first!);
  // The heart shows what the API holds, not what this page remembers.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Remove from wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await addFromProductPage(page, second!);

  await page.goto('/wishlist');
  await expect(wishlistItems(page)).toHaveCount(2);
  await expect(page.getByText('2 saved items')).toBeVisible();
  // Newest first (spec §9): the second one added leads.
  await expect(wishlistItems(page).nth(0)).toHaveAccessibleName(second!.name);
  await expect(wishlistItems(page).nth(1)).toHaveAccessibleName(first!.name);

  await page.getByRole('listitem', { name: second!.name }).getByRole('button', { name: 'Move to cart' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  await expect(page.getByRole('status').filter({ hasText: `${second!.name} moved to your cart.` })).toBeVisible();
  await expect(wishlistItems(page)).toHaveCount(1);
  await expect(wishlistItems(page).first()).toHaveAccessibleName(first!.name);

  await page.getByRole('listitem', { name: first!.name }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await page.getByRole('link', { name: 'Start shopping' }).click();
  await expect(page).toHaveURL(/\/products$/);
  // The moved item stayed in the cart, and the heart of the removed one is unpressed again.
  await page.goto(`/products/${first!.id}`);
  await waitForIslands(page);
  await expect(page.getByRole('button', { name: 'Add to wishlist', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(problems.errors).toEqual([]);
});

test('a guest’s heart makes no call, sends them to sign in, and the product is kept once they are back', async ({ page, request }) => {
  const [product] = await stockedProducts(request, 1);
  const customer = await signUpCustomer(request, 'Nusrat Jahan');
  const wishlistCalls: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/wishlists') && wishlistCalls.push(r.url())));

  await page.goto(`/products/${product!.id}`);
  await waitForIslands(page);
  await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
  await expect(heart(page)).toHaveAccessibleName('Add to wishlist');
  expect(wishlistCalls).toEqual([]);

  await heart(page).click();
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('next') === `/products/${product!.id}`);
  expect(wishlistCalls).toEqual([]);

  // Signing in, as a shopper would, comes back to the product with its heart pressed.
  await waitForIslands(page);
  await page.getByLabel('Email').fill(customer.user.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${product!.id}$`));
  await expect(page.getByRole('button', { name: 'Remove from wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/wishlist');
  await expect(wishlistItems(page)).toHaveCount(1);
  await expect(wishlistItems(page).first()).toHaveAccessibleName(product!.name);
  // Added once: coming back to the product does not add it again.
  await page.goto(`/products/${product!.id}`);
  await expect(page.getByRole('button', { name: 'Remove from wishlist', exact: true })).toBeVisible();
  await page.goto('/wishlist');
  await expect(page.getByText('1 saved item', { exact: true })).toBeVisible();
});

test('a heart pressed before the page woke keeps the product', async ({ page, request }) => {
  const [product] = await stockedProducts(request, 1);
  await useSession(page, await signUpCustomer(request));
  const release = await openAsleep(page, `/products/${product!.id}`);
  await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached(); // still asleep when pressed
  release();
  await expect(page.getByRole('button', { name: 'Remove from wishlist', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('/wishlist sends a guest to sign in and back, and is not for search engines', async ({ page }) => {
  await page.goto('/wishlist');
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('next') === '/wishlist');
  const shell = await page.request.get('/wishlist');
  expect(await shell.text()).toContain('<meta name="robots" content="noindex"');
});

test('/wishlist pages through more than 10 items with Previous and Next', async ({ page, request }) => {
  const products = await stockedProducts(request, 11);
  const customer = await signUpCustomer(request);
  for (const product of products) {
    const response = await request.post(`${process.env['E2E_API_URL']}/api/wishlists/items`, {
      data: { itemId: product.id, skuCode: product.skus[0]!.code },
      headers: { 'X-API-KEY': 'demo-storefront-key', 'X-AUTH-TOKEN': customer.user.authToken },
    });
    expect(response.ok()).toBe(true);
  }
  await useSession(page, customer);
  await page.goto('/wishlist');
  await expect(wishlistItems(page)).toHaveCount(10);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('navigation', { name: 'Wishlist pages' }).getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(wishlistItems(page)).toHaveCount(1);
  await expect(wishlistItems(page).first()).toHaveAccessibleName(products[0]!.name);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(wishlistItems(page)).toHaveCount(10);
});
