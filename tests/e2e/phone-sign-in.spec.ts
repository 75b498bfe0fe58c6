import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, signUpCustomer, useSession, waitForIslands } from './fixtures.ts';
import { codeTextedTo, newPhone, shownPhone as shown, textsNow } from './sms-outbox.ts';

// Signing in with a phone and a one-time code (issue 26 §2), keyboard only, reading each code from
// the text message the real API wrote to its SMS outbox.
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}`));
}

test('a new number signs in by keyboard alone: the code from the text message, the name asked once, then the profile', async ({ page }) => {
  // Three screens with an axe check each (~7 s apiece under the suite's two workers): past 30 s in a clean-clone run.
  test.slow();
  const phone = newPhone();
  await page.goto('/signin?next=/cart');
  await waitForIslands(page);
  await page.getByRole('link', { name: 'Sign in with a code to your phone' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/signin\/phone\?next=%2Fcart$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in with your phone');
  await waitForIslands(page);

  const number = page.getByLabel('Mobile number');
  await expect(number).toHaveAttribute('autocomplete', 'tel');
  await number.focus();
  await page.keyboard.type(phone);
  const asked = await textsNow();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`We sent a code to ${phone}. It works for 5 minutes.`);
  const code = page.getByLabel('Code', { exact: true });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  expect(await axeViolations(page)).toEqual([]);

  await page.keyboard.type(await codeTextedTo(phone, asked));
  await page.keyboard.press('Enter');
  const name = page.getByLabel('Your name');
  await expect(name).toBeFocused();
  await expect(page.getByText('Welcome! Enter your name to create your account.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.keyboard.type('Shirin Akter');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/cart'); // not /signin?next=/cart

  await page.goto('/profile');
  await expect(page.locator('[data-account-variant="header"] [data-account-name]')).toHaveText('Shirin');
  await expect(page.getByText(`You can sign in with a code texted to ${shown(phone)}.`)).toBeVisible();
  await expect(page.getByText('None: you sign in with a code sent to your phone')).toBeVisible();
  await expect(page.getByText('You sign in with a code sent to your phone, so your account has no password to change.')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('a wrong code is said under its field, and a new code can be asked for', async ({ page }) => {
  const phone = newPhone();
  await page.goto('/signin/phone');
  await waitForIslands(page);
  await page.getByLabel('Mobile number').fill(phone);
  const asked = await textsNow();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  const right = await codeTextedTo(phone, asked);
  const code = page.getByLabel('Code', { exact: true });
  await code.fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('This code is not right, or no longer works. Check it, or ask for a new one.')).toBeVisible();
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  const again = await textsNow();
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(`We sent a new code to ${phone}. Only the newest code works.`);
  await code.fill(await codeTextedTo(phone, again));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByLabel('Your name').fill('Tariq');
  await page.getByRole('button', { name: 'Create account and sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('an e-mail account adds a phone on its profile, then signs in with it', async ({ page, request }) => {
  const session = await signUpCustomer(request, 'Nasrin Sultana');
  await useSession(page, session);
  const phone = newPhone();
  await page.goto('/profile');
  await waitForIslands(page);
  const card = page.getByRole('region', { name: 'Sign in with your phone' });
  await card.getByRole('button', { name: 'Add a phone' }).click();
  await expect(card.getByLabel('Mobile number')).toBeFocused();
  await page.keyboard.type(phone);
  const asked = await textsNow();
  await page.keyboard.press('Enter');
  await expect(card.getByLabel('Code', { exact: true })).toBeFocused();
  await page.keyboard.type(await codeTextedTo(phone, asked));
  await page.keyboard.press('Enter');
  await expect(card.getByRole('status')).toHaveText(`Done: you can now sign in with a code texted to ${shown(phone)}.`);
  await expect(card.getByText(`You can sign in with a code texted to ${shown(phone)}.`)).toBeVisible();

  // Signed out, the phone signs in to the same account: its e-mail is on the profile.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/signin/phone');
  await waitForIslands(page);
  await page.getByLabel('Mobile number').fill(`+88 ${phone}`);
  const second = await textsNow();
  await page.getByRole('button', { name: 'Text me a code' }).click();
  await page.getByLabel('Code', { exact: true }).fill(await codeTextedTo(phone, second));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(session.user.email)).toBeVisible();
});
