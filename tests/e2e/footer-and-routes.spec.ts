import { test, expect } from './fixtures.ts';

/** Every route of spec §2 (product pages are covered by one example). */
const ROUTES = [
  '/', '/products', '/products/1', '/cart', '/checkout', '/about', '/contact', '/contactV1', '/contact-us', '/coming-soon',
  '/details', '/orders', '/outlets', '/payments/response/cancel', '/payments/response/failed',
  '/payments/response/later', '/payments/response/success', '/privacy-policy', '/profile', '/return', '/terms-conditions',
];

test('the footer has the tagline, links, help contacts and the current year', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('Stationery & gifts for every desk');
  await expect(footer.getByRole('heading', { name: 'Useful links' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Shop' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'About Us' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'New Arrivals' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Facebook' })).toBeVisible();
  await expect(footer.getByRole('link', { name: /^\+880/ })).toHaveAttribute('href', /^tel:/);
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
});

test('the copyright year is the reader’s, not the build’s', async ({ page }) => {
  await page.clock.setSystemTime(new Date('2031-03-01T12:00:00+06:00'));
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText('© 2031');
});

for (const route of ROUTES) {
  test(`${route} answers 200 and runs without console errors`, async ({ page, problems }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems.errors).toEqual([]);
  });
}

test('the checkout page is titled Checkout page', async ({ page }) => {
  // A browser without a cart is sent on by the page's guard: read the page as served.
  const html = await (await page.request.get('/checkout')).text();
  expect(html).toMatch(/<title>Checkout page \|/);
});

test('an unmatched path shows the 404 page with status 404', async ({ page, problems }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
  // Chromium logs the document's own 404 status as a console error; nothing else may fail.
  const documentStatus = 'console: Failed to load resource: the server responded with a status of 404 (Not Found)';
  expect(problems.errors.filter((error) => error !== documentStatus)).toEqual([]);
  expect(problems.errors.filter((error) => error === documentStatus)).toHaveLength(1);
});
