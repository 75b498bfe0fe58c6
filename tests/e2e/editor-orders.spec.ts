import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, waitForIslands } from './fixtures.ts';
import { expectListedInOrders, liveStock, orderAwaitingPayment, productForPayment } from './payment-helpers.ts';
import { pngOf } from './receipt-files.ts';

// The merchant's side of pay later (issue 12 §3–4) in Chromium: a shopper sends a receipt on the
// built site, the merchant opens "Orders awaiting payment" on the API's /editor screen, looks at the
// receipt and marks the order paid (or rejects another), and the shopper's /orders says so.
test.use({ viewport: { width: 1280, height: 900 } });
const API_URL = process.env['E2E_API_URL']!;
const EDITOR_KEY = process.env['E2E_EDITOR_KEY']!;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** Products of their own, far from the other payment specs' (productForPayment's `nth`). */
const PAID_NTH = 24;
const REJECTED_NTH = 25;

/** The editor screen in its own tab, signed in; CSP refusals and errors it logs are collected. */
async function openEditor(page: Page) {
  const editor = await page.context().newPage();
  const errors: string[] = [];
  editor.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  editor.on('pageerror', (error) => errors.push(error.message));
  await editor.goto(`${API_URL}/editor`);
  await editor.getByLabel('Editor key').fill(EDITOR_KEY);
  await editor.getByLabel('Editor key').press('Enter');
  await expect(editor.getByRole('status')).toHaveText('Signed in.');
  return { editor, errors };
}

/** The waiting order `invoice` on the editor screen. */
const orderCard = (editor: Page, invoice: string) => editor.getByRole('article', { name: new RegExp(`^Order ${invoice}:`) });

test('a pay-later receipt → the merchant marks the order paid on /editor (keyboard only) → the shopper’s /orders shows it paid', async ({ page, problems }) => {
  const { order } = await orderAwaitingPayment(page, page.request, PAID_NTH, 'pay_later');
  await page.goto(`/payments/response/later?invoiceId=${order.invoiceId}`);
  await waitForIslands(page);
  const upload = page.getByRole('region', { name: 'Send your payment receipt' });
  await upload.getByLabel('Receipt photo or PDF').setInputFiles({ name: 'bkash-receipt.png', mimeType: 'image/png', buffer: pngOf(40, 40) });
  await expect(upload.getByRole('status')).toHaveText(/^Receipt received: bkash-receipt\.png\./);

  const { editor, errors } = await openEditor(page);
  const card = orderCard(editor, order.invoiceId);
  await expect(card).toBeVisible();
  await expect(card).toContainText('Receipt received');
  await expect(card).toContainText(`Reference to match: ${order.invoiceId}`);
  // The receipt: a link opening in a new tab, and (an image of this origin) a thumbnail that loaded.
  const link = card.getByRole('link', { name: /^bkash-receipt\.png \(/ });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  const thumbnail = card.getByRole('img', { name: 'Receipt bkash-receipt.png' });
  await expect(thumbnail).toBeVisible();
  // Visible comes before loaded: wait for the picture itself (a loaded CI machine took longer).
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(40);
  expect((await page.request.get((await link.getAttribute('href'))!)).status()).toBe(200);

  // Keyboard only: focus Mark paid, press it, the confirmation takes the focus, Enter confirms.
  await card.getByRole('button', { name: 'Mark paid' }).focus();
  await editor.keyboard.press('Enter');
  const confirm = card.getByRole('group', { name: `Mark order ${order.invoiceId} paid? The customer sees it paid.` });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Yes, mark paid' })).toBeFocused();
  expect((await new AxeBuilder({ page: editor }).withTags(WCAG).analyze()).violations).toEqual([]);
  // Keep waiting closes it and gives the focus back; then confirm for real.
  await confirm.getByRole('button', { name: 'Keep waiting' }).press('Enter');
  await expect(confirm).toBeHidden();
  await expect(card.getByRole('button', { name: 'Mark paid' })).toBeFocused();
  await editor.keyboard.press('Enter');
  await card.getByLabel('Note for the record (optional)').fill('Seen on the bKash statement');
  await card.getByRole('button', { name: 'Yes, mark paid' }).press('Enter');

  const said = `Order ${order.invoiceId} is marked paid.`;
  await expect(editor.getByRole('status')).toHaveText(said);
  await expect(editor.getByText(said, { exact: true }).last()).toBeFocused();
  // Another spec's editor may save meanwhile: the decision's row is among the newest, not always first.
  const audit = editor.getByRole('region', { name: 'Recent changes' }).getByRole('listitem').filter({ hasText: `order ${order.invoiceId}` });
  await expect(audit).toHaveCount(1);
  await expect(audit).toContainText('paymentState receipt_received → paid');
  await expect(audit).toContainText('note — → Seen on the bKash statement');
  expect((await new AxeBuilder({ page: editor }).withTags(WCAG).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]); // no CSP refusal, no script error

  await page.bringToFront();
  await expectListedInOrders(page, order.invoiceId, 'Paid');
  await page.goto(`/details?id=${order.saleId}`);
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  expect(problems.errors).toEqual([]);
});

test('the merchant rejects a pay-later order: it fails, its stock comes back, and the shopper sees it failed', async ({ page, problems }) => {
  const product = await productForPayment(page.request, REJECTED_NTH);
  const before = await liveStock(page.request, product.skus[0]!.id);
  const { order } = await orderAwaitingPayment(page, page.request, REJECTED_NTH, 'pay_later');
  expect(await liveStock(page.request, product.skus[0]!.id)).toBe(before - 1);

  const { editor, errors } = await openEditor(page);
  await editor.getByLabel('Show').selectOption('awaiting_payment');
  await editor.getByRole('button', { name: 'Show orders' }).click();
  await expect(editor.getByRole('status')).toHaveText(/orders waiting\.$/);
  const card = orderCard(editor, order.invoiceId);
  await expect(card).toContainText('Awaiting payment, no receipt yet');
  await card.getByRole('button', { name: 'Reject' }).click();
  await card.getByRole('group', { name: new RegExp(`^Reject order ${order.invoiceId}\\?`) }).getByRole('button', { name: 'Yes, reject' }).click();
  await expect(editor.getByRole('status')).toHaveText(`Order ${order.invoiceId} is rejected: failed, its items back in stock.`);
  expect(await liveStock(page.request, product.skus[0]!.id)).toBe(before);
  expect(errors).toEqual([]);

  await page.bringToFront();
  await expectListedInOrders(page, order.invoiceId, 'Failed');
  expect(problems.errors).toEqual([]);
});
