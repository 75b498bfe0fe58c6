import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { send } from './accounts.ts';
import { newShopper, type Shopper } from './shoppers.ts';
import type { ReferenceApiFixture } from './reference-api.ts';

/*
 * Walking card payments through the reference API's local gateway (issue 12), as a browser would:
 * open the hosted page, press a button, take the form the gateway posts back.
 */

export { DHAKA_ADDRESS, type Shopper } from './shoppers.ts';

/** A new customer with one Dhaka address (inside Dhaka, so the delivery charge is known). */
export const cardShopper = (api: ReferenceApiFixture): Promise<Shopper> => newShopper(api);

/** The skus in stock (at least `min`), one list per call, for tests to take their own from. */
export async function skusInStock(api: ReferenceApiFixture, min = 3): Promise<{ id: number; stock: number }[]> {
  const { json } = await send(api, 'GET', '/api/v3/items/joined?page=1&size=100');
  return (json.list as { skus: { id: number; stock: number }[] }[]).flatMap((product) => product.skus).filter((sku) => sku.stock >= min);
}

/** Places a card order of `quantity` of `skuId`; expects 201. */
export async function placeCardOrder(api: ReferenceApiFixture, who: Shopper, skuId: number, quantity = 1, lang: 'en' | 'bn' = 'en') {
  const sent = await send(api, 'POST', '/api/checkouts', {
    token: who.token,
    body: { items: [{ skuId, quantity }], addressId: who.addressId, paymentMethod: 'card' },
    // The page's language, as the shop's API client sends it: the order's messages and result page follow it.
    headers: { 'Idempotency-Key': `test-${randomUUID()}`, 'Accept-Language': lang },
  });
  expect(sent.status, sent.text).toBe(201);
  return sent.json as { invoiceId: string; saleId: number; status: string; total: number; paymentUrl: string | null };
}

const unescapeHtml = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** An address of the API (the gateway gives `localhost` ones) on the loopback origin the tests reach. */
export function onApi(api: ReferenceApiFixture, url: string): string {
  const { pathname, search } = new URL(url, api.origin);
  return `${api.origin}${pathname}${search}`;
}

/** Presses a button on the hosted page; returns where the gateway posts back and the fields it posts. */
export async function pressAtGateway(api: ReferenceApiFixture, paymentUrl: string, action: 'pay' | 'fail' | 'cancel', { risky = false } = {}) {
  const form = new URLSearchParams({ action });
  if (risky) form.set('risky', '1');
  const response = await fetch(onApi(api, paymentUrl), { method: 'POST', body: form });
  const html = await response.text();
  expect(response.status, html).toBe(200);
  const target = unescapeHtml(/<form method="post" action="([^"]+)" id="back">/.exec(html)![1]!);
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [unescapeHtml(m[1]!), unescapeHtml(m[2]!)]));
  return { target, fields };
}

/** Posts `fields` to a return or IPN address as the gateway (or a forger) would; redirects are not followed. */
export function postToApi(api: ReferenceApiFixture, url: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(onApi(api, url), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual', headers });
}

/** The order's payment as its customer sees it. */
export async function paymentOf(api: ReferenceApiFixture, who: Shopper, invoiceId: string) {
  return (await send(api, 'GET', `/api/payments?invoiceId=${invoiceId}`, { token: who.token })).json;
}

/** The statuses of the order's history. */
export async function historyOf(api: ReferenceApiFixture, who: Shopper, saleId: number): Promise<string[]> {
  return (await send(api, 'GET', `/api/sales?id=${saleId}`, { token: who.token })).json.history.map((entry: { status: string }) => entry.status);
}

/** Stock of a sku now. */
export async function stockOf(api: ReferenceApiFixture, skuId: number): Promise<number> {
  return (await send(api, 'POST', '/api/stocks/items/skus/search', { body: { skuIds: [skuId] } })).json.list[0].stock;
}
