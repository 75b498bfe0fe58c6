import { test, expect, addOneToCart, signUpCustomer, simpleProduct, useSession, type SessionAnswer } from './fixtures.ts';
import type { Page } from '@playwright/test';

// The address book (issue 10 §4) against the built site and the real API.
const API_URL = process.env['E2E_API_URL']!;
const headers = { 'X-API-KEY': 'demo-storefront-key' };

test.use({ viewport: { width: 1280, height: 900 } });

/** An address saved through the API: Cumilla district, upazila Debidwar (ids of the data set). */
async function saveThroughApi(page: Page, session: SessionAnswer, fields: Record<string, unknown> = {}) {
  const body = { label: 'Office', recipientName: 'Rina Akter', phone: '01812345678', divisionId: 1, districtId: 1, upazilaId: 1, addressLine: 'Level 4, 27 Station Road', ...fields };
  const response = await page.request.post(`${API_URL}/api/addresses`, { headers: { ...headers, 'X-AUTH-TOKEN': session.user.authToken }, data: body });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: number };
}

const card = (page: Page, label: string) => page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem', { name: new RegExp(`^${label}`) });

test('a guest who opens the address book is sent to sign in, and back after', async ({ page }) => {
  await page.goto('/addresses');
  await expect(page).toHaveURL(/\/signin\?next=%2Faddresses$/);
});

test('add an address with the picker and a typed phone, edit it, make another the default, delete one', async ({ page, request, problems }) => {
  const customer = await signUpCustomer(request);
  await useSession(page, customer);
  await page.goto('/addresses');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Recipient name').fill('Rina Akter');
  await form.getByLabel('Phone').fill('01712-345678');
  // Each select narrows the next.
  await expect(form.getByLabel('District')).toBeDisabled();
  await form.getByLabel('Division').selectOption({ label: 'Dhaka (ঢাকা)' });
  await expect(form.getByLabel('District').locator('option')).toHaveCount(14); // the placeholder and Dhaka's 13 districts
  await form.getByLabel('District').selectOption({ label: 'Dhaka (ঢাকা)' });
  await expect(form.getByLabel('Upazila or city area').locator('optgroup[label="Dhaka city areas"] option')).toHaveCount(50);
  await form.getByLabel('Upazila or city area').selectOption({ label: 'Savar (সাভার)' });
  await form.getByLabel('Address line').fill('House 12, Road 3, Bank Town');
  await form.getByLabel('Postcode').fill('1340');
  await form.getByRole('button', { name: 'Save address' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'The address has been saved.' })).toBeFocused();
  const home = card(page, 'Home');
  await expect(home).toContainText('Default'); // the first address is the default whatever it says
  await expect(home).toContainText('+8801712345678');
  await expect(home).toContainText('Savar, Dhaka, Dhaka 1340');

  // Edit: the form opens with the address as saved, the picker included.
  await home.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('Upazila or city area')).toHaveValue(/^upazila:/);
  await expect(edit.getByLabel('Phone')).toHaveValue('+8801712345678');
  await edit.getByLabel('Recipient name').fill('Rina Begum');
  await edit.getByRole('button', { name: 'Save address' }).click();
  await expect(home).toContainText('Rina Begum');

  // A second address, then made the default: it moves first.
  await saveThroughApi(page, customer);
  await page.reload();
  const office = card(page, 'Office');
  await office.getByRole('button', { name: 'Make default' }).click();
  await expect(page.getByText('Office is now your default address.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').first()).toContainText('Office');
  await expect(office).toContainText('Default');
  await expect(home).not.toContainText('Default');

  // Delete asks first; Cancel keeps it.
  await home.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete the Home address?' });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(home.getByRole('button', { name: 'Delete' })).toBeFocused();
  await home.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete' }).click();
  await expect(page.getByText('The address has been deleted.')).toBeVisible();
  await expect(home).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem')).toHaveCount(1);
  expect(problems.errors).toEqual([]);
});

test('the filter box narrows the places by English or Bangla text and fills a single match', async ({ page, request }) => {
  await useSession(page, await signUpCustomer(request));
  await page.goto('/addresses');
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Find your area').fill('ধানমন্ডি');
  await expect(form.getByLabel('Division')).toHaveValue('6');
  await expect(form.getByLabel('District')).toHaveValue('47');
  await expect(form.getByLabel('Upazila or city area')).toHaveValue(/^city:/);
  await form.getByLabel('Find your area').fill('atlantis');
  await expect(form.getByText('No area matches what you typed.')).toBeVisible();
  await expect(form.getByLabel('Division')).toHaveValue('');
});

test('a bad phone and a missing place show their errors under their fields, the first focused', async ({ page, request }) => {
  await useSession(page, await signUpCustomer(request));
  await page.goto('/addresses');
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Recipient name').fill('Rina Akter');
  await form.getByLabel('Phone').fill('01212-345678');
  await form.getByLabel('Address line').fill('House 1');
  await form.getByRole('button', { name: 'Save address' }).click();
  const phone = form.getByLabel('Phone');
  await expect(phone).toBeFocused();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/Enter a mobile number like 01712-345678/);
  await expect(form.getByLabel('Division')).toHaveAccessibleDescription('Choose a division');
  await expect(form.getByLabel('Postcode')).not.toHaveAttribute('aria-invalid');
});

test('an address gone from the server (deleted elsewhere) is reported not found and the list reloads', async ({ page, request }) => {
  const customer = await signUpCustomer(request);
  await useSession(page, customer);
  const { id } = await saveThroughApi(page, customer);
  await page.goto('/addresses');
  await card(page, 'Office').getByRole('button', { name: 'Edit' }).click();
  await page.request.delete(`${API_URL}/api/addresses?id=${id}`, { headers: { ...headers, 'X-AUTH-TOKEN': customer.user.authToken } });
  await page.getByRole('form', { name: 'Edit address' }).getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('That address was not found; the list has been reloaded.')).toBeVisible();
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
});

test('the address form works from the keyboard alone', async ({ page, request }) => {
  await useSession(page, await signUpCustomer(request));
  await page.goto('/addresses');
  const add = page.getByRole('button', { name: 'Add address' });
  await expect(add).toBeVisible();
  await add.focus();
  await page.keyboard.press('Enter');
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByRole('heading', { name: 'New address' })).toBeFocused();

  /** Tab once and check where focus landed, as a keyboard user would see it. */
  const tabTo = async (target: ReturnType<typeof form.getByLabel>) => {
    await page.keyboard.press('Tab');
    await expect(target).toBeFocused();
  };
  await tabTo(form.getByRole('radio', { name: 'Home' }));
  await page.keyboard.press('ArrowRight'); // arrows move within the radio group
  await expect(form.getByRole('radio', { name: 'Office' })).toBeChecked();
  await tabTo(form.getByLabel('Recipient name'));
  await page.keyboard.type('Rina Akter');
  await tabTo(form.getByLabel('Phone'));
  await page.keyboard.type('+880 1712-345678');
  await tabTo(form.getByLabel('Find your area'));
  await page.keyboard.type('Savar');
  await tabTo(form.getByLabel('Division'));
  await expect(form.getByLabel('Division')).toHaveValue('6');
  await tabTo(form.getByLabel('District'));
  await tabTo(form.getByLabel('Upazila or city area'));
  await expect(form.getByLabel('Upazila or city area')).toHaveValue('upazila:365');
  await tabTo(form.getByLabel('Address line'));
  await page.keyboard.type('House 12, Road 3');
  await tabTo(form.getByLabel('Postcode'));
  await tabTo(form.getByRole('checkbox', { name: 'Make this my default address' }));
  await page.keyboard.press('Space');
  await tabTo(form.getByRole('button', { name: 'Save address' }));
  await page.keyboard.press('Enter');
  await expect(card(page, 'Office')).toContainText('Savar, Dhaka, Dhaka');
  await expect(card(page, 'Office')).toContainText('+8801712345678');
});

test('the Home preset chosen on a Bangla page is saved as `home` and reads "Home" on the English pages; older labels saved as words follow the page too', async ({ page, request }) => {
  const customer = await signUpCustomer(request);
  await useSession(page, customer);
  await page.goto('/bn/addresses');
  await page.getByRole('button', { name: 'ঠিকানা যোগ করুন' }).click();
  const form = page.getByRole('form', { name: 'নতুন ঠিকানা' });
  await expect(form.getByRole('radio', { name: 'বাসা' })).toBeChecked(); // a new address starts on Home
  await form.getByLabel('প্রাপকের নাম').fill('নুসরাত জাহান');
  await form.getByLabel('ফোন', { exact: true }).fill('01712-345678');
  await form.getByLabel('আপনার এলাকা খুঁজুন').fill('ধানমন্ডি');
  await expect(form.getByLabel('বিভাগ')).toHaveValue('6');
  await form.getByLabel('ঠিকানা', { exact: true }).fill('বাড়ি ৭, রোড ২');
  await form.getByRole('button', { name: 'ঠিকানা সেভ করুন' }).click();
  await expect(page.getByRole('list', { name: 'সেভ করা ঠিকানা' }).getByRole('listitem', { name: /^বাসা/ })).toBeVisible();

  // The API keeps the preset's value, not the Bangla word.
  const listed = await page.request.post(`${API_URL}/api/addresses/search`, { headers: { ...headers, 'X-AUTH-TOKEN': customer.user.authToken }, data: {} });
  expect(((await listed.json()) as { list: { label: string }[] }).list.map((address) => address.label)).toEqual(['home']);
  // An address saved before presets were values, with the Bangla word.
  await saveThroughApi(page, customer, { label: 'অফিস' });

  await page.goto('/addresses');
  await expect(card(page, 'Home')).toContainText('Dhanmondi');
  await expect(card(page, 'Office')).toContainText('Debidwar');
  await expect(page.getByRole('list', { name: 'Saved addresses' })).not.toContainText(/বাসা|অফিস/);

  // The checkout's address choice names them in English too.
  await addOneToCart(page, await simpleProduct(request));
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /^Home · নুসরাত জাহান/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Office · Rina Akter/ })).toBeVisible();
});
