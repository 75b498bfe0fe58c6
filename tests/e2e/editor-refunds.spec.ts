import AxeBuilder from '@axe-core/playwright';
import { test, expect, signUpCustomer, useSession } from './fixtures.ts';
import { KEY, cardOrderThroughApi, productForPayment } from './payment-helpers.ts';

// Money owed back (issue 22 §3) in Chromium: a shopper pays at the gateway for an order cancelled
// meanwhile; the payment is not applied but recorded and refunded through the gateway's refund
// API, and the merchant sees it on the API's /editor screen with its state.
test.use({ viewport: { width: 1280, height: 900 } });
const API_URL = process.env['E2E_API_URL']!;
const EDITOR_KEY = process.env['E2E_EDITOR_KEY']!;
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** A product of its own, apart from the other payment specs' (productForPayment's `nth`). */
const REFUND_NTH = 28;

test('a payment for a cancelled order → recorded, refunded through the gateway, and listed for the merchant on /editor', async ({ page }) => {
  const product = await productForPayment(page.request, REFUND_NTH);
  const customer = await signUpCustomer(page.request);
  const order = await cardOrderThroughApi(page.request, customer, product.skus[0]!.id);
  // The shopper cancels in the shop while the gateway's page is still open in another tab…
  const cancelled = await page.request.patch(`${API_URL}/api/checkouts/cancel?invoiceId=${order.invoiceId}`, { headers: { ...KEY, 'X-AUTH-TOKEN': customer.user.authToken } });
  expect(cancelled.status()).toBe(200);
  // …and pays there anyway, signed in to the shop: a guest's result page would send them to sign in.
  await useSession(page, customer);
  await page.goto(order.paymentUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/response/cancel\\?invoiceId=${order.invoiceId}$`));

  const editor = await page.context().newPage();
  const errors: string[] = [];
  editor.on('pageerror', (error) => errors.push(error.message));
  await editor.goto(`${API_URL}/editor`);
  await editor.getByLabel('Editor key').fill(EDITOR_KEY);
  await editor.getByLabel('Editor key').press('Enter');
  await expect(editor.getByRole('status')).toHaveText('Signed in.');
  const refunds = editor.getByRole('region', { name: 'Refunds' });
  const card = refunds.getByRole('article', { name: new RegExp(`^Order ${order.invoiceId}: `) });
  // The refund goes to the gateway once the return has been answered: Refresh until it is done.
  await expect(async () => {
    await refunds.getByRole('button', { name: 'Refresh refunds' }).press('Enter');
    await expect(card).toContainText('Refunded', { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(card).toContainText('Paid after the order was cancelled or expired.');
  await expect(card).toContainText(`Gateway transaction ${order.invoiceId}-1, bank transaction LOCAL`);
  expect((await new AxeBuilder({ page: editor }).withTags(WCAG).analyze()).violations).toEqual([]);
  expect(errors).toEqual([]);
});
