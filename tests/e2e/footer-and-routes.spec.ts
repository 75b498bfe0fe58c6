import { test, expect, openAsleep, waitForIslands, atRest } from './fixtures.ts';

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
    await atRest(page);
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

test.describe('the footer’s e-mail sign-up', () => {
  const API_URL = process.env['E2E_API_URL']!;
  const API_KEY = process.env['PUBLIC_API_KEY'] ?? 'demo-storefront-key';
  const newEmail = () => `footer-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;

  test('a guest subscribes with the keyboard alone, and the API keeps the address', async ({ page, problems }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const form = footer.locator('form[data-subscribe-form="footer"][data-ready]');
    await expect(form).toHaveCount(1);
    // From the last link before it (the shop's e-mail), as a keyboard user would arrive.
    await footer.getByRole('link', { name: /@/ }).focus();
    await page.keyboard.press('Tab');
    const box = footer.getByRole('textbox', { name: 'Your e-mail address' });
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('type', 'email');
    await expect(box).toHaveAttribute('autocomplete', 'email');
    const email = newEmail();
    await page.keyboard.type(`  ${email.toUpperCase()}`);
    await page.keyboard.press('Tab');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeFocused();
    await page.keyboard.press('Enter');
    const status = footer.locator('[data-subscribe-status]');
    await expect(status).toHaveAttribute('aria-live', 'polite'); // said to a screen reader without moving focus
    await expect(status).toHaveText(`Thank you! We will send our news and offers to ${email}.`);
    await expect(box).toHaveValue('');
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    // The address is on the list: an account made with it later starts subscribed.
    const signUp = await page.request.post(`${API_URL}/api/signup`, { data: { name: 'Footer Reader', email, password: 'footer-pass-1' }, headers: { 'X-API-KEY': API_KEY } });
    expect(signUp.status()).toBe(201);
    expect(((await signUp.json()) as { profile: { subscriptionStatus: string } }).profile.subscriptionStatus).toBe('subscribed');
    expect(problems.errors).toEqual([]);
  });

  test('a bad address says so, marks the field and keeps focus there; the API’s own refusal is shown in words', async ({ page }) => {
    await page.goto('/about');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('form[data-subscribe-form="footer"][data-ready]')).toHaveCount(1);
    const box = footer.getByRole('textbox', { name: 'Your e-mail address' });
    const status = footer.locator('[data-subscribe-status]');
    await box.focus();
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Enter an e-mail address like name@example.com');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeFocused();
    await expect(box).toHaveAccessibleDescription(/Enter an e-mail address like name@example.com/);
    // The browser takes `reader@localhost`; the API's contract does not, and its sentence is shown.
    await box.fill('reader@localhost');
    await page.keyboard.press('Enter');
    await expect(status).toHaveText('Enter a valid e-mail address');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeFocused();
  });

  test('no API client loads until the form is used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/about');
    await waitForIslands(page);
    await expect(page.locator('form[data-subscribe-form="footer"][data-ready]')).toHaveCount(1);
    await atRest(page);
    const before = scripts.length;
    expect(scripts.some((path) => /subscribe-send/.test(path))).toBe(false);
    await page.getByRole('contentinfo').getByRole('textbox', { name: 'Your e-mail address' }).focus();
    await expect.poll(() => scripts.slice(before).some((path) => /subscribe-send/.test(path))).toBe(true);
  });

  test('an Enter pressed before the page’s scripts ran is not lost, and puts nothing in the URL', async ({ page }) => {
    const release = await openAsleep(page, '/about');
    const footer = page.getByRole('contentinfo');
    const box = footer.getByRole('textbox', { name: 'Your e-mail address' });
    const email = newEmail();
    await box.fill(email);
    await box.press('Enter');
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(footer.locator('[data-subscribe-status]')).toHaveText(`Thank you! We will send our news and offers to ${email}.`);
    expect(new URL(page.url()).search).toBe('');
  });
});

test.describe('the footer without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('offers no sign-up form that could not work, and says what it needs', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('textbox', { name: 'Your e-mail address' })).toBeHidden();
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeHidden();
    // Playwright's text search skips <noscript>: read its paragraph by its place.
    const notice = footer.locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('To subscribe, turn on JavaScript');
    await expect(notice.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
