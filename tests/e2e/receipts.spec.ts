import AxeBuilder from '@axe-core/playwright';
import { open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, waitForIslands, atRest } from './fixtures.ts';
import { expectListedInOrders, KEY, orderAwaitingPayment } from './payment-helpers.ts';
import { pngOf } from './receipt-files.ts';

// Receipt uploads and payment state in Chromium (issue 12 §4–5): the built site, the real
// @uploadcare/upload-client in the page, the reference API's upload service and its database.

test.use({ viewport: { width: 1280, height: 900 } });
const API_URL = process.env['E2E_API_URL']!;
const MB = 1024 * 1024;

/** A file of `size` bytes in the temp folder that starts like a PDF and ends like one (sparse: instant to make). */
async function pdfOfSize(name: string, size: number): Promise<string> {
  const path = join(tmpdir(), `receipts-e2e-${process.pid}-${Date.now()}-${name}`);
  const file = await open(path, 'w');
  await file.write(Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj <<>> endobj\n', 'latin1'), 0, undefined, 0);
  await file.write(Buffer.from('\n%%EOF\n'), 0, undefined, size - 7);
  await file.close();
  return path;
}

/** The order as the API has it now. */
async function saleOf(request: import('@playwright/test').APIRequestContext, token: string, id: number) {
  const response = await request.get(`${API_URL}/api/sales`, { params: { id }, headers: { ...KEY, 'X-AUTH-TOKEN': token } });
  expect(response.status()).toBe(200);
  return (await response.json()) as { paymentState: string; attachments: { name: string; size: number; mimeType: string; cdnUrl: string }[] };
}

/** Requests to the upload service and the attach call, as the page sends them. */
function uploadTraffic(page: Page) {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/upload/`) || request.url().startsWith(`${API_URL}/api/sales/payments/attachments`)) sent.push(request);
  });
  return {
    sent,
    parts: () => sent.filter((request) => request.method() === 'PUT' && request.url().includes('/upload/multipart/part/')),
    attaches: () => sent.filter((request) => request.method() === 'PATCH'),
  };
}

/** Whether any script the page loaded so far holds the upload client (its multipart call). */
function uploadClientLoads(page: Page): () => Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  return async () => (await Promise.all(scripts)).some((text) => text.includes('/multipart/start/'));
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/** WCAG A/AA violations on the page as it is now (the tags and experimental rules of accessibility.spec.ts). */
async function violationsNow(page: Page): Promise<string[]> {
  const rules = Object.fromEntries(['label-content-name-mismatch', 'css-orientation-lock'].map((id) => [id, { enabled: true }]));
  const { violations } = await new AxeBuilder({ page }).options({ runOnly: { type: 'tag', values: WCAG_TAGS }, rules }).analyze();
  return violations.flatMap((v) => v.nodes.map((node) => `${v.id} (${v.impact}): ${node.target.join(' ')}`));
}

test('pay later → the instructions → a small receipt → received, shown on the order in /details and its state in /orders', async ({ page, request, problems }) => {
  const { order, token } = await orderAwaitingPayment(page, request, 10, 'pay_later');
  const traffic = uploadTraffic(page);
  const clientLoaded = uploadClientLoads(page);
  await page.goto(`/payments/response/later?invoiceId=${order.invoiceId}`);
  await expect(page.getByTestId('pay-later-reference')).toHaveText(order.invoiceId);
  const upload = page.getByRole('region', { name: 'Send your payment receipt' });
  await expect(upload).toBeVisible();
  await waitForIslands(page);
  await atRest(page);
  expect(await clientLoaded()).toBe(false); // the upload client is not part of the page's load

  const png = pngOf(64, 48);
  await upload.getByLabel('Receipt photo or PDF').setInputFiles({ name: 'bkash-receipt.png', mimeType: 'image/png', buffer: png });
  await expect(upload.getByRole('status')).toHaveText('Receipt received: bkash-receipt.png. We will confirm your payment once we have checked it.');
  await expect.poll(clientLoaded).toBe(true); // …it came with the pick
  expect(traffic.sent.map((request) => `${request.method()} ${new URL(request.url()).pathname}`)).toEqual(
    expect.arrayContaining(['POST /upload/base/', 'PATCH /api/sales/payments/attachments']),
  );
  expect(traffic.parts()).toHaveLength(0); // under 25 MB: one request, no multipart

  const sale = await saleOf(request, token, order.saleId);
  expect(sale.paymentState).toBe('receipt_received');
  expect(sale.attachments).toMatchObject([{ name: 'bkash-receipt.png', size: png.length, mimeType: 'image/png' }]);

  await page.getByRole('link', { name: 'View order' }).click();
  await expect(page.getByTestId('payment-state')).toHaveText('Receipt received');
  const receipts = page.getByRole('region', { name: 'Receipts you sent' });
  const link = receipts.getByRole('link', { name: 'bkash-receipt.png' });
  await expect(link).toBeVisible();
  // The link is the one the API minted for this shopper (issue 22 §10): signed, an hour long.
  const href = (await link.getAttribute('href')) as string;
  expect(href).toMatch(/\/ucarecdn\/[0-9a-f-]{36}\/\?token=exp=\d+~acl=\/[0-9a-f-]{36}\/\*~hmac=[0-9a-f]{64}$/);
  const served = await request.get(href);
  expect(served.status()).toBe(200);
  expect(Buffer.from(await served.body()).equals(png)).toBe(true); // the very bytes, served back
  expect(served.headers()['content-security-policy']).toMatch(/^sandbox;/);
  expect((await request.get(href.split('?')[0]!)).status()).toBe(403); // its address alone opens nothing
  // Opened in the browser, the image shows, sandboxed.
  const viewer = await page.context().newPage();
  await viewer.goto(href);
  await expect.poll(() => viewer.evaluate(() => document.images[0]?.naturalWidth ?? 0)).toBe(64);
  await viewer.close();
  await expect(page.getByRole('region', { name: 'Order history' })).toContainText('Receipt received');

  await expectListedInOrders(page, order.invoiceId, 'Payment: Receipt received');
  expect(problems.errors).toEqual([]);
});

test('a 30 MB receipt goes through multipart: the bar moves, six part PUTs, then received', async ({ page, request }) => {
  test.slow();
  const path = await pdfOfSize('statement.pdf', 30 * MB);
  try {
    const { order, token } = await orderAwaitingPayment(page, request, 11, 'pay_later');
    const traffic = uploadTraffic(page);
    // On a fast machine the first parts, sent together, can finish within one frame and the bar
    // jumps; the parts are let through 300 ms apart so each one's progress can be seen.
    let partsHeld = 0;
    await page.route(`${API_URL}/upload/multipart/part/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300 * partsHeld++));
      await route.continue();
    });
    await page.goto(`/payments/response/later?invoiceId=${order.invoiceId}`);
    const upload = page.getByRole('region', { name: 'Send your payment receipt' });
    await expect(upload).toBeVisible();
    // Every painted frame's bar value, from before the pick to the end.
    await page.evaluate(() => {
      const samples: number[] = [];
      (window as unknown as { barSamples: number[] }).barSamples = samples;
      const sample = () => {
        const bar = document.querySelector('progress');
        if (bar?.hasAttribute('value')) samples.push(bar.value);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await upload.getByLabel('Receipt photo or PDF').setInputFiles(path);
    await expect(upload.getByRole('status')).toHaveText(/^Receipt received: receipts-e2e-.*statement\.pdf\./, { timeout: 60_000 });

    const samples = await page.evaluate(() => (window as unknown as { barSamples: number[] }).barSamples);
    const between = [...new Set(samples.filter((value) => value > 0 && value < 100))];
    expect(between.length, `bar values seen: ${[...new Set(samples)].join(', ')}`).toBeGreaterThanOrEqual(2);
    expect(samples).toEqual([...samples].sort((a, b) => a - b)); // it only moves forward
    expect(traffic.parts()).toHaveLength(6); // 30 MB in 5 MB parts (spec §9)
    expect(traffic.sent.filter((request) => request.url().includes('/upload/multipart/start/'))).toHaveLength(1);
    expect(traffic.attaches()).toHaveLength(1);
    expect((await saleOf(request, token, order.saleId)).attachments).toMatchObject([{ size: 30 * MB, mimeType: 'application/pdf' }]);
  } finally {
    await rm(path, { force: true });
  }
});

test('Cancel stops an upload: its request is aborted, nothing is attached, and a new pick works', async ({ page, request }) => {
  const { order, token } = await orderAwaitingPayment(page, request, 12, 'pay_later');
  const traffic = uploadTraffic(page);
  const aborted: string[] = [];
  page.on('requestfailed', (failed) => aborted.push(new URL(failed.url()).pathname));
  // The upload service holds the file's request: the upload stays under way until Cancel.
  await page.route(`${API_URL}/upload/base/**`, () => {});
  await page.goto(`/details?id=${order.saleId}`);
  const upload = page.getByRole('region', { name: 'Send your payment receipt' });
  await upload.getByLabel('Receipt photo or PDF').setInputFiles({ name: 'nagad.png', mimeType: 'image/png', buffer: pngOf(8, 8) });
  await expect(upload.getByRole('progressbar', { name: 'Sending nagad.png' })).toBeVisible();
  await expect(upload.getByLabel('Receipt photo or PDF')).toBeDisabled(); // one upload at a time
  await upload.getByRole('button', { name: 'Cancel upload' }).click();

  await expect(upload.getByRole('status')).toHaveText('Upload cancelled. Nothing was added to your order.');
  await expect(upload.getByRole('progressbar')).toHaveCount(0);
  await expect.poll(() => aborted).toContain('/upload/base/');
  expect(traffic.attaches()).toHaveLength(0);
  expect((await saleOf(request, token, order.saleId)).attachments).toEqual([]);

  await page.unroute(`${API_URL}/upload/base/**`);
  await upload.getByLabel('Receipt photo or PDF').setInputFiles({ name: 'nagad.png', mimeType: 'image/png', buffer: pngOf(8, 8) });
  await expect(upload.getByRole('status')).toHaveText(/^Receipt received: nagad\.png\./);
  // The page reads the order again: the receipt is listed with its state.
  await expect(page.getByRole('region', { name: 'Receipts you sent' }).getByRole('link', { name: 'nagad.png' })).toBeVisible();
  await expect(page.getByTestId('payment-state')).toHaveText('Receipt received');
});

test('a wrong type or a file over 50 MB gets its message at once, without any request', async ({ page, request }) => {
  const { order } = await orderAwaitingPayment(page, request, 13, 'pay_later');
  const traffic = uploadTraffic(page);
  const clientLoaded = uploadClientLoads(page);
  await page.goto(`/payments/response/later?invoiceId=${order.invoiceId}`);
  const upload = page.getByRole('region', { name: 'Send your payment receipt' });
  const picker = upload.getByLabel('Receipt photo or PDF');

  await picker.setInputFiles({ name: 'invoice.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK\x03\x04') });
  await expect(upload.getByRole('alert')).toHaveText('This file cannot be sent: choose a photo (JPEG, PNG, WebP or HEIC) or a PDF.');
  await expect(picker).toHaveAccessibleDescription(/JPEG, PNG, WebP, HEIC or PDF, up to 50 MB\. This file cannot be sent/);

  const huge = await pdfOfSize('huge.pdf', 50 * MB + 1);
  try {
    await picker.setInputFiles(huge);
    await expect(upload.getByRole('alert')).toHaveText('This file is over 50 MB: send a smaller photo or PDF.');
  } finally {
    await rm(huge, { force: true });
  }
  await atRest(page);
  expect(traffic.sent).toHaveLength(0);
  expect(await clientLoaded()).toBe(false);
});

test('an order awaiting its card payment: Pay now in /orders opens its live gateway session; paid, its state says so', async ({ page, request }) => {
  const { order } = await orderAwaitingPayment(page, request, 14);
  await page.goto('/orders');
  const card = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: order.invoiceId });
  await expect(card.getByTestId('payment-state')).toHaveText('Awaiting payment');
  await expect(card).toContainText('Payment: Awaiting payment');
  await expect(card.getByRole('button', { name: 'Send a receipt' })).toHaveCount(0); // a card order takes no receipt
  await card.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/gateway\/pay\/[0-9A-F]{32}$/);
  expect(page.url()).toBe(order.paymentUrl); // the order's one live session (issue 22 §3)
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/payments/response/success\\?invoiceId=${order.invoiceId}$`));
  await expectListedInOrders(page, order.invoiceId, 'Payment: Paid');
});

test('a pay-later order in /orders opens its receipt upload in place', async ({ page, request }) => {
  const { order } = await orderAwaitingPayment(page, request, 15, 'pay_later');
  await page.goto('/orders');
  const card = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem').filter({ hasText: order.invoiceId });
  await expect(card.getByTestId('payment-state')).toHaveText('Awaiting payment');
  const open = card.getByRole('button', { name: 'Send a receipt' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await card.getByLabel('Receipt photo or PDF').setInputFiles({ name: 'bank-slip.png', mimeType: 'image/png', buffer: pngOf(16, 16) });
  await expect(card.getByRole('status')).toHaveText(/^Receipt received: bank-slip\.png\./);
  await expect(card.getByTestId('payment-state')).toHaveText('Receipt received'); // the list read again
});

for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
  test(`the later page and an order's page with the receipt upload shown have no violations axe can find at ${viewport.width} px`, async ({ page, request }) => {
    test.slow(); // four axe runs on two pages
    await page.setViewportSize(viewport);
    const { order } = await orderAwaitingPayment(page, request, viewport.width === 390 ? 16 : 17, 'pay_later');
    await page.goto(`/payments/response/later?invoiceId=${order.invoiceId}`);
    const upload = page.getByRole('region', { name: 'Send your payment receipt' });
    await expect(upload).toBeVisible();
    await waitForIslands(page);
    expect(await violationsNow(page)).toEqual([]);
    await upload.getByLabel('Receipt photo or PDF').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('no') });
    await expect(upload.getByRole('alert')).toBeVisible();
    expect(await violationsNow(page)).toEqual([]); // with its error shown

    await page.goto(`/details?id=${order.saleId}`);
    await expect(page.getByRole('region', { name: 'Send your payment receipt' })).toBeVisible();
    expect(await violationsNow(page)).toEqual([]);
    await page.getByLabel('Receipt photo or PDF').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: pngOf(8, 8) });
    await expect(page.getByRole('region', { name: 'Receipts you sent' }).getByRole('link', { name: 'receipt.png' })).toBeVisible();
    expect(await violationsNow(page)).toEqual([]); // with the receipt listed and its state
  });
}
