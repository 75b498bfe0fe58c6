import { test, expect, signUpCustomer, useSession, waitForIslands } from './fixtures.ts';
import { KEY, cardOrderThroughApi, expectListedInOrders, liveStock, orderAwaitingPayment, placeOrderAtCheckout, productForPayment } from './payment-helpers.ts';
import { codeTextedTo, shownPhone, textsNow } from './sms-outbox.ts';

// Card payments (issue 12) in Chromium: the built site, the real API and its local gateway's hosted
// page; every result comes back through the API's validated return, never from the browser's word.

const API_URL = process.env['E2E_API_URL']!;

test.use({ viewport: { width: 1280, height: 900 } });

test('checkout by card → the gateway’s page → Pay → the success page → the order is paid in /orders', async ({ page, request, problems }) => {
  test.slow();
  const { product, before, total } = await placeOrderAtCheckout(page, request, 0, /Card or mobile banking/);

  await expect(page).toHaveURL(/\/gateway\/pay\/[0-9A-F]{32}$/);
  await expect(page.getByRole('heading', { name: 'Test payment gateway' })).toBeVisible();
  await expect(page.getByText('Kolom stationery & gifts')).toBeVisible();
  await expect(page.getByTestId('gateway-amount')).toHaveText(total);
  expect(await liveStock(request, product.skus[0]!.id)).toBe(before - 1); // held while the shopper pays
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/payments\/response\/success\?invoiceId=KL-\d{8}-\d{6}$/);
  await expect(page).toHaveTitle(/^Thank you for your payment/);
  await expect(page.getByRole('status').filter({ hasText: `We have received your payment of ${total}.` })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  const invoice = new URL(page.url()).searchParams.get('invoiceId')!;

  await expectListedInOrders(page, invoice, 'Paid');
  expect(problems.errors).toEqual([]);
});

test('Fail → the failed page → Try again → Pay → paid', async ({ page, request }) => {
  const { order } = await orderAwaitingPayment(page, request, 1);

  await page.goto(order.paymentUrl);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/response/failed\\?invoiceId=${order.invoiceId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your payment did not go through');
  await expect(page.getByRole('status').filter({ hasText: 'has not come through' })).toBeVisible();
  await waitForIslands(page);
  await page.getByRole('button', { name: 'Try again' }).click();

  await expect(page).toHaveURL(/\/gateway\/pay\/[0-9A-F]{32}$/);
  expect(page.url()).not.toBe(order.paymentUrl); // a new session: the failed one is closed
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/response/success\\?invoiceId=${order.invoiceId}$`));
  await expect(page.getByRole('status').filter({ hasText: 'We have received your payment' })).toBeVisible();
});

test('an order placed on a Bangla page: the gateway’s page in Bangla, amount the Bangla way, and back to the Bangla success page (issue 24)', async ({ page, request }) => {
  const product = await productForPayment(request, 9);
  const customer = await signUpCustomer(request);
  const order = await cardOrderThroughApi(request, customer, product.skus[0]!.id, 'card', 'bn');
  await useSession(page, customer);

  await page.goto(order.paymentUrl);
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
  await expect(page.getByRole('heading', { name: 'টেস্ট পেমেন্ট গেটওয়ে' })).toBeVisible();
  await expect(page.getByTestId('gateway-amount')).toHaveText(/^[০-৯,]+\.[০-৯]{2}৳$/);
  await page.getByRole('button', { name: 'পে করুন' }).click();
  await expect(page).toHaveURL(new RegExp(`/bn/payments/response/success\\?invoiceId=${order.invoiceId}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
});

test('Cancel at the gateway → the cancel page, the order cancelled and its stock back at once (issue 22 §13)', async ({ page, request }) => {
  const product = await productForPayment(request, 2);
  const skuId = product.skus[0]!.id;
  const customer = await signUpCustomer(request);
  const before = await liveStock(request, skuId);
  const order = await cardOrderThroughApi(request, customer, skuId);
  expect(await liveStock(request, skuId)).toBe(before - 1);
  await useSession(page, customer);

  await page.goto(order.paymentUrl);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/response/cancel\\?invoiceId=${order.invoiceId}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You cancelled the payment');
  await expect(page.getByRole('status').filter({ hasText: 'This order is cancelled.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  expect(await liveStock(request, skuId)).toBe(before);
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');
});

test('paid at the gateway after the order was cancelled: the cancel page says the money goes back, in either language', async ({ page, request }) => {
  const product = await productForPayment(request, 16);
  const customer = await signUpCustomer(request);
  const order = await cardOrderThroughApi(request, customer, product.skus[0]!.id);
  // Cancelled from another tab (or by the shop) while the gateway's page stayed open.
  const cancelled = await request.patch(`${API_URL}/api/checkouts/cancel?invoiceId=${order.invoiceId}`, { headers: { ...KEY, 'X-AUTH-TOKEN': customer.user.authToken } });
  expect(cancelled.status()).toBe(200);
  await useSession(page, customer);

  await page.goto(order.paymentUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/response/cancel\\?invoiceId=${order.invoiceId}$`));
  // Refunded through the gateway at once, or on its way: either way the shopper reads where the money is.
  const owedBack = /^This order is cancelled\. (We are sending BDT [\d,.]+ back to you\. It may take a few working days|We have sent BDT [\d,.]+ back to you\.)/;
  await expect(page.getByRole('status').filter({ hasText: owedBack })).toBeVisible();
  await page.goto(`/bn/payments/response/cancel?invoiceId=${order.invoiceId}`);
  await expect(page.getByRole('status').filter({ hasText: /আপনার [০-৯,.]+৳ আমরা ফেরত (পাঠাচ্ছি|পাঠিয়েছি)।/ })).toBeVisible();
});

test('Pay on delivery instead: the order is confirmed as cash on delivery, its phone first confirmed by code', async ({ page, request }) => {
  const { order } = await orderAwaitingPayment(page, request, 3);

  await page.goto(`/payments/response/failed?invoiceId=${order.invoiceId}`);
  await waitForIslands(page);
  const texts = await textsNow();
  await page.getByRole('button', { name: 'Pay on delivery instead' }).click();
  // A cash order like any other (issue 26 §3): the code texted to its phone, typed where focus went.
  const code = page.getByLabel('Code from the text message');
  await expect(code).toBeFocused();
  await expect(page.getByText(`enter the code we texted to ${shownPhone(order.phone)}`)).toBeVisible();
  await page.keyboard.type(await codeTextedTo(order.phone, texts));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Your order is confirmed: pay the courier in cash when it arrives.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Confirmed');
});

test('a result page trusts the API, not its address: /success of an unpaid order says it is not paid', async ({ page, request }) => {
  const { order } = await orderAwaitingPayment(page, request, 4);
  await page.goto(`/payments/response/success?invoiceId=${order.invoiceId}`);
  await expect(page.getByRole('status').filter({ hasText: 'has not come through' })).toBeVisible();
  await expect(page.getByText('We have received your payment')).toHaveCount(0);
});

test('pay later → the instructions: amount, the invoice as reference, the accounts, each with a copy button', async ({ page, request, context, problems }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { product, before, total } = await placeOrderAtCheckout(page, request, 7, /Pay later/);

  await expect(page).toHaveURL(/\/payments\/response\/later\?invoiceId=KL-\d{8}-\d{6}$/);
  const invoice = new URL(page.url()).searchParams.get('invoiceId')!;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to pay for your order');
  await expect(page.getByText(`Send ${total} to one of the accounts below and quote the reference ${invoice}.`)).toBeVisible();
  await expect(page.getByTestId('pay-later-reference')).toHaveText(invoice);
  await expect(page.getByTestId('pay-later-bkash')).toHaveText('01700-000000 (demo)');
  await page.getByRole('button', { name: 'Copy bKash' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'bKash copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01700-000000 (demo)');
  await expect(page.getByTestId('cart-count')).toHaveText('0');
  expect(await liveStock(request, product.skus[0]!.id)).toBe(before - 1);

  await expectListedInOrders(page, invoice, 'Awaiting payment');
  expect(problems.errors).toEqual([]);
});

test('an order awaiting its card payment can be paid from its page', async ({ page, request }) => {
  const { order } = await orderAwaitingPayment(page, request, 8);
  await page.goto(`/details?id=${order.saleId}`);
  await expect(page.getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(page.getByTestId('payment-state')).toHaveText('Awaiting payment');
  // Pay now is the result page's Try again: the order's live gateway session (one per order,
  // issue 22 §3), straight to its page.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/gateway\/pay\/[0-9A-F]{32}$/);
  expect(page.url()).toBe(order.paymentUrl);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/response/success\\?invoiceId=${order.invoiceId}$`));
  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Paid');
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
});
