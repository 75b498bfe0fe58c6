import { test, expect, addOneToCart, signUpCustomer, useSession } from './fixtures.ts';
import { cardOrderThroughApi, dhakaAddressOf, liveStock, productForPayment } from './payment-helpers.ts';

// What one customer may hold unpaid (issue 22 §7), as a shopper meets it: with three orders still
// waiting for their money, the checkout says why a fourth is not placed, and takes no stock.
const FIRST_NTH = 29;

test('a fourth unpaid order is refused at checkout with words that say why, and takes nothing', async ({ page, request }) => {
  const customer = await signUpCustomer(request);
  for (let i = 0; i < 3; i++) {
    const product = await productForPayment(request, FIRST_NTH + i);
    await cardOrderThroughApi(request, customer, product.skus[0]!.id, 'pay_later');
  }
  const wanted = await productForPayment(request, FIRST_NTH + 3);
  await dhakaAddressOf(request, customer);
  await useSession(page, customer);
  await addOneToCart(page, wanted);
  const before = await liveStock(request, wanted.skus[0]!.id);

  await page.goto('/checkout');
  await page.getByRole('radio', { name: /Pay later/ }).check();
  const step = page.getByRole('region', { name: '5. Review and place your order' });
  // The review loads when it comes into view, as a shopper scrolls to it.
  await step.scrollIntoViewIfNeeded();
  await step.getByRole('button', { name: 'Place order' }).click();
  await expect(step.getByRole('alert')).toHaveText('You have 3 orders waiting for payment or delivery. Pay for or cancel one before placing another.');
  await expect(page).toHaveURL(/\/checkout$/);
  expect(await liveStock(request, wanted.skus[0]!.id)).toBe(before);
});
