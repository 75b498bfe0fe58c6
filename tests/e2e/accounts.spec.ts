import { resetLinkFromOutbox } from '../unit/support/accounts.ts';
import { test, expect, openAsleep, waitForIslands } from './fixtures.ts';
import type { Page, Request } from '@playwright/test';

// The sign-in, sign-up, forgot-password and reset-password screens (issue 10 §2) against the real API.
const OUTBOX = process.env['E2E_OUTBOX']!;
const INCORRECT = 'E-mail or password is incorrect.';
let serial = 0;
/** An address no other test (or earlier run against this API) has used. */
const newEmail = () => `h1-${Date.now().toString(36)}-${process.pid}-${serial++}@example.com`;

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForIslands(page);
}

async function signUp(page: Page, name: string, email: string, password: string): Promise<void> {
  await open(page, '/signup');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

async function signIn(page: Page, path: string, email: string, password: string): Promise<void> {
  await open(page, path);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('sign up, sign out, sign in back to ?next=, then reset a forgotten password', async ({ page }) => {
  const email = newEmail();
  await signUp(page, 'Rahima Akter', email, 'first-password-1');
  await expect(page).toHaveURL(/\/profile$/);
  // The header's account control (the phone's offcanvas menu holds a second copy).
  const accountName = page.locator('[data-account-variant="header"] [data-account-name]');
  await expect(accountName).toHaveText('Rahima');
  expect(page.url()).not.toContain('password');

  // Sign out from the header's account menu: the session is gone from this device.
  await page.locator('[data-account-variant="header"] summary').click();
  // Signing out on a private page (/profile) leaves for the home page, in one navigation: the
  // header and the profile screen both ask for it (src/scripts/leave-page.ts), and a second one
  // would abort the first (Chromium's ERR_ABORTED).
  const leaving: string[] = [];
  const aborted: string[] = [];
  const onRequest = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) leaving.push(new URL(request.url()).pathname);
  };
  const onFailed = (request: Request) => {
    if (request.isNavigationRequest()) aborted.push(`${request.url()}: ${request.failure()?.errorText}`);
  };
  page.on('request', onRequest);
  page.on('requestfailed', onFailed);
  await page.locator('[data-account-variant="header"]').getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  page.off('request', onRequest);
  page.off('requestfailed', onFailed);
  expect(aborted).toEqual([]);
  expect(leaving).toEqual(['/']);

  await signIn(page, '/signin?next=/cart', email, 'first-password-1');
  await expect(page).toHaveURL((url) => url.pathname === '/cart'); // not /signin?next=/cart
  await expect(accountName).toHaveText('Rahima');
  await page.locator('[data-account-variant="header"] summary').click();
  await page.locator('[data-account-variant="header"]').getByRole('button', { name: 'Sign out' }).click();
  await expect(accountName).toBeHidden();

  await open(page, '/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('a link to reset its password is on its way');
  // The API answers first and writes the e-mail after it: this waits for the e-mail.
  const link = await resetLinkFromOutbox(OUTBOX, email);
  const { pathname, search } = new URL(link);
  await open(page, `${pathname}${search}`);
  await page.getByLabel('New password', { exact: true }).fill('second-password-2');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password$/); // the used token leaves the address bar
  await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
  await waitForIslands(page);

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-password-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INCORRECT);
  await page.getByLabel('Password').fill('second-password-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // The link works once: following it again says so plainly.
  await open(page, `${pathname}${search}`);
  await page.getByLabel('New password', { exact: true }).fill('third-password-3');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This reset link is invalid, has expired or was already used.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});

test('a wrong password and an unknown e-mail get the same message', async ({ page, request }) => {
  const email = newEmail();
  const signedUp = await request.post(`${process.env['E2E_API_URL']}/api/signup`, {
    headers: { 'X-API-KEY': process.env['PUBLIC_API_KEY'] ?? 'demo-storefront-key' },
    data: { name: 'Karim', email, password: 'right-password' },
  });
  expect(signedUp.status()).toBe(201);
  await signIn(page, '/signin', email, 'wrong-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INCORRECT);
  await signIn(page, '/signin', newEmail(), 'wrong-password');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(INCORRECT);
  expect(page.url()).toMatch(/\/signin$/);
});

test('keyboard only: Tab to the fields, type, Enter signs in and returns to next', async ({ page }) => {
  const email = newEmail();
  await signUp(page, 'Nusrat Jahan', email, 'keyboard-pass-1');
  await expect(page).toHaveURL(/\/profile$/);
  await page.evaluate(() => localStorage.clear());

  await open(page, '/signin?next=/cart');
  await page.keyboard.press('Tab'); // the skip link
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Email')).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type('keyboard-pass-1');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/cart'); // not /signin?next=/cart
});

test('field errors appear under their fields and the first invalid one gets focus', async ({ page }) => {
  await open(page, '/signup');
  await page.getByLabel('Name').fill('Tania');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Phone').fill('0123');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Sign up' }).click();
  const emailBox = page.getByLabel('Email');
  await expect(emailBox).toBeFocused();
  await expect(emailBox).toHaveAttribute('aria-invalid', 'true');
  await expect(emailBox).toHaveAccessibleDescription('Enter a valid e-mail address');
  await expect(page.getByLabel('Phone')).toHaveAccessibleDescription(/Enter a mobile number like 01712-345678/);
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(/At least 8 characters/);
  await expect(page.getByLabel('Name')).not.toHaveAttribute('aria-invalid');
});

test('a taken e-mail says so, with links to sign in and to reset the password', async ({ page }) => {
  const email = newEmail();
  await signUp(page, 'Sadia', email, 'taken-pass-1');
  await expect(page).toHaveURL(/\/profile$/);
  await page.evaluate(() => localStorage.clear());
  await signUp(page, 'Sadia Again', email.toUpperCase(), 'taken-pass-2');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText('An account with this e-mail already exists. Sign in or reset your password.');
  await expect(alert.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  await expect(alert.getByRole('link', { name: 'reset your password' })).toHaveAttribute('href', '/forgot-password');
});

test('a signed-in shopper opening /signin or /signup goes on to next, or the profile', async ({ page }) => {
  await signUp(page, 'Farhan', newEmail(), 'signed-in-pass');
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto('/signin?next=/cart');
  await expect(page).toHaveURL((url) => url.pathname === '/cart'); // not /signin?next=/cart
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/profile$/);
});

test('?next= that leads off the site is ignored', async ({ page }) => {
  const email = newEmail();
  await signUp(page, 'Mim', email, 'next-pass-123');
  await expect(page).toHaveURL(/\/profile$/);
  await page.evaluate(() => localStorage.clear());
  await signIn(page, '/signin?next=//evil.example/steal', email, 'next-pass-123');
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/profile$/);
});

test('the forgot-password answer is the same for an unknown e-mail', async ({ page }) => {
  await open(page, '/forgot-password');
  await page.getByLabel('Email').fill(newEmail());
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/If an account uses this e-mail, a link to reset its password is on its way/);
});

test('a reset page without a token says the link is invalid', async ({ page }) => {
  await open(page, '/reset-password');
  await expect(page.getByRole('main').getByRole('alert')).toContainText('This reset link is invalid');
});

test('too many attempts say when to try again, from Retry-After', async ({ page }) => {
  // Mocked at the network, not provoked: five real failures would spend this address's sign-in
  // budget (20 per 15 minutes) that other test files share; the API's 429 has its own tests.
  await page.route('**/api/signin/customers', (route) =>
    route.fulfill({ status: 429, headers: { 'Retry-After': '600', 'Access-Control-Allow-Origin': '*', 'Access-Control-Expose-Headers': 'Retry-After' }, json: { message: 'Too many' } }));
  await signIn(page, '/signin', newEmail(), 'whatever-pass');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Too many attempts. Please try again in 10 minutes.');
});

test('no connection shows the connection message, and the button waits while submitting', async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/signin/customers', async (route) => {
    await held;
    await route.abort('internetdisconnected');
  });
  await signIn(page, '/signin', newEmail(), 'whatever-pass');
  const button = page.getByRole('button', { name: 'Signing in…' });
  await expect(button).toBeDisabled();
  release();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Connection error: Unable to reach the server.');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
});

test('the network code loads when the form is reached; if it cannot, the connection message shows', async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.route((url) => /\/_astro\/(auth-actions|api-client)\./.test(url.pathname), (route) => route.abort('internetdisconnected'));
  // The reload guard (spec §9, its own tests) reloads a page once in 10 s when a bundle fails to load, here at
  // the first focus, racing the steps below; held off, this test sees what the form itself does without its code.
  await page.addInitScript(() => sessionStorage.setItem('reload:/signin', String(Date.now())));
  await open(page, '/signin');
  expect(loaded.filter((path) => /auth-actions|api-client/.test(path))).toEqual([]);
  await page.getByLabel('Email').fill(newEmail());
  await page.getByLabel('Password').fill('whatever-pass');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Connection error: Unable to reach the server.');
});

test('what was typed and pressed before the form woke is kept and carried out', async ({ page }) => {
  const email = newEmail();
  await signUp(page, 'Early Bird', email, 'early-pass-1');
  await expect(page).toHaveURL(/\/profile$/);
  await page.evaluate(() => localStorage.clear());

  const wake = await openAsleep(page, '/signin?next=/cart');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('early-pass-1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  expect(page.url()).toMatch(/\/signin\?next=/); // nothing was sent natively
  wake();
  await expect(page).toHaveURL((url) => url.pathname === '/cart'); // not /signin?next=/cart
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the form says it needs JavaScript and cannot send credentials in a URL', async ({ page }) => {
    await page.goto('/signin');
    // Chromium with scripts turned off by Playwright still parses <noscript> as text, so read it as such.
    expect(await page.locator('main noscript').textContent()).toContain('Signing in needs JavaScript.');
    await expect(page.getByRole('main').locator('form')).toHaveAttribute('method', 'post');
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByLabel('Password').fill('secret-pass');
    await page.getByLabel('Password').press('Enter');
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect(page.url()).toMatch(/\/signin$/);
  });
});
