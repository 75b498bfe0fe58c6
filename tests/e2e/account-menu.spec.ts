import type { Page } from '@playwright/test';
import { test, expect, addOneToCart, signUpCustomer, simpleProduct, tokenWorks, useSession } from './fixtures.ts';

/** The header's account control (the phone's offcanvas menu holds a second copy). */
const account = (page: Page) => page.locator('[data-account-variant="header"]');

/** The header's account control on every page: "Sign in" for a guest; the customer's menu once signed in. */
test.describe('header account control', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('a guest sees Sign in, which comes back to the page after signing in', async ({ page }) => {
    await page.goto('/categories/pens');
    const signIn = account(page).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('href', '/signin?next=%2Fcategories%2Fpens');
    await expect(account(page).getByText(/account menu/)).toBeHidden();
  });

  test('a signed-in customer sees their first name and a menu of Profile, Orders, Wishlist and Sign out', async ({ page, request }) => {
    await useSession(page, await signUpCustomer(request, 'Nusrat Jahan'));
    await page.goto('/');
    const menu = account(page).getByText('Nusrat', { exact: true });
    await expect(menu).toBeVisible();
    await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeHidden();
    await menu.click();
    for (const name of ['Profile', 'Orders', 'Wishlist']) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
  });

  test('the menu works from the keyboard', async ({ page, request }) => {
    await useSession(page, await signUpCustomer(request, 'Karim Ahmed'));
    await page.goto('/');
    const summary = account(page).locator('summary');
    await expect(summary).toContainText('Karim');
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeFocused();
  });

  test('Sign out revokes the token, clears the session on this device and keeps the cart', async ({ page, request }) => {
    const customer = await signUpCustomer(request);
    await useSession(page, customer);
    await addOneToCart(page, await simpleProduct(request));
    await account(page).getByText('Rahim', { exact: true }).click();
    await account(page).getByRole('button', { name: 'Sign out' }).click();
    await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user'), localStorage.getItem('profile')])).toEqual([null, null, null]);
    await expect.poll(() => tokenWorks(request, customer.user.authToken)).toBe(false);
    await expect(page.getByTestId('cart-count')).toHaveText('1');
  });

  test('a session signed out in another tab is signed out here too', async ({ page, context, request }) => {
    await useSession(page, await signUpCustomer(request, 'Tania Akter'));
    await page.goto('/');
    await expect(account(page).getByText('Tania', { exact: true })).toBeVisible();
    const other = await context.newPage();
    await other.goto('/');
    await account(other).getByText('Tania', { exact: true }).click();
    await account(other).getByRole('button', { name: 'Sign out' }).click();
    await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('after the API refused the session (unit-tested in auth-store), the next page says so once', async ({ page }) => {
    await page.goto('/');
    // What `sessionRefused()` leaves behind for the next page to tell.
    await page.evaluate(() => sessionStorage.setItem('session-ended', '1'));
    await page.goto('/categories/pens');
    await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'You have been signed out' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('banner').getByText('You have been signed out')).toHaveCount(0);
  });
});

test.describe('account control on a phone', () => {
  test.use({ viewport: { width: 360, height: 800 }, hasTouch: true });

  test('lives in the offcanvas menu, where the first row has no room for it', async ({ page, request }) => {
    await page.goto('/');
    await expect(account(page).getByRole('link', { name: 'Sign in' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await useSession(page, await signUpCustomer(request, 'Mitu Rahman'));
    await page.reload();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByText('Mitu', { exact: true }).click();
    await expect(menu.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});
