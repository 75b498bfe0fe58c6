import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { test, expect, signUpCustomer } from './fixtures.ts';
import { KEY, codOrderThroughApi, liveStock, productForPayment } from './payment-helpers.ts';
import { pngOf } from './receipt-files.ts';
import { storedPhone } from './sms-outbox.ts';

// The merchant's side of returns (issue 26 §5) in Chromium: a customer asks to return a unit of a
// delivered cash-on-delivery order; on the API's /editor screen, keyboard only, the merchant finds
// it under "Returns", accepts it and marks it received: the stock comes back, the refund is owed
// by hand and the customer is texted. Refusing needs a note; a stale screen is refused in words.
test.use({ viewport: { width: 1280, height: 900 } });
const API_URL = process.env['E2E_API_URL']!;
const EDITOR_KEY = process.env['E2E_EDITOR_KEY']!;
const EDITOR = { Authorization: `Bearer ${EDITOR_KEY}` };
const UPLOAD_KEY = process.env['PUBLIC_UPLOAD_KEY'] ?? 'demo-upload-key';
const SMS_OUTBOX = join(process.env['E2E_OUTBOX']!, 'sms');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Products of their own, far from the other specs' (productForPayment's `nth`), and one per repeat
 * (`--repeat-each` runs copies side by side): a copy's order or receipt never moves the stock
 * another copy counts.
 */
const FLOW_NTH = 36;
const OTHER_NTH = 37;
const nthOf = (base: number, info: TestInfo) => base + 2 * info.repeatEachIndex;

/** The texts sent to `phone` (as the API stores it, +8801…) that contain `words`, oldest first. */
async function textsTo(phone: string, words: string): Promise<string[]> {
  const names = (await readdir(SMS_OUTBOX).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const messages = await Promise.all(names.map(async (name) => JSON.parse(await readFile(join(SMS_OUTBOX, name), 'utf8')) as { to: string; text: string }));
  return messages.filter((message) => message.to === phone && message.text.includes(words)).map((message) => message.text);
}

/**
 * A new customer's cash-on-delivery order of one unit of product `nth`, walked to delivered with the
 * editor key, and the customer's return of that unit with a photo of it; the return's id.
 */
async function returnAsked(request: APIRequestContext, nth: number) {
  const product = await productForPayment(request, nth);
  const skuId = product.skus[0]!.id;
  const customer = await signUpCustomer(request);
  const order = await codOrderThroughApi(request, customer, skuId);
  for (const move of [{ move: 'confirm' }, { move: 'pack' }, { move: 'ship', courier: 'Pathao', trackingNumber: `PT${Date.now()}` }, { move: 'deliver' }]) {
    const moved = await request.post(`${API_URL}/api/editor/orders/${order.saleId}/moves`, { headers: EDITOR, data: move });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  // A photo, uploaded as the shop's page uploads one (the API's upload service).
  const uploaded = await request.post(`${API_URL}/upload/base/`, { multipart: { UPLOADCARE_PUB_KEY: UPLOAD_KEY, file: { name: 'leaking-pen.png', mimeType: 'image/png', buffer: pngOf(4, 4) } } });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const photo = ((await uploaded.json()) as { file: string }).file;
  const asked = await request.post(`${API_URL}/api/sales/returns`, {
    headers: { ...KEY, 'X-AUTH-TOKEN': customer.user.authToken },
    data: { saleId: order.saleId, lines: [{ skuId, quantity: 1 }], reason: 'The pen leaks.\nInk all over the box.', photos: [photo] },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  return { ...order, skuId, email: customer.user.email, returnId: ((await asked.json()) as { id: number }).id };
}

/** Return `id` as the editor API answers it. */
async function editorReturn(request: APIRequestContext, id: number) {
  const response = await request.get(`${API_URL}/api/editor/returns/${id}`, { headers: EDITOR });
  expect(response.status()).toBe(200);
  return (await response.json()) as { state: string; orderTotal: number; refund: { amount: number; channel: string } | null };
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

const section = (editor: Page) => editor.getByRole('region', { name: 'Returns', exact: true });
/** Return `id` of order `invoice` among the returns. */
const returnRow = (editor: Page, id: number, invoice: string) => section(editor).getByRole('article', { name: `Return ${id}: order ${invoice}`, exact: true });

test('the merchant finds a return under Returns, accepts it and marks it received by keyboard: stock back, refund owed by hand, the customer texted', async ({ page, request }, info) => {
  const asked = await returnAsked(request, nthOf(FLOW_NTH, info));
  const { editor, errors } = await openEditor(page);

  // Only the returns to decide: the filter by keyboard, then its button.
  const filter = section(editor).getByLabel('State', { exact: true });
  await filter.focus();
  await editor.keyboard.press('ArrowDown');
  await expect(filter).toHaveValue('requested');
  await editor.keyboard.press('Tab');
  await expect(section(editor).getByRole('button', { name: 'List returns' })).toBeFocused();
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText(/^\d+ returns\.$/);

  const row = returnRow(editor, asked.returnId, asked.invoiceId);
  const total = (await editorReturn(request, asked.returnId)).orderTotal;
  await expect(row).toContainText('State: Asked, to decide');
  await expect(row).toContainText(`Customer: Rahim Uddin (${asked.email})`);
  await expect(row).toContainText(`Order total ${total} BDT, cash on delivery`);
  await expect(row).toContainText('Reason: The pen leaks.\nInk all over the box.');
  await expect(row.getByRole('list', { name: 'Coming back:' }).getByRole('listitem')).toHaveText([/^1 × .+ \[.+\] at \d+(\.\d+)? BDT each$/]);
  const photo = row.getByRole('link', { name: 'Photo 1: leaking-pen.png (opens in a new tab)' });
  await expect(photo).toHaveAttribute('target', '_blank');
  const image = await request.get((await photo.getAttribute('href'))!);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');

  // Refuse opens its form, the note focused; axe finds nothing in the section; Escape closes it.
  await row.getByRole('button', { name: 'Refuse', exact: true }).focus();
  await editor.keyboard.press('Enter');
  const refuse = row.getByRole('group', { name: `Refuse return ${asked.returnId} of order ${asked.invoiceId}? The customer is told, with your note.` });
  await expect(refuse.getByRole('textbox', { name: 'Note', exact: true })).toBeFocused();
  expect((await new AxeBuilder({ page: editor }).include('#returns-section').withTags(WCAG).analyze()).violations).toEqual([]);
  await editor.keyboard.press('Escape');
  await expect(refuse).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Refuse', exact: true })).toBeFocused();

  // Accept, with a note: its form, then its button a Tab away.
  await editor.keyboard.press('Shift+Tab');
  await expect(row.getByRole('button', { name: 'Accept', exact: true })).toBeFocused();
  await editor.keyboard.press('Enter');
  await expect(row.getByRole('textbox', { name: 'Note', exact: true })).toBeFocused();
  await editor.keyboard.type('Our courier collects it tomorrow.');
  await editor.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Accept the return' })).toBeFocused();
  await editor.keyboard.press('Enter');
  const accepted = `Return ${asked.returnId} of ${asked.invoiceId} accepted: the customer is told.`;
  await expect(editor.getByRole('status')).toHaveText(accepted);
  await expect(row.getByText(accepted)).toBeFocused();
  await expect(row).toContainText('State: Accepted, on its way back');
  await expect(row).toContainText('Note to the customer: Our courier collects it tomorrow.');

  // Mark received, at once; the stock comes back and the refund is shown.
  const before = await liveStock(request, asked.skuId);
  await editor.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Mark received' })).toBeFocused();
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText(new RegExp(`^Return ${asked.returnId} of ${asked.invoiceId} received: its items are back in stock\\. Its refund of `));
  const received = await editorReturn(request, asked.returnId);
  // The one unit was the whole order: all it was paid comes back, by hand for cash on delivery.
  expect(received).toMatchObject({ state: 'received', refund: { amount: total, channel: 'manual' } });
  await expect(editor.getByRole('status')).toHaveText(
    `Return ${asked.returnId} of ${asked.invoiceId} received: its items are back in stock. Its refund of ${total} BDT is owed by hand: send it by bKash, Nagad or bank (see Refunds).`,
  );
  await expect(row).toContainText('State: Received');
  await expect(row).toContainText(`Refund: ${total} BDT by hand: send it by bKash, Nagad or bank`);
  await expect(row).toContainText('Refund state: owed');
  await expect(row.getByRole('button')).toHaveCount(0);
  expect(await liveStock(request, asked.skuId)).toBe(before + 1);

  // The refund is listed under Refunds (drawn again after the receipt), and the move in the recent changes.
  const refund = editor.getByRole('region', { name: 'Refunds' }).getByRole('article', { name: `Order ${asked.invoiceId}: ${total} BDT to refund` });
  await expect(refund).toContainText('Goods returned: a return was received (see Returns).');
  await expect(refund).toContainText('the gateway cannot send it. Send it back by bKash, Nagad or bank transfer, then record it here');
  await expect(refund.getByRole('button', { name: /Try/ })).toHaveCount(0); // never sent to the gateway
  // The merchant sent it by bKash, and records its reference: by keyboard, an empty one first.
  const sentButton = refund.getByRole('button', { name: `Record the refund of order ${asked.invoiceId} as sent` });
  await sentButton.focus();
  await editor.keyboard.press('Enter');
  const reference = refund.getByLabel('Reference of the money you sent');
  await expect(reference).toBeFocused();
  await expect(reference).toHaveAttribute('aria-invalid', 'true');
  await editor.keyboard.type('BKASH 9QX7-2231');
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText(`The refund of order ${asked.invoiceId} is recorded as sent.`);
  await expect(refund).toContainText('Refunded');
  await expect(editor.getByRole('region', { name: 'Recent changes' }).getByRole('listitem').filter({ hasText: `changed return ${asked.returnId}: state accepted → received` })).toHaveCount(1);
  // The customer is texted at the order's phone (sent after the answer).
  await expect
    .poll(() => textsTo(storedPhone(asked.phone), 'received your return'))
    .toEqual([`Kolom: we received your return for order ${asked.invoiceId}. We will send BDT ${total.toFixed(2)} back by bKash, Nagad or bank.`]);
  expect(errors).toEqual([]);
});

test('Refuse with an empty note shows the field error and moves nothing; a stale screen is refused in words (state_changed)', async ({ page, request }, info) => {
  const asked = await returnAsked(request, nthOf(OTHER_NTH, info));
  const { editor, errors } = await openEditor(page);
  const row = returnRow(editor, asked.returnId, asked.invoiceId);
  await expect(row).toContainText('State: Asked, to decide');

  await row.getByRole('button', { name: 'Refuse', exact: true }).focus();
  await editor.keyboard.press('Enter');
  const note = row.getByRole('textbox', { name: 'Note', exact: true });
  await expect(note).toBeFocused();
  await expect(note).toHaveAttribute('required', '');
  await editor.keyboard.press('Tab');
  await expect(row.getByRole('button', { name: 'Refuse the return' })).toBeFocused();
  await editor.keyboard.press('Enter');
  await expect(editor.getByRole('status')).toHaveText('Not moved: check the fields marked below.');
  await expect(editor.locator(`#return-${asked.returnId}-note-error`)).toHaveText('Say why: the shopper is told');
  await expect(note).toHaveAttribute('aria-invalid', 'true');
  await expect(note).toBeFocused();
  await expect(row).toContainText('State: Asked, to decide');
  expect((await editorReturn(request, asked.returnId)).state).toBe('requested');

  // Meanwhile, behind the screen's back, the return is accepted: the refusal sent now is refused.
  const decided = await request.post(`${API_URL}/api/editor/returns/${asked.returnId}/decision`, { headers: EDITOR, data: { decision: 'accepted' } });
  expect(decided.status(), await decided.text()).toBe(200);
  await editor.keyboard.type('We cannot take back opened pens.');
  await editor.keyboard.press('Tab');
  await editor.keyboard.press('Enter');
  const said = `Not moved: Return ${asked.returnId} changed meanwhile: it is now accepted. Look again and decide.`;
  await expect(editor.getByRole('status')).toHaveText(said);
  await expect(row.getByText(said)).toBeFocused();
  await expect(row).toContainText('State: Accepted, on its way back');
  await expect(row.getByRole('button', { name: 'Refuse', exact: true })).toHaveCount(0);
  await expect(row.getByRole('button', { name: 'Mark received' })).toBeVisible();
  expect((await editorReturn(request, asked.returnId)).state).toBe('accepted');
  expect(errors).toEqual([]);
});
