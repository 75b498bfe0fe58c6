import AxeBuilder from '@axe-core/playwright';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { test, expect, signUpCustomer, useSession, waitForIslands } from './fixtures.ts';
import { KEY, codOrderThroughApi, liveStock, productForPayment } from './payment-helpers.ts';
import { pngOf } from './receipt-files.ts';
import { storedPhone } from './sms-outbox.ts';

// A return within 7 days of delivery (issue 26 §5), as its shopper asks for it on the order's page,
// keyboard only, and follows it until the refund, the merchant deciding through the editor API.
const API_URL = process.env['E2E_API_URL']!;
const EDITOR = { Authorization: `Bearer ${process.env['E2E_EDITOR_KEY']}` };

test('a delivered order: one unit asked back by keyboard, accepted, received, its stock back and its refund told', async ({ page, request }) => {
  const session = await signUpCustomer(request, 'Sadia Rahman');
  const product = await productForPayment(request, 22);
  const skuId = product.skus[0]!.id;
  const order = await codOrderThroughApi(request, session, skuId);
  for (const move of [{ move: 'confirm' }, { move: 'pack' }, { move: 'ship', courier: 'Steadfast', trackingNumber: 'SF-99120' }, { move: 'deliver' }]) {
    const moved = await request.post(`${API_URL}/api/editor/orders/${order.saleId}/moves`, { headers: EDITOR, data: move });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await useSession(page, session);
  await page.goto(`/details?id=${order.saleId}`);
  await waitForIslands(page);
  const returns = page.getByRole('region', { name: 'Returns' });
  await expect(returns).toContainText('You can ask to return items from this order until');
  await returns.getByRole('button', { name: 'Return items' }).focus();
  await page.keyboard.press('Enter');
  const quantity = returns.getByLabel(/^How many of .* to return \(up to 1\)$/);
  await expect(quantity).toBeFocused();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  await page.keyboard.press('Tab'); // nothing chosen yet: the form says so
  await page.keyboard.type('The pen leaks ink');
  await page.keyboard.press('Tab'); // the photos
  await page.keyboard.press('Tab');
  await expect(returns.getByRole('button', { name: 'Ask to return' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(returns.getByRole('alert')).toHaveText('Choose at least one item to return.');
  await quantity.focus();
  await page.keyboard.press('ArrowUp');
  // A photo of the leak goes with it, through the upload service.
  await returns.getByLabel('Photos of the items (optional)').setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: pngOf(32, 32) });
  await returns.getByRole('button', { name: 'Ask to return' }).focus();
  await page.keyboard.press('Enter');
  await expect(returns.getByRole('status')).toHaveText('Your return request was sent. The shop will answer it soon; you will get a text message.');
  await expect(returns.getByRole('listitem')).toContainText('Waiting for the shop');
  await expect(returns.getByRole('button', { name: 'Return items' })).toHaveCount(0); // one request waits at a time
  const mine = (await (await request.get(`${API_URL}/api/sales/returns`, { params: { saleId: order.saleId }, headers: { ...KEY, 'X-AUTH-TOKEN': session.user.authToken } })).json()) as { returns: { photos: { name: string }[] }[] };
  expect(mine.returns[0]!.photos.map((photo) => photo.name)).toEqual(['leak.png']);

  const before = await liveStock(request, skuId);
  const list = (await (await request.get(`${API_URL}/api/editor/returns`, { headers: EDITOR })).json()) as { list: { id: number; invoiceId: string }[] };
  const asked = list.list.find((entry) => entry.invoiceId === order.invoiceId)!;
  expect((await request.post(`${API_URL}/api/editor/returns/${asked.id}/decision`, { headers: EDITOR, data: { decision: 'accepted', note: 'Send it with the courier' } })).status()).toBe(200);
  expect((await request.post(`${API_URL}/api/editor/returns/${asked.id}/received`, { headers: EDITOR, data: {} })).status()).toBe(200);
  expect(await liveStock(request, skuId)).toBe(before + 1);

  await page.reload();
  await waitForIslands(page);
  const entry = returns.getByRole('listitem');
  await expect(entry).toContainText('Received');
  await expect(entry).toContainText('The shop says: Send it with the courier');
  await expect(entry).toContainText(/Refund of BDT [\d,.]+, recorded on .*: the shop sends it to you by bKash, Nagad or bank transfer\./);

  // The shopper was texted when the return was accepted, and when it came back with the refund.
  const outbox = join(process.env['E2E_OUTBOX']!, 'sms');
  const returnTexts = async () => {
    const texts: string[] = [];
    for (const name of (await readdir(outbox)).filter((file) => file.endsWith('.json')).sort()) {
      const message = JSON.parse(await readFile(join(outbox, name), 'utf8')) as { to: string; text: string };
      if (message.to === storedPhone(order.phone) && message.text.includes('return')) texts.push(message.text);
    }
    return texts;
  };
  await expect.poll(returnTexts).toEqual([
    `Kolom: we accepted your return for order ${order.invoiceId}. Send it with the courier`,
    expect.stringMatching(new RegExp(`^Kolom: we received your return for order ${order.invoiceId}\\. We will send BDT [\\d,.]+ back by bKash, Nagad or bank\\.$`)),
  ]);
});
