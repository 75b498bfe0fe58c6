import { randomUUID } from 'node:crypto';
import { newCustomer, send } from './accounts.ts';
import type { ReferenceApiFixture } from './reference-api.ts';

/*
 * Customers with an address, for the tests of checkout, orders and payments against the reference
 * API. Dhaka city (district 47, area 12) is inside Dhaka; Cumilla, upazila Debidwar, is outside.
 */

export const DHAKA_ADDRESS = { label: 'Home', recipientName: 'Rina Akter', phone: '01712345678', divisionId: 6, districtId: 47, cityAreaId: 12, addressLine: 'House 7' };
export const CUMILLA_ADDRESS = { label: 'Home', recipientName: 'Rina Akter', phone: '01712345678', divisionId: 1, districtId: 1, upazilaId: 1, addressLine: 'House 12' };

/** A signed-in customer and the address they deliver to. */
export interface Shopper {
  token: string;
  addressId: number;
}

/** A new customer with one address (Dhaka city unless said otherwise). */
export async function newShopper(api: ReferenceApiFixture, address: object = DHAKA_ADDRESS): Promise<Shopper> {
  const { token } = await newCustomer(api);
  const created = await send(api, 'POST', '/api/addresses', { token, body: address });
  return { token, addressId: created.json.id };
}

/** A sku as the items listing answers it. */
export interface TestSku { id: number; stock: number; price: number; sale_price: number | null; regular_price: number | null }

/** Hands out another sku in stock (at least `min`) at each call, so the tests of a file never share stock. */
export function skuPicker(api: ReferenceApiFixture): (min?: number) => Promise<TestSku> {
  let cursor = 0;
  return async (min = 3) => {
    const { json } = await send(api, 'GET', '/api/v3/items/joined?page=1&size=40');
    const skus = (json.list as { skus: TestSku[] }[]).flatMap((product) => product.skus).filter((sku) => sku.stock >= min);
    const sku = skus[cursor++];
    if (!sku) throw new Error('ran out of skus in stock');
    return sku;
  };
}

/** A sku's stock now (`POST /api/stocks/items/skus/search`). */
export async function stockOf(api: ReferenceApiFixture, skuId: number): Promise<number> {
  return (await send(api, 'POST', '/api/stocks/items/skus/search', { body: { skuIds: [skuId] } })).json.list[0].stock;
}

/** Places a cash-on-delivery order for `who` (`body` adds or overrides), with a new Idempotency-Key unless given. */
export function placeOrder(api: ReferenceApiFixture, who: Shopper, body: object, idempotencyKey = `test-${randomUUID()}`) {
  return send(api, 'POST', '/api/checkouts', {
    token: who.token,
    body: { addressId: who.addressId, paymentMethod: 'cash_on_delivery', ...body },
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
