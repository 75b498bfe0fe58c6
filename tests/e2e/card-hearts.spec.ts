import type { Page } from '@playwright/test';
import { test, expect, signUpCustomer, useSession, waitForIslands, atRest } from './fixtures.ts';

// The wishlist hearts on product cards (issue 10 §5): plain markup and one small script on every
// grid, in Chromium against the built site and the real reference API.

const wishlistItems = (page: Page) => page.getByRole('list', { name: 'Wishlist items' }).getByRole('listitem');

/** The first card of the category page the home page links first, with its product's name. */
async function openCategory(page: Page) {
  await page.goto('/');
  await page.locator('.category-grid a').first().click();
  await waitForIslands(page);
  await expect(page.locator('html[data-card-hearts="ready"]')).toBeAttached();
  const card = page.locator('.product-card').first();
  const name = (await card.locator('.product-card__name').textContent()) ?? '';
  return { card, name, heart: card.getByRole('button', { name: new RegExp(`wishlist: ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }) };
}

test('a customer’s card heart keeps the product, shows it pressed, and still does after a reload', async ({ page, request, problems }) => {
  await useSession(page, await signUpCustomer(request));
  const { heart, name } = await openCategory(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName(`Add to wishlist: ${name}`);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(heart).toHaveAccessibleName(`Remove from wishlist: ${name}`);

  await page.reload();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/wishlist');
  await expect(wishlistItems(page)).toHaveCount(1);
  await expect(wishlistItems(page).first()).toHaveAccessibleName(name);

  // Pressed again, it lets the product go.
  await page.goBack();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await expect(heart).toHaveAccessibleName(`Add to wishlist: ${name}`);
  await page.goto('/wishlist');
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a guest’s card heart sends them to sign in, and the product is kept once they are back', async ({ page, request }) => {
  const customer = await signUpCustomer(request, 'Nusrat Jahan');
  const wishlistCalls: string[] = [];
  page.on('request', (r) => void (r.url().includes('/api/wishlists') && wishlistCalls.push(r.url())));
  const { heart, name } = await openCategory(page);
  const categoryPath = new URL(page.url()).pathname;
  await heart.click();
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('next') === categoryPath);
  expect(wishlistCalls).toEqual([]);

  await waitForIslands(page);
  await page.getByLabel('Email').fill(customer.user.email);
  await page.getByLabel('Password').fill(customer.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === categoryPath);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/wishlist');
  await expect(wishlistItems(page)).toHaveCount(1);
  await expect(wishlistItems(page).first()).toHaveAccessibleName(name);
});

test('a guest’s page loads no wishlist code until a heart is pressed', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await openCategory(page);
  expect(scripts.filter((url) => /card-hearts-actions|api-client/.test(url))).toEqual([]);
});

test('a customer’s kept hearts are painted from this device’s record, with no wishlist code, and never for another customer', async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await useSession(page, await signUpCustomer(request));
  const { heart } = await openCategory(page);
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Another page of the shop: the hearts are painted at once, and nothing of the wishlist loads.
  scripts.length = 0;
  await page.reload();
  await expect(page.locator('html[data-card-hearts="ready"]')).toBeAttached();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await atRest(page);
  expect(scripts.filter((url) => /card-hearts-actions|api-client|\/wishlist\./.test(url))).toEqual([]);

  // Pressed again, the code loads, asks the API, and lets the product go.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');

  // Another customer on this device: the first one's record is not theirs to see.
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const other = await signUpCustomer(request, 'Karim Ahmed');
  const { authToken, ...user } = other.user;
  await page.evaluate(([token, user, profile]) => {
    localStorage.setItem('token', token);
    localStorage.setItem('user', user);
    localStorage.setItem('profile', profile);
  }, [authToken, JSON.stringify(user), JSON.stringify(other.profile)] as const);
  await page.reload();
  await expect(page.locator('html[data-card-hearts="ready"]')).toBeAttached();
  await atRest(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});
