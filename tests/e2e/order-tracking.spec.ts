import AxeBuilder from '@axe-core/playwright';
import { test, expect, signUpCustomer, useSession, waitForIslands } from './fixtures.ts';
import { codOrderThroughApi, productForPayment } from './payment-helpers.ts';

// The shopper follows an order the merchant moves to the door (issue 26 §4): /orders shows where it
// is, /details its timeline with dates and, once shipped, the courier and the tracking number.
const API_URL = process.env['E2E_API_URL']!;
const EDITOR = { Authorization: `Bearer ${process.env['E2E_EDITOR_KEY']}` };

test('an order confirmed, packed and shipped shows its steps and its tracking number to its shopper', async ({ page, request }) => {
  const session = await signUpCustomer(request, 'Farhana Islam');
  const product = await productForPayment(request, 20);
  const order = await codOrderThroughApi(request, session, product.skus[0]!.id);
  for (const move of [{ move: 'confirm' }, { move: 'pack' }, { move: 'ship', courier: 'Pathao', trackingNumber: 'PTH-2611-0042' }]) {
    const moved = await request.post(`${API_URL}/api/editor/orders/${order.saleId}/moves`, { headers: EDITOR, data: move });
    expect(moved.status(), await moved.text()).toBe(200);
  }

  await useSession(page, session);
  await page.goto('/orders');
  await waitForIslands(page);
  await expect(page.getByRole('listitem').filter({ hasText: order.invoiceId })).toContainText('Shipped');

  await page.goto(`/details?id=${order.saleId}`);
  await waitForIslands(page);
  await expect(page.getByTestId('order-status')).toHaveText('Shipped');
  await expect(page.getByTestId('order-shipment')).toHaveText('Pathao, tracking number PTH-2611-0042');
  const history = page.getByRole('region', { name: 'Order history' }).getByRole('listitem');
  await expect(history).toHaveCount(4);
  await expect(history.nth(0)).toContainText('Placed');
  await expect(history.nth(1)).toContainText('Confirmed');
  await expect(history.nth(2)).toContainText('Packed');
  await expect(history.nth(3)).toContainText('Shipped');
  await expect(history.nth(3)).toContainText('Pathao, tracking number PTH-2611-0042');
  // Packed: too late for the shopper to cancel.
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
});
