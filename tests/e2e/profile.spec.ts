import { test, expect, addOneToCart, openAsleep, signUpCustomer, simpleProduct, tokenWorks, useSession, waitForIslands } from './fixtures.ts';

// The profile screen (issue 10 §2) against the built site and the real API: a customer signed up
// through the API, their session put where `src/stores/auth.ts` reads it.
const API_URL = process.env['E2E_API_URL']!;
const headers = { 'X-API-KEY': 'demo-storefront-key' };

test.use({ viewport: { width: 1280, height: 900 } });

test('a guest who opens the profile is sent to sign in, and back after', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/signin\?next=%2Fprofile$/);
});

test('the profile shows the name, e-mail and initials; a new name is saved and the header follows', async ({ page, request, problems }) => {
  const customer = await signUpCustomer(request, 'Rahim Uddin');
  await useSession(page, customer);
  await page.goto('/profile');
  const main = page.getByRole('main');
  await expect(main.getByRole('definition').filter({ hasText: 'Rahim Uddin' })).toBeVisible();
  await expect(main.getByText(customer.user.email)).toBeVisible();
  await expect(main.getByRole('img', { name: 'Photo of Rahim Uddin' })).toHaveText('RU');
  await expect(page.locator('[data-account-variant="header"] [data-account-name]').first()).toHaveText('Rahim');

  // The form opens on Edit details, starting in its first field; its code loads only then.
  await main.getByRole('button', { name: 'Edit details' }).click();
  await expect(main.getByLabel('Name')).toBeFocused();
  await expect(main.getByLabel('Name')).toHaveValue('Rahim Uddin');
  await main.getByLabel('Name').fill('Karim Ahmed');
  await main.getByRole('button', { name: 'Save' }).click();
  await expect(main.getByText('Your details have been saved.')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Edit details' })).toBeFocused();
  await expect(main.getByRole('definition').filter({ hasText: 'Karim Ahmed' })).toBeVisible();
  await expect(page.locator('[data-account-variant="header"] [data-account-name]').first()).toHaveText('Karim');
  await page.reload();
  await expect(main.getByRole('definition').filter({ hasText: 'Karim Ahmed' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('a phone is stored as +8801…, and a bad one shows its error under the field, focused', async ({ page, request }) => {
  await useSession(page, await signUpCustomer(request));
  await page.goto('/profile');
  await page.getByRole('main').getByRole('button', { name: 'Edit details' }).click();
  const phone = page.getByRole('main').getByLabel('Phone', { exact: true });
  await phone.fill('01112-345678');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Enter a mobile number like 01712-345678/);
  await phone.fill('01712 345678');
  await page.getByRole('main').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  // Shown as stored, once the form has closed.
  await expect(page.getByRole('main').getByRole('definition').filter({ hasText: '+8801712345678' })).toBeVisible();
  await expect(phone).toHaveCount(0);
});

test('the e-mail subscription switch toggles on the server and stays after a reload', async ({ page, request }) => {
  await useSession(page, await signUpCustomer(request));
  await page.goto('/profile');
  const toggle = page.getByRole('switch', { name: 'Send me news and offers by e-mail' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByText('You will receive our e-mails.')).toBeVisible();
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  // From the keyboard too: Space flips it back.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await page.reload();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
});

test('changing the password keeps this device signed in and signs out another one', async ({ page, browser, request }) => {
  const customer = await signUpCustomer(request);
  // A second device: its own session, from signing in there.
  const signIn = await request.post(`${API_URL}/api/signin/customers`, { headers, data: { email: customer.user.email, password: customer.password } });
  const other = (await signIn.json()) as typeof customer;
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await useSession(otherPage, other);
  await otherPage.goto('/profile');
  await expect(otherPage.getByRole('main').getByRole('definition').filter({ hasText: customer.user.name })).toBeVisible();

  await useSession(page, customer);
  await page.goto('/profile');
  await waitForIslands(page);
  await page.getByRole('main').getByRole('button', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  await expect(form.getByLabel('Current password')).toBeFocused();
  await form.getByLabel('Current password').fill('not my password');
  await form.getByLabel('New password').fill('a brand new secret');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(form.getByLabel('Current password')).toBeFocused();
  await expect(form.getByLabel('Current password')).toHaveAccessibleDescription('The current password is not right');

  await form.getByLabel('Current password').fill(customer.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: /Your other devices have been signed out/ })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Change password' })).toBeFocused();
  expect(await tokenWorks(request, customer.user.authToken)).toBe(true);
  expect(await tokenWorks(request, other.user.authToken)).toBe(false);

  // The other device learns it on its next call: opening the profile there leads to sign in.
  await otherPage.goto('/profile');
  await expect(otherPage).toHaveURL(/\/signin\?next=%2Fprofile$/);
  await otherContext.close();
});

test('Sign out ends the session, goes home and keeps the cart', async ({ page, request }) => {
  const customer = await signUpCustomer(request);
  await useSession(page, customer);
  await addOneToCart(page, await simpleProduct(request));
  await page.goto('/profile');
  const main = page.getByRole('main');
  for (const name of ['My orders', 'My addresses', 'My wishlist']) await expect(main.getByRole('link', { name })).toBeVisible();
  await main.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await tokenWorks(request, customer.user.authToken)).toBe(false);
});

test('Sign out from the header before the profile screen wakes goes home, not to sign in', async ({ page, request }) => {
  await useSession(page, await signUpCustomer(request));
  // The screen's code arrives only once the shopper has signed out, as on a slow phone…
  let wakeScreen!: () => void;
  const screenHeld = new Promise<void>((resolve) => (wakeScreen = resolve));
  await page.route((url) => /^\/_astro\/ProfileScreen\.[^/]+\.js$/.test(url.pathname), (route) => screenHeld.then(() => route.continue()));
  await page.goto('/profile');
  await expect(page.locator('[data-account]').first()).toHaveAttribute('data-ready', '');
  // …and the home page the header then sends them to answers slowly: the screen wakes meanwhile.
  await page.route((url) => url.pathname === '/', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
  const signedOut = page.waitForResponse((response) => response.url().endsWith('/api/auth/signout'));
  await page.locator('[data-account-variant="header"] summary').click();
  await page.locator('[data-account-variant="header"]').getByRole('button', { name: 'Sign out' }).click();
  await signedOut; // the session is forgotten here as the answer comes: the screen wakes after
  wakeScreen();
  await expect(page).toHaveURL((url) => url.pathname === '/'); // polled: two navigations home may race (accounts.spec)
  await page.waitForTimeout(500); // no later way to sign in takes over
  expect(new URL(page.url()).pathname).toBe('/');
});

test('Change password pressed before the screen wakes opens the form once it does', async ({ page, request }) => {
  await useSession(page, await signUpCustomer(request));
  const wake = await openAsleep(page, '/profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  wake();
  await waitForIslands(page);
  await expect(page.getByRole('form', { name: 'Change password' }).getByLabel('Current password')).toBeFocused();
});

test('Cancel closes the details form unsaved, and the password form, focus back on their buttons', async ({ page, request }) => {
  await useSession(page, await signUpCustomer(request, 'Rahim Uddin'));
  await page.goto('/profile');
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Edit details' }).click();
  await main.getByLabel('Name').fill('Not saved');
  await main.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('button', { name: 'Edit details' })).toBeFocused();
  await expect(main.getByRole('definition').filter({ hasText: 'Rahim Uddin' })).toBeVisible();
  await main.getByRole('button', { name: 'Change password' }).click();
  await main.getByRole('button', { name: 'Cancel' }).click();
  await expect(main.getByRole('button', { name: 'Change password' })).toBeFocused();
});
