import { randomUUID } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reshapeProduct } from '../../src/lib/api/reshape-product.ts';
import { invoiceQuerySchema, type Discount, type ProductWire } from '../../src/lib/contract/index.ts';
import { withDiscount } from '../../src/lib/discounts.ts';
import { dhakaDateAfter } from '../../src/lib/order-pricing.ts';
import { unitPrice } from '../../src/lib/pricing.ts';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';
import { DHAKA_ADDRESS as DHAKA, newShopper, type Shopper } from './support/shoppers.ts';

// What the server charges and how orders move (issue 11 §2–§3), with the database set up by hand
// beside the running API: prices and discounts the shop shows, delivery thresholds, coupons kept
// on the order, a failed payment, racing cancels, and what an Idempotency-Key covers.
const api = useReferenceApi({ demoProducts: 40 });
let db: DatabaseSync;
beforeAll(() => {
  db = new DatabaseSync(api.running.config.dbPath);
  db.exec('PRAGMA busy_timeout = 5000');
});
afterAll(() => db.close());

const shopper = () => newShopper(api);

const run = (sql: string, ...params: (number | string | null)[]) => db.prepare(sql).run(...params);
const stockOf = (skuId: number) => Number(db.prepare('SELECT stock FROM skus WHERE id = ?').get(skuId)!['stock']);
/** Skus no other test touches: each test takes the next ones. */
const skuIds = () => db.prepare('SELECT id FROM skus ORDER BY id').all().map((row) => Number(row['id']));
let cursor = 0;
const freshSku = () => skuIds()[cursor++]!;

/** Sets a sku's prices in taka (no sale unless given) and its stock. */
function price(skuId: number, taka: number, stock = 50, sale: [number, number] | null = null) {
  run('UPDATE skus SET price_paisa = ?, sale_price_paisa = ?, regular_price_paisa = ?, stock = ? WHERE id = ?', taka * 100, sale ? sale[0] * 100 : null, sale ? sale[1] * 100 : null, stock, skuId);
}

const body = (who: Shopper, items: object[], extra: object = {}) => ({ items, addressId: who.addressId, paymentMethod: 'cash_on_delivery', ...extra });
const quote = (who: Shopper, items: object[], extra: object = {}) => send(api, 'POST', '/api/checkouts/quote', { token: who.token, body: body(who, items, extra) });
const place = (who: Shopper, items: object[], extra: object = {}, key = randomUUID()) =>
  send(api, 'POST', '/api/checkouts', { token: who.token, body: body(who, items, extra), headers: { 'Idempotency-Key': key } });

describe('prices: the storefront’s rule, the server’s figures', () => {
  it('charges each sku what the product page shows: spec §5 sale rule, then the best global discount', async () => {
    const [productId] = Object.values(db.prepare('SELECT product_id FROM skus GROUP BY product_id HAVING COUNT(*) >= 2 ORDER BY product_id DESC LIMIT 1').get()!);
    const [onSale, plain] = db.prepare('SELECT id FROM skus WHERE product_id = ? ORDER BY id').all(Number(productId)).map((row) => Number(row['id']));
    price(onSale!, 500, 50, [400, 500]);
    price(plain!, 800);
    const categoryId = Number(db.prepare('SELECT category_id FROM products WHERE id = ?').get(Number(productId))!['category_id']);
    const now = Date.now();
    const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
    run('DELETE FROM discounts');
    run('INSERT INTO discounts (name, type, value, category_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)', 'Ten off', 'percent', 10, categoryId, at(-1), at(1));
    run('INSERT INTO discounts (name, type, value, category_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)', 'Fifty off', 'fixed', 50, null, at(-1), at(1));
    run('INSERT INTO discounts (name, type, value, category_id, starts_at, ends_at) VALUES (?, ?, ?, ?, ?, ?)', 'Ended', 'percent', 90, null, at(-9), at(-1));

    // What the shop would show, from the API's own answers and the storefront's rule.
    const products = (await send(api, 'GET', '/api/v3/items/joined?page=1&size=40')).json.list as ProductWire[];
    const discounts = (await send(api, 'POST', '/api/global/discounts/search', { body: {} })).json.list as Discount[];
    const shown = withDiscount(reshapeProduct(products.find((product) => product.id === Number(productId))!), discounts, new Date());
    expect(shown.discount?.name).toBe('Fifty off'); // 400 − 50 = 350 beats 400 − 10% = 360

    const who = await shopper();
    const items = [{ skuId: onSale, quantity: 2 }, { skuId: plain, quantity: 1 }];
    const quoted = (await quote(who, items)).json;
    for (const line of quoted.lines) {
      const sku = shown.skus.find((candidate) => candidate.id === line.skuId)!;
      expect(line).toMatchObject({ unitPrice: unitPrice(sku), regularPrice: sku.regularPrice, discountName: 'Fifty off' });
    }
    expect(quoted.lines.map((line: { unitPrice: number }) => line.unitPrice)).toEqual([350, 750]);
    expect(quoted.subtotal).toBe(350 * 2 + 750);
    const placed = await place(who, items);
    expect(placed.json).toMatchObject({ subtotal: 1450, lines: quoted.lines.map(({ available: _, ...line }: { available: number }) => line) });
    run('DELETE FROM discounts');
  });

  it('charges the price of the moment the order is placed, not the quote’s', async () => {
    const who = await shopper();
    const sku = freshSku();
    price(sku, 100);
    expect((await quote(who, [{ skuId: sku, quantity: 1 }])).json.subtotal).toBe(100);
    price(sku, 120);
    expect((await place(who, [{ skuId: sku, quantity: 1, price: 100 }], { subtotal: 100 })).json.subtotal).toBe(120);
  });

  it('quotes the lines it knows and leaves an unknown sku out (the shop flags it); a coupon that does not apply says why', async () => {
    const who = await shopper();
    const sku = freshSku();
    price(sku, 200);
    const quoted = await quote(who, [{ skuId: 987_654, quantity: 1 }, { skuId: sku, quantity: 1 }], { coupon: 'save100' });
    expect(quoted.status).toBe(200);
    expect(quoted.json.lines.map((line: { skuId: number }) => line.skuId)).toEqual([sku]);
    expect(quoted.json.coupon).toEqual({ code: 'SAVE100', status: 'below_minimum', discount: 0, minSubtotal: 1000, description: expect.any(String) });
    expect(quoted.json.discount).toBe(0);
  });
});

describe('delivery and coupons on an order', () => {
  it.each([
    ['free from BDT 3,000 of goods', 1600, 2, null, 'standard', { subtotal: 3200, discount: 0, deliveryCharge: 0, total: 3200 }],
    ['free still when the coupon leaves exactly 3,000', 1600, 2, 'KOLOM10', 'standard', { subtotal: 3200, discount: 200, deliveryCharge: 0, total: 3000 }],
    ['charged once the coupon takes the goods under 3,000', 1550, 2, 'KOLOM10', 'standard', { subtotal: 3100, discount: 200, deliveryCharge: 60, total: 2960 }],
    ['express, never free', 1600, 2, null, 'express', { subtotal: 3200, discount: 0, deliveryCharge: 120, total: 3320 }],
    ['a fixed coupon from its minimum', 500, 2, 'save100', 'standard', { subtotal: 1000, discount: 100, deliveryCharge: 60, total: 960 }],
    ['a percentage coupon under its cap', 333.33, 1, 'KOLOM10', 'standard', { subtotal: 333.33, discount: 33.33, deliveryCharge: 60, total: 360 }],
  ])('%s', async (_, taka, quantity, coupon, deliveryOption, totals) => {
    const who = await shopper();
    const sku = freshSku();
    run('UPDATE skus SET price_paisa = ?, sale_price_paisa = NULL, regular_price_paisa = NULL, stock = 50 WHERE id = ?', Math.round(taka * 100), sku);
    run('DELETE FROM discounts');
    const placed = await place(who, [{ skuId: sku, quantity }], { coupon, deliveryOption });
    expect(placed.status).toBe(201);
    expect(placed.json).toMatchObject(totals);
    const sale = (await send(api, 'GET', `/api/sales?id=${placed.json.saleId}`, { token: who.token })).json;
    expect(sale).toMatchObject({ ...totals, delivery: { zone: 'inside_dhaka', option: deliveryOption } });
    expect(sale.coupon).toEqual(coupon ? expect.objectContaining({ code: coupon.toUpperCase(), status: 'applied', discount: totals.discount }) : null);
  });

  it('keeps the address and the delivery dates as they were when ordered', async () => {
    const who = await shopper();
    const sku = freshSku();
    price(sku, 100);
    const placed = await place(who, [{ skuId: sku, quantity: 1 }]);
    expect(v.is(invoiceQuerySchema, { invoiceId: placed.json.invoiceId })).toBe(true);
    await send(api, 'PUT', `/api/addresses?id=${who.addressId}`, { token: who.token, body: { ...DHAKA, recipientName: 'Someone Else' } });
    const sale = (await send(api, 'GET', `/api/sales?id=${placed.json.saleId}`, { token: who.token })).json;
    expect(sale.address.recipientName).toBe('Rina Akter');
    const created = new Date(sale.dateCreated);
    expect(placed.json.invoiceId).toBe(`KL-${dhakaDateAfter(created, 0).replaceAll('-', '')}-${String(placed.json.saleId).padStart(6, '0')}`);
    expect([sale.expectedFrom, sale.expectedTo]).toEqual([dhakaDateAfter(created, 1), dhakaDateAfter(created, 2)]);
  });

  it('starts card and pay-later orders awaiting their payment (issue 12)', async () => {
    const who = await shopper();
    for (const paymentMethod of ['card', 'pay_later']) {
      const sent = await place(who, [{ skuId: freshSku(), quantity: 1 }], { paymentMethod });
      expect(sent.status).toBe(201);
      expect(sent.json).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
    }
  });
});

describe('moves', () => {
  it('fails an order awaiting payment: stock back once, payment failed, then final', async () => {
    const who = await shopper();
    const sku = freshSku();
    price(sku, 100, 10);
    const placed = (await place(who, [{ skuId: sku, quantity: 3 }])).json;
    expect(stockOf(sku)).toBe(7);
    // The payments issue will start card orders here; this one is put there by hand.
    run(`UPDATE sales SET status = 'awaiting_payment' WHERE id = ?`, placed.saleId);
    const failed = await send(api, 'PATCH', `/api/checkouts/failure?invoiceId=${placed.invoiceId}`, { token: who.token });
    expect(failed.json).toMatchObject({ status: 'failed', paymentStatus: 'failed', canCancel: false });
    expect(stockOf(sku)).toBe(10);
    for (const move of ['failure', 'cancel', 'confirm']) {
      expect((await send(api, 'PATCH', `/api/checkouts/${move}?invoiceId=${placed.invoiceId}`, { token: who.token })).status).toBe(409);
    }
    expect(stockOf(sku)).toBe(10);
  });

  it('lets one of eight cancels sent at once through PATCH /api/sales win; the stock comes back once', async () => {
    const who = await shopper();
    const sku = freshSku();
    price(sku, 100, 10);
    const placed = (await place(who, [{ skuId: sku, quantity: 4 }])).json;
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(api, 'PATCH', `/api/sales?id=${placed.saleId}`, { token: who.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    expect(stockOf(sku)).toBe(10);
    const sale = (await send(api, 'GET', `/api/sales?id=${placed.saleId}`, { token: who.token })).json;
    expect(sale.history.map((move: { status: string }) => move.status)).toEqual(['pending', 'cancelled']);
  });

  it('refuses to cancel a shipped order', async () => {
    const who = await shopper();
    const placed = (await place(who, [{ skuId: freshSku(), quantity: 1 }])).json;
    run(`UPDATE sales SET status = 'shipped' WHERE id = ?`, placed.saleId);
    const refused = await send(api, 'PATCH', `/api/sales?id=${placed.saleId}`, { token: who.token });
    expect(refused.status).toBe(409);
    expect((await send(api, 'GET', `/api/sales?id=${placed.saleId}`, { token: who.token })).json).toMatchObject({ status: 'shipped', canCancel: false });
  });
});

describe('what an Idempotency-Key covers', () => {
  it('belongs to one customer: the same key from two customers makes two orders', async () => {
    const [one, two] = [await shopper(), await shopper()];
    const sku = freshSku();
    const shared = randomUUID();
    const first = await place(one, [{ skuId: sku, quantity: 1 }], {}, shared);
    const second = await place(two, [{ skuId: sku, quantity: 1 }], {}, shared);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.json.invoiceId).not.toBe(second.json.invoiceId);
  });

  it('remembers only an order: a refusal made nothing, so the same attempt may succeed later', async () => {
    const who = await shopper();
    const sku = freshSku();
    price(sku, 100, 1);
    const attempt = randomUUID();
    const short = await place(who, [{ skuId: sku, quantity: 2 }], {}, attempt);
    expect(short.status).toBe(409);
    price(sku, 100, 5);
    const placed = await place(who, [{ skuId: sku, quantity: 2 }], {}, attempt);
    expect(placed.status).toBe(201);
    expect((await place(who, [{ skuId: sku, quantity: 2 }], {}, attempt)).json).toEqual(placed.json);
    expect(stockOf(sku)).toBe(3);
  });

  it('is the same attempt whatever the client adds or however it spells the coupon', async () => {
    const who = await shopper();
    const sku = freshSku();
    price(sku, 2000);
    const attempt = randomUUID();
    const first = await place(who, [{ skuId: sku, quantity: 1 }], { coupon: 'kolom10', note: ' ring twice ' }, attempt);
    const again = await place(who, [{ skuId: sku, quantity: 1, price: 1 }], { coupon: 'KOLOM10', note: 'ring twice', total: 1 }, attempt);
    expect(first.status).toBe(201);
    expect(again.json).toEqual(first.json);
  });
});

describe('the order history', () => {
  it('pages the caller’s orders newest first', async () => {
    const who = await shopper();
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) ids.push((await place(who, [{ skuId: freshSku(), quantity: 1 }])).json.saleId);
    const second = (await send(api, 'POST', '/api/sales', { token: who.token, body: { page: 2, size: 2 } })).json;
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.list.map((sale: { id: number }) => sale.id)).toEqual([ids[0]]);
    const first = (await send(api, 'POST', '/api/sales', { token: who.token, body: { size: 2 } })).json;
    expect(first.list.map((sale: { id: number }) => sale.id)).toEqual([ids[2], ids[1]]);
  });
});
