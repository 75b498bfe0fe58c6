import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signUpCustomer } from './fixtures.ts';
import { KEY, productForPayment } from './payment-helpers.ts';

// The merchant's side of fulfilment (issue 26 §4) in Chromium: a customer's cash-on-delivery order
// is confirmed, packed, shipped (courier and tracking number) and delivered from "Orders to fulfil"
// on the API's /editor screen, keyboard only; the customer's timeline and text message follow.
test.use({ viewport: { width: 1280, height: 900 } });
const API_URL = process.env['E2E_API_URL']!;
const EDITOR_KEY = process.env['E2E_EDITOR_KEY']!;
const EDITOR = { Authorization: `Bearer ${EDITOR_KEY}` };
const SMS_OUTBOX = join(process.env['E2E_OUTBOX']!, 'sms');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Products of their own, far from the other specs' (productForPayment's `nth`). */
const FLOW_NTH = 26;
const OTHER_NTH = 27;
/** A number as the API stores it. */
const stored = (phone: string) => `+88${phone}`;
/** A mobile number no other test has used: the order's texts are then its own. */
const newPhone = () => `017${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The texts sent to `phone` (as the API stores it, +8801…) that contain `words`, oldest first. */
async function textsTo(phone: string, words: string): Promise<string[]> {
  const names = (await readdir(SMS_OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const messages = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(SMS_OUTBOX, name), 'utf8')) as { to: string; text: string }));
  return messages.filter((message) => message.to === phone && message.text.includes(words)).map((message) => message.text);
}

/**
 * A new customer's cash-on-delivery order of one unit of product `nth`, placed through the API to
 * an address with a phone of its own. A first cash order to a phone may be asked for the code
 * texted to it (issue 26 §3): then it is read from the SMS outbox and the order sent again with it.
 */
async function codOrder(request: APIRequestContext, nth: number) {
  const product = await productForPayment(request, nth);
  const customer = await signUpCustomer(request);
  const phone = newPhone();
  const headers = { ...KEY, 'X-AUTH-TOKEN': customer.user.authToken };
  const address = { label: 'Home', recipientName: 'Rina Akter', phone, divisionId: 6, districtId: 47, cityAreaId: 12, addressLine: 'House 7, Road 2' };
  const saved = await request.post(`${API_URL}/api/addresses`, { headers, data: address });
  expect(saved.status()).toBe(201);
  const checkout = { items: [{ skuId: product.skus[0]!.id, quantity: 1 }], addressId: ((await saved.json()) as { id: number }).id, paymentMethod: 'cash_on_delivery' };
  const key = { 'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}` };
  let response = await request.post(`${API_URL}/api/checkouts`, { headers: { ...headers, ...key }, data: checkout });
  if (response.status() === 422 && (await response.json()).errors?.phoneCode) {
    let code = '';
    await expect.poll(async () => (code = /\b(\d{6})\b/.exec((await textsTo(stored(phone), 'code'))[0] ?? '')?.[1] ?? '')).toMatch(/^\d{6}$/);
    response = await request.post(`${API_URL}/api/checkouts`, { headers: { ...headers, ...key }, data: { ...checkout, phoneCode: code } });
  }
  expect(response.status(), await response.text()).toBe(201);
  const order = (await response.json()) as { saleId: number; invoiceId: string };
  return { ...order, token: customer.user.authToken, email: customer.user.email, phone: stored(phone) };
}

/** A move made through the editor API, behind the screen's back. */
async function moveThroughApi(request: APIRequestContext, saleId: number, move: string) {
  const response = await request.post(`${API_URL}/api/editor/orders/${saleId}/moves`, { headers: EDITOR, data: { move } });
  expect(response.status(), await response.text()).toBe(200);
}

/** The editor screen in its own tab, signed in by keyboard; the script errors it logs are collected. */
async function openEditor(page: Page) {
  const editor = await page.context().newPage();
  const errors: string[] = [];
  // The refused calls a test means (422, 409) are logged as failed loads: only the others count.
  editor.on('console', (message) => void (message.type() === 'error' && !/status of 4(09|22)/.test(message.text()) && errors.push(message.text())));
  editor.on('pageerror', (error) => errors.push(error.message));
  await editor.goto(`${API_URL}/editor`);
  await editor.getByLabel('Editor key').focus();
  await editor.keyboard.type(EDITOR_KEY);
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText('Signed in.');
  return { editor, errors };
}

const section = (editor: Page) => editor.getByRole('region', { name: 'Orders to fulfil' });
/** The order `invoice` among the orders to fulfil. */
const orderRow = (editor: Page, invoice: string) => section(editor).getByRole('article', { name: new RegExp(`^${invoice}:`) });

test('the merchant confirms, packs, ships and delivers a COD order on /editor by keyboard; the customer’s timeline and text message follow', async ({ page, request }) => {
  const order = await codOrder(request, FLOW_NTH);
  const tracking = `PT${Date.now()}`;
  const { editor, errors } = await openEditor(page);
  const row = orderRow(editor, order.invoiceId);
  await expect(row).toContainText('Status: Waiting to be confirmed');
  await expect(row).toContainText(`Customer: Rahim Uddin (${order.email})`);
  await expect(row).toContainText('Payment: cash on delivery, not paid yet');
  await expect(row).toContainText(/Placed .+/);
  await expect(row).toContainText(/Waiting since .+; with the courier by .+/);
  await expect(row.getByText('Overdue (over 48 h unshipped)')).toHaveCount(0);

  // Each move: Enter on its button; the row is drawn again, the result focused, the next move a Tab away.
  await row.getByRole('button', { name: 'Confirm', exact: true }).focus();
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText(`${order.invoiceId} confirmed.`);
  await expect(row).toContainText('Status: Confirmed');
  await expect(row.getByText(`${order.invoiceId} confirmed.`)).toBeFocused();
  await editor.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Pack', exact: true })).toBeFocused();
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText(`${order.invoiceId} packed.`);
  await expect(row).toContainText('Status: Packed');
  await editor.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Ship', exact: true })).toBeFocused();
  await editor.keyboard.press('Enter');

  const form = row.getByRole('group', { name: `Ship order ${order.invoiceId}: which courier, and its tracking number?` });
  await expect(form.getByLabel('Courier')).toBeFocused();
  expect((await new AxeBuilder({ page: editor }).include('#fulfil-section').withTags(WCAG).analyze()).violations).toEqual([]);
  await editor.keyboard.type('Pathao');
  await editor.keyboard.press('Tab');
  await expect(form.getByLabel('Tracking number')).toBeFocused();
  await editor.keyboard.type(tracking);
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText(`${order.invoiceId} shipped with Pathao, tracking ${tracking}.`);
  await expect(row).toContainText('Status: Shipped');
  await expect(row).toContainText(new RegExp(`Shipped .+ with Pathao, tracking number ${tracking}`));
  await editor.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Mark delivered' })).toBeFocused();
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText(`${order.invoiceId} delivered.`);
  await expect(row).toContainText('Status: Delivered');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(errors).toEqual([]);

  // (a) The customer's timeline: every move, the tracking number on the shipped one.
  const sale = await request.get(`${API_URL}/api/sales?id=${order.saleId}`, { headers: { ...KEY, 'X-AUTH-TOKEN': order.token } });
  const timeline = ((await sale.json()) as { timeline: { status: string; courier?: string; trackingNumber?: string }[] }).timeline;
  expect(timeline.map((entry) => entry.status)).toEqual(['pending', 'confirmed', 'packed', 'shipped', 'delivered']);
  expect(timeline[3]).toMatchObject({ courier: 'Pathao', trackingNumber: tracking });
  // (b) The text message to the address's phone names the tracking number (sent after the answer).
  await expect.poll(() => textsTo(order.phone, tracking)).toEqual([`Kolom: your order ${order.invoiceId} is on its way with Pathao. Tracking number: ${tracking}`]);
});

test('Ship with empty fields shows the field errors and moves nothing; Escape closes the form', async ({ page, request }) => {
  const order = await codOrder(request, OTHER_NTH);
  await moveThroughApi(request, order.saleId, 'confirm');
  await moveThroughApi(request, order.saleId, 'pack');
  const { editor, errors } = await openEditor(page);
  const row = orderRow(editor, order.invoiceId);
  await expect(row).toContainText('Status: Packed');
  await row.getByRole('button', { name: 'Ship', exact: true }).focus();
  await editor.keyboard.press('Enter');
  const courier = row.getByLabel('Courier', { exact: true });
  await expect(courier).toBeFocused();
  await editor.keyboard.press('Enter');

  await expect(editor.getByRole('status')).toHaveText('Not moved: check the fields marked below.');
  await expect(editor.locator(`#fulfil-${order.saleId}-courier-error`)).toHaveText('Required');
  await expect(editor.locator(`#fulfil-${order.saleId}-trackingNumber-error`)).toHaveText('Required');
  await expect(courier).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByLabel('Tracking number', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(courier).toBeFocused();
  await expect(row).toContainText('Status: Packed');
  const listed = await request.get(`${API_URL}/api/editor/orders/fulfilment?state=packed&size=100`, { headers: EDITOR });
  expect(((await listed.json()) as { list: { id: number; status: string }[] }).list.find((one) => one.id === order.saleId)).toMatchObject({ status: 'packed' });

  await editor.keyboard.press('Escape');
  await expect(courier).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Ship', exact: true })).toBeFocused();
  expect(errors).toEqual([]);
});

test('a stale screen: a move made meanwhile is refused in words (status_changed) and the row drawn as the order is now', async ({ page, request }) => {
  const order = await codOrder(request, OTHER_NTH);
  const { editor, errors } = await openEditor(page);
  const row = orderRow(editor, order.invoiceId);
  await expect(row).toContainText('Status: Waiting to be confirmed');
  await moveThroughApi(request, order.saleId, 'confirm');

  await row.getByRole('button', { name: 'Confirm', exact: true }).focus();
  await editor.keyboard.press('Enter');
  const said = `Not moved: Order ${order.invoiceId} changed meanwhile: it is now confirmed. Look again and decide.`;
  await expect(editor.getByRole('status')).toHaveText(said);
  await expect(row.getByText(said)).toBeFocused();
  await expect(row).toContainText('Status: Confirmed');
  await expect(row.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Pack', exact: true })).toBeVisible();

  // The filters: by status, then overdue only (a fresh order is not).
  await section(editor).getByLabel('Status', { exact: true }).selectOption('confirmed');
  await section(editor).getByRole('button', { name: 'List orders to fulfil' }).press('Enter');
  await expect(editor.getByRole('status')).toHaveText(/orders to fulfil/);
  await expect(row).toContainText('Status: Confirmed');
  await expect(section(editor).getByText('Status: Waiting to be confirmed')).toHaveCount(0);
  await section(editor).getByLabel('Overdue only (over 48 h unshipped)').check();
  await section(editor).getByRole('button', { name: 'List orders to fulfil' }).press('Enter');
  await expect(row).toHaveCount(0);
  expect(errors).toEqual([]);
});
