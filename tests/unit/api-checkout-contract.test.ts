import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  couponCheckSchema,
  couponPageSchema,
  deliveryZoneListSchema,
  errorBodySchema,
  orderMoveSchema,
  placedOrderSchema,
  quoteSchema,
  salePageSchema,
  saleSchema,
  stockShortfallSchema,
} from '../../src/lib/contract/index.ts';
import { newCustomer, send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';
import { DHAKA_ADDRESS as DHAKA } from './support/shoppers.ts';

// Every answer of the checkout, order, coupon and delivery routes parses with the schema the shop
// parses it with (issue 11): a field renamed on one side fails here, not in a shopper's browser.
const api = useReferenceApi({ demoProducts: 20 });


function parses(schema: v.GenericSchema, body: unknown) {
  const result = v.safeParse(schema, body);
  expect(result.success ? [] : v.flatten(result.issues)).toEqual([]);
}

describe('answers match the shared contract', () => {
  it('delivery zones, coupon search and coupon checks', async () => {
    parses(deliveryZoneListSchema, (await send(api, 'GET', '/api/delivery/zones')).json);
    parses(couponPageSchema, (await send(api, 'POST', '/api/discount/coupons/search', { body: { size: 1 } })).json);
    for (const query of ['code=KOLOM10&subtotal=500', 'code=SAVE100&subtotal=5', 'code=EID2025&subtotal=5000', 'code=NOPE&subtotal=1']) {
      parses(couponCheckSchema, (await send(api, 'GET', `/api/discount/coupons/apply?${query}`)).json);
    }
  });

  it('quote, order, shortfall, moves, sales page and sale', async () => {
    const { token } = await newCustomer(api);
    const addressId = (await send(api, 'POST', '/api/addresses', { token, body: DHAKA })).json.id as number;
    const skus = (await send(api, 'GET', '/api/v3/items/joined?page=1&size=20')).json.list.flatMap((product: { skus: { id: number; stock: number }[] }) => product.skus);
    const sku = skus.find((candidate: { stock: number }) => candidate.stock >= 3);
    const items = [{ skuId: sku.id, quantity: 1 }];

    parses(quoteSchema, (await send(api, 'POST', '/api/checkouts/quote', { token, body: { items } })).json);
    parses(quoteSchema, (await send(api, 'POST', '/api/checkouts/quote', { token, body: { items, addressId, coupon: 'KOLOM10' } })).json);

    const order = { items, addressId, paymentMethod: 'cash_on_delivery', coupon: 'KOLOM10', note: 'Call first' };
    const placed = await send(api, 'POST', '/api/checkouts', { token, body: order, headers: { 'Idempotency-Key': randomUUID() } });
    expect(placed.status).toBe(201);
    parses(placedOrderSchema, placed.json);

    const short = await send(api, 'POST', '/api/checkouts', { token, body: { ...order, items: [{ skuId: sku.id, quantity: 999 }] }, headers: { 'Idempotency-Key': randomUUID() } });
    expect(short.status).toBe(409);
    parses(stockShortfallSchema, short.json);

    const confirmed = await send(api, 'PATCH', `/api/checkouts/confirm?invoiceId=${placed.json.invoiceId}`, { token });
    parses(saleSchema, confirmed.json);
    parses(orderMoveSchema, confirmed.json);
    const refused = await send(api, 'PATCH', `/api/checkouts/confirm?invoiceId=${placed.json.invoiceId}`, { token });
    expect(refused.status).toBe(409);
    parses(errorBodySchema, refused.json);

    parses(salePageSchema, (await send(api, 'POST', '/api/sales', { token, body: {} })).json);
    parses(saleSchema, (await send(api, 'GET', `/api/sales?id=${placed.json.saleId}`, { token })).json);
    parses(saleSchema, (await send(api, 'PATCH', `/api/sales?id=${placed.json.saleId}`, { token })).json);
  });
});
