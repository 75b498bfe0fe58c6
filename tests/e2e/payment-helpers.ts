import type { APIRequestContext, Page } from '@playwright/test';
import { addOneToCart, expect, signUpCustomer, useSession, type SessionAnswer } from './fixtures.ts';
import { codeTextedTo, newPhone, textsNow } from './sms-outbox.ts';

/* Card orders for the payment specs (issue 12), made through the real API as the checkout makes them. */

const API_URL = process.env['E2E_API_URL']!;
export const KEY = { 'X-API-KEY': 'demo-storefront-key' };

interface Product { id: number; name: string; nameBn?: string; skus: { id: number; stock: number; price: number }[] }

/**
 * A single-sku product of its own for each caller (`nth` apart), from the second page of the
 * catalogue: the checkout spec buys from the third, the other specs from the first.
 */
export async function productForPayment(request: APIRequestContext, nth: number): Promise<Product> {
  const response = await request.get(`${API_URL}/api/v3/items/joined`, { params: { page: 2, size: 100 }, headers: KEY });
  const { list } = (await response.json()) as { list: Product[] };
  const fitting = list.filter((product) => product.skus.length === 1 && product.skus[0]!.stock >= 3);
  if (!fitting[nth]) throw new Error(`no single-sku product number ${nth} in stock`);
  return fitting[nth];
}

/**
 * An address inside Dhaka city, saved through the API. Its phone is new unless given: a cash order
 * texts it a code (issue 26 §3), and each number's codes are limited.
 */
export async function dhakaAddressOf(request: APIRequestContext, session: SessionAnswer, phone = newPhone()): Promise<number> {
  const body = { label: 'Home', recipientName: 'Rina Akter', phone, divisionId: 6, districtId: 47, cityAreaId: 12, addressLine: 'House 7, Road 2' };
  const response = await request.post(`${API_URL}/api/addresses`, { headers: { ...KEY, 'X-AUTH-TOKEN': session.user.authToken }, data: body });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Places a card (or pay-later) order of one unit of `skuId` through the API, from a page in `lang` (as
 * the shop's API client says it: Accept-Language); returns the order with its gateway page and its address's phone.
 */
export async function cardOrderThroughApi(request: APIRequestContext, session: SessionAnswer, skuId: number, paymentMethod: 'card' | 'pay_later' = 'card', lang: 'en' | 'bn' = 'en') {
  const phone = newPhone();
  const addressId = await dhakaAddressOf(request, session, phone);
  const response = await request.post(`${API_URL}/api/checkouts`, {
    headers: {
      ...KEY,
      'X-AUTH-TOKEN': session.user.authToken,
      'Idempotency-Key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      ...(lang === 'bn' ? { 'Accept-Language': 'bn' } : {}),
    },
    data: { items: [{ skuId, quantity: 1 }], addressId, paymentMethod },
  });
  expect(response.status()).toBe(201);
  return { ...((await response.json()) as { invoiceId: string; saleId: number; paymentUrl: string }), phone };
}

/**
 * Places a cash-on-delivery order of one unit of `skuId` through the API, as the checkout does: the
 * first answer asks for the code texted to the address's phone (issue 26 §3), read from the outbox.
 */
export async function codOrderThroughApi(request: APIRequestContext, session: SessionAnswer, skuId: number) {
  const phone = newPhone();
  const addressId = await dhakaAddressOf(request, session, phone);
  const place = (extra: Record<string, string>) =>
    request.post(`${API_URL}/api/checkouts`, {
      headers: { ...KEY, 'X-AUTH-TOKEN': session.user.authToken, 'Idempotency-Key': `e2e-cod-${Date.now()}-${Math.random().toString(36).slice(2)}` },
      data: { items: [{ skuId, quantity: 1 }], addressId, paymentMethod: 'cash_on_delivery', ...extra },
    });
  const before = await textsNow();
  const asked = await place({});
  expect(asked.status(), await asked.text()).toBe(422);
  const placed = await place({ phoneCode: await codeTextedTo(phone, before) });
  expect(placed.status(), await placed.text()).toBe(201);
  return { ...((await placed.json()) as { invoiceId: string; saleId: number }), phone };
}

/** A new customer, signed in on `page`, with a card (or pay-later) order awaiting its money: one unit of product `nth`. */
export async function orderAwaitingPayment(page: Page, request: APIRequestContext, nth: number, paymentMethod: 'card' | 'pay_later' = 'card') {
  const product = await productForPayment(request, nth);
  const customer = await signUpCustomer(request);
  const order = await cardOrderThroughApi(request, customer, product.skus[0]!.id, paymentMethod);
  await useSession(page, customer);
  return { order, token: customer.user.authToken };
}

/**
 * A new customer with a Dhaka address, signed in on `page`, who puts product `nth` in the cart and
 * places the order on `/checkout` paying by `method` (the radio's name); the total the review showed
 * and the stock before are returned for the caller's checks.
 */
export async function placeOrderAtCheckout(page: Page, request: APIRequestContext, nth: number, method: RegExp) {
  const product = await productForPayment(request, nth);
  const customer = await signUpCustomer(request);
  await dhakaAddressOf(request, customer);
  await useSession(page, customer);
  await addOneToCart(page, product);
  const before = await liveStock(request, product.skus[0]!.id);

  await page.goto('/checkout');
  await page.getByRole('radio', { name: method }).check();
  const step = page.getByRole('region', { name: '5. Review and place your order' });
  await step.scrollIntoViewIfNeeded();
  const total = (await step.getByTestId('checkout-total').textContent())!.trim();
  await step.getByRole('button', { name: 'Place order' }).click();
  return { product, before, total };
}

/** Live stock of a sku. */
export async function liveStock(request: APIRequestContext, skuId: number): Promise<number> {
  const response = await request.post(`${API_URL}/api/stocks/items/skus/search`, { headers: KEY, data: { skuIds: [skuId] } });
  return ((await response.json()) as { list: { stock: number }[] }).list[0]!.stock;
}

/** `/orders` lists the order `invoice` with its payment state in words. */
export async function expectListedInOrders(page: Page, invoice: string, state: string): Promise<void> {
  await page.goto('/orders');
  const order = page.getByRole('list', { name: 'Your orders' }).getByRole('listitem');
  await expect(order).toContainText(invoice);
  await expect(order).toContainText(state);
}
