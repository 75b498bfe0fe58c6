import { describe, expect, it } from 'vitest';
import { DEMO_GATEWAY_STORE_PASSWORD } from '../../api/config.ts';
import { hasValidSignature, signFields } from '../../api/payments/signature.ts';
import type { PaymentView } from '../../src/lib/contract/payments.ts';
import { takaToPaisa } from '../../src/lib/money.ts';
import { send } from './support/accounts.ts';
import { cardShopper, historyOf, onApi, paymentOf, placeCardOrder, postToApi, pressAtGateway, skusInStock, stockOf } from './support/gateway.ts';
import { useReferenceApi } from './support/reference-api.ts';

// Card payments (issue 12 §1) through the reference API's local gateway, over HTTP as the real
// gateway and a browser would: only a payment the validation API vouches for pays an order.
const EDITOR_KEY = 'payments-test-editor-key-0123456789';
const api = useReferenceApi({ demoProducts: 60, siteUrl: 'https://shop.example', editorKey: EDITOR_KEY });
const SITE = 'https://shop.example';
/** The merchant's refunds for `invoiceId` (the editor API). */
const refundsOf = async (invoiceId: string) =>
  (await send(api, 'GET', '/api/editor/refunds?size=100', { headers: { Authorization: `Bearer ${EDITOR_KEY}` } })).json.list.filter((refund: { invoiceId: string }) => refund.invoiceId === invoiceId);

let skus: { id: number; stock: number }[] = [];
let cursor = 0;
async function sku() {
  if (skus.length === 0) skus = await skusInStock(api);
  const next = skus[cursor++];
  if (!next) throw new Error('ran out of skus in stock');
  return next;
}

/** Every Location the return URLs answered: none may leave the shop's origin. */
const locations: string[] = [];
async function returned(response: Response) {
  expect(response.status).toBe(303);
  const location = response.headers.get('location')!;
  locations.push(location);
  return location;
}

describe('placing a card order', () => {
  it('holds the stock, waits for the payment and answers the gateway’s hosted page', async () => {
    const who = await cardShopper(api);
    const { id } = await sku();
    const before = await stockOf(api, id);
    const order = await placeCardOrder(api, who, id, 2);
    expect(order).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
    expect(order.paymentUrl).toMatch(/\/gateway\/pay\/[0-9A-F]{32}$/);
    expect(await stockOf(api, id)).toBe(before - 2);
    const page = await fetch(onApi(api, order.paymentUrl!));
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Kolom stationery &amp; gifts');
    expect(html).toContain(`BDT ${order.total.toLocaleString('en-BD', { minimumFractionDigits: 2 })}`);
    for (const button of ['Pay', 'Fail', 'Cancel']) expect(html).toContain(`value="${button.toLowerCase()}">${button}</button>`);
    expect(html).toContain('name="risky"');
    // The store password goes from the API to the gateway only: never to the shopper's browser.
    expect(JSON.stringify(order) + html).not.toContain(DEMO_GATEWAY_STORE_PASSWORD);
  });

  it('shows the hosted page in Bangla to a shopper who ordered on a Bangla page, and what a press answers too (issue 24)', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id, 1, 'bn');
    expect(order.paymentUrl).toMatch(/\/gateway\/pay\/[0-9A-F]{32}\?lang=bn$/);
    const html = await (await fetch(onApi(api, order.paymentUrl!))).text();
    expect(html).toMatch(/<html lang="bn">/);
    expect(html).toContain('<h1>টেস্ট পেমেন্ট গেটওয়ে</h1>');
    expect(html).toContain(`<dd data-testid="gateway-amount">${new Intl.NumberFormat('bn-BD', { style: 'currency', currency: 'BDT' }).format(order.total)}</dd>`);
    const pressed = await fetch(onApi(api, order.paymentUrl!), { method: 'POST', body: new URLSearchParams({ action: 'fail' }) });
    expect(await pressed.text()).toMatch(/<html lang="bn">[\s\S]*শপে ফিরে যান/);
    // Pressed again: the session is closed, said in Bangla.
    const again = await fetch(onApi(api, order.paymentUrl!));
    expect(again.status).toBe(409);
    expect(await again.text()).toMatch(/<html lang="bn">[\s\S]*এই পেমেন্ট সেশনটি বন্ধ হয়ে গেছে/);
  });

  it('shows the hosted page in English to a shopper who ordered on an English page', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id, 1, 'en');
    expect(order.paymentUrl).toMatch(/\/gateway\/pay\/[0-9A-F]{32}$/);
    const html = await (await fetch(onApi(api, order.paymentUrl!))).text();
    expect(html).toMatch(/<html lang="en">/);
    expect(html).toContain('<h1>Test payment gateway</h1>');
  });

  it('answers a repeat of the same Idempotency-Key with the same order and the same session', async () => {
    const who = await cardShopper(api);
    const { id } = await sku();
    const body = { items: [{ skuId: id, quantity: 1 }], addressId: who.addressId, paymentMethod: 'card' };
    const headers = { 'Idempotency-Key': 'card-repeat-0123456789' };
    const first = await send(api, 'POST', '/api/checkouts', { token: who.token, body, headers });
    const again = await send(api, 'POST', '/api/checkouts', { token: who.token, body, headers });
    expect(again.json).toEqual(first.json);
  });
});

describe('the return from the gateway', () => {
  it('sends a shopper who ordered on a Bangla page back to the Bangla result page (issue 24)', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id, 1, 'bn');
    const { target, fields } = await pressAtGateway(api, order.paymentUrl!, 'pay');
    expect(await returned(await postToApi(api, target, fields))).toBe(`${SITE}/bn/payments/response/success?invoiceId=${order.invoiceId}`);
  });

  it('pays the order on Pay, once, and sends the shopper to the success page on the shop’s origin', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    const { target, fields } = await pressAtGateway(api, order.paymentUrl!, 'pay');
    expect(target).toMatch(/\/payments\/return\/success$/);
    expect(fields).toMatchObject({ status: 'VALID', tran_id: `${order.invoiceId}-1`, currency: 'BDT' });
    const location = await returned(await postToApi(api, target, fields));
    expect(location).toBe(`${SITE}/payments/response/success?invoiceId=${order.invoiceId}`);
    const view = await paymentOf(api, who, order.invoiceId);
    expect(view).toMatchObject({ status: 'paid', paymentStatus: 'paid', canRetry: false });
    expect(view).not.toHaveProperty('refund'); // nothing owed back
    // A replay of the same return changes nothing.
    expect(await returned(await postToApi(api, target, fields))).toBe(location);
    expect(await historyOf(api, who, order.saleId)).toEqual(['awaiting_payment', 'paid']);
  });

  it('leaves the order waiting on Fail; Try again opens a new session that can pay', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    const failed = await pressAtGateway(api, order.paymentUrl!, 'fail');
    expect(await returned(await postToApi(api, failed.target, failed.fields))).toBe(`${SITE}/payments/response/failed?invoiceId=${order.invoiceId}`);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'awaiting_payment', canRetry: true });
    // The failed session is closed: its page cannot be used again.
    expect((await fetch(onApi(api, order.paymentUrl!))).status).toBe(409);

    const retry = await send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: who.token });
    expect(retry.status).toBe(201);
    expect(retry.json.paymentUrl).not.toBe(order.paymentUrl);
    // Asked again while it is live (Pay now twice, another tab): the same session, not a third.
    const again = await send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: who.token });
    expect(again.json.paymentUrl).toBe(retry.json.paymentUrl);
    const paid = await pressAtGateway(api, retry.json.paymentUrl, 'pay');
    expect(paid.fields['tran_id']).toBe(`${order.invoiceId}-2`);
    expect(await returned(await postToApi(api, paid.target, paid.fields))).toContain('/payments/response/success?');
    expect(await historyOf(api, who, order.saleId)).toEqual(['awaiting_payment', 'paid']);
    // Paid: no more sessions.
    expect((await send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: who.token })).status).toBe(409);
  });

  it('cancels the order on Cancel at the gateway and gives its stock back at once (issue 22 §13)', async () => {
    const who = await cardShopper(api);
    const { id } = await sku();
    const before = await stockOf(api, id);
    const order = await placeCardOrder(api, who, id, 2);
    expect(await stockOf(api, id)).toBe(before - 2);
    const cancelled = await pressAtGateway(api, order.paymentUrl!, 'cancel');
    expect(await returned(await postToApi(api, cancelled.target, cancelled.fields))).toBe(`${SITE}/payments/response/cancel?invoiceId=${order.invoiceId}`);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'cancelled', canRetry: false });
    expect(await stockOf(api, id)).toBe(before);
    expect(await historyOf(api, who, order.saleId)).toEqual(['awaiting_payment', 'cancelled']);
    // A replay of the cancel changes nothing more.
    expect(await returned(await postToApi(api, cancelled.target, cancelled.fields))).toBe(`${SITE}/payments/response/cancel?invoiceId=${order.invoiceId}`);
    expect(await stockOf(api, id)).toBe(before);
    expect((await send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: who.token })).status).toBe(409);
  });

  it('lets the shopper pay on delivery instead: the order is confirmed as cash on delivery', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    const switched = await send(api, 'PATCH', `/api/payments/cash-on-delivery?invoiceId=${order.invoiceId}`, { token: who.token });
    expect(switched.json).toMatchObject({ status: 'confirmed', paymentMethod: 'cash_on_delivery', canRetry: false });
    expect((await send(api, 'PATCH', `/api/payments/cash-on-delivery?invoiceId=${order.invoiceId}`, { token: who.token })).status).toBe(409);
  });

  it('does not pay an order cancelled before the success arrives, and gives its stock back once', async () => {
    const who = await cardShopper(api);
    const { id } = await sku();
    const before = await stockOf(api, id);
    const order = await placeCardOrder(api, who, id, 2);
    expect((await send(api, 'PATCH', `/api/checkouts/cancel?invoiceId=${order.invoiceId}`, { token: who.token })).status).toBe(200);
    const paid = await pressAtGateway(api, order.paymentUrl!, 'pay');
    expect(await returned(await postToApi(api, paid.target, paid.fields))).toBe(`${SITE}/payments/response/cancel?invoiceId=${order.invoiceId}`);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' });
    expect(await stockOf(api, id)).toBe(before);
    // The money is owed back (issue 22 §3): recorded once, and refunded through the gateway's refund API.
    await expect.poll(async () => (await refundsOf(order.invoiceId)).map((refund: { state: string }) => refund.state)).toEqual(['refunded']);
    expect((await refundsOf(order.invoiceId))[0]).toMatchObject({ tranId: `${order.invoiceId}-1`, amount: order.total, reason: 'order_closed', bankTranId: paid.fields['bank_tran_id'] });
    await postToApi(api, '/payments/ipn', paid.fields);
    expect(await refundsOf(order.invoiceId)).toHaveLength(1);
    // The shopper's payment page tells it: sent back, or (while the gateway has not refunded it) on its way back.
    expect((await paymentOf(api, who, order.invoiceId)).refund).toEqual({ amount: order.total, refunded: true, sent: order.total });
    api.withDatabase((db) => db.prepare("UPDATE payment_refunds SET state = 'failed' WHERE tran_id = ?").run(`${order.invoiceId}-1`));
    expect((await paymentOf(api, who, order.invoiceId)).refund).toEqual({ amount: order.total, refunded: false, sent: 0 });
    // Two refunds of one order need not move together: the sum, and the part already sent back.
    api.withDatabase((db) => db.prepare(
      `INSERT INTO payment_refunds (sale_id, tran_id, val_id, bank_tran_id, amount_paisa, reason, state, created_at, updated_at)
       VALUES (?, ?, ?, 'BANK-2', 12050, 'second_payment', 'refunded', ?, ?)`,
    ).run(order.saleId, `${order.invoiceId}-2`, `VAL-${order.invoiceId}-2`, new Date().toISOString(), new Date().toISOString()));
    // Sums compared in whole paisa, as the API keeps them: `order.total + 120.5` in floats may miss by binary noise.
    const both: NonNullable<PaymentView['refund']> = (await paymentOf(api, who, order.invoiceId)).refund;
    expect(both).toEqual({ amount: expect.any(Number), refunded: false, sent: expect.any(Number) });
    expect(takaToPaisa(both.amount)).toBe(takaToPaisa(order.total) + 12050);
    expect(takaToPaisa(both.sent ?? 0)).toBe(12050);
  });

  it('keeps another customer out of an order’s payment', async () => {
    const [one, other] = [await cardShopper(api), await cardShopper(api)];
    const order = await placeCardOrder(api, one, (await sku()).id);
    expect((await send(api, 'GET', `/api/payments?invoiceId=${order.invoiceId}`, { token: other.token })).status).toBe(404);
    expect((await send(api, 'POST', `/api/payments/sessions?invoiceId=${order.invoiceId}`, { token: other.token })).status).toBe(404);
    expect((await send(api, 'PATCH', `/api/payments/cash-on-delivery?invoiceId=${order.invoiceId}`, { token: other.token })).status).toBe(404);
    expect((await send(api, 'GET', `/api/payments?invoiceId=not%20one`, { token: one.token })).status).toBe(422);
  });
});

describe('forged returns (issue 12: 0 of N paid)', () => {
  const sign = (fields: Record<string, string>) => {
    const { verify_sign: _sign, verify_key: _key, ...plain } = fields;
    return { ...plain, ...signFields(plain, DEMO_GATEWAY_STORE_PASSWORD) };
  };
  // `real`: a genuine signed post of another order's payment; `tranId`: the order under attack.
  const forgeries: [string, (real: Record<string, string>, tranId: string) => Record<string, string>][] = [
    ['another order’s payment under this tran_id', (real, tranId) => ({ ...real, tran_id: tranId })],
    ['a changed amount', (real, tranId) => ({ ...real, tran_id: tranId, amount: '99999.00' })],
    ['a changed currency', (real, tranId) => ({ ...real, tran_id: tranId, currency: 'USD', currency_type: 'USD' })],
    ['no signature', ({ verify_sign: _sign, verify_key: _key, ...real }, tranId) => ({ ...real, tran_id: tranId })],
    ['a signature made with a guessed password', ({ verify_sign: _sign, verify_key: _key, ...real }, tranId) => ({ ...real, tran_id: tranId, ...signFields({ ...real, tran_id: tranId }, 'guessed') })],
    // Signed with the real password, as if it had leaked: the validation API still says no.
    ['a leaked-password signature over another order’s val_id', (real, tranId) => sign({ ...real, tran_id: tranId })],
    ['a leaked-password signature over an unknown val_id', (real, tranId) => sign({ ...real, tran_id: tranId, val_id: 'deadbeef00' })],
  ];

  it.each(forgeries)('does not pay on %s', async (_, forge) => {
    const who = await cardShopper(api);
    const victim = await placeCardOrder(api, who, (await sku()).id);
    const other = await placeCardOrder(api, who, (await sku()).id);
    const real = (await pressAtGateway(api, other.paymentUrl!, 'pay')).fields;
    const before = await paymentOf(api, who, victim.invoiceId);
    const forged = forge(real, `${victim.invoiceId}-1`);
    const location = await returned(await postToApi(api, '/payments/return/success', forged, { Referer: 'https://evil.example/' }));
    // A post the gateway did not sign does not even say which order its tran_id names (issue 22 §9).
    const signed = hasValidSignature(forged, DEMO_GATEWAY_STORE_PASSWORD);
    expect(location).toBe(signed ? `${SITE}/payments/response/failed?invoiceId=${victim.invoiceId}` : `${SITE}/payments/response/failed`);
    expect((await postToApi(api, '/payments/ipn', forged)).status).toBe(200);
    expect(await paymentOf(api, who, victim.invoiceId)).toEqual(before);
    expect(before).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
  });

  it('reveals nothing to an unsigned return with a guessed tran_id, and cancels nothing (issue 22 §9)', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    const guess = (tranId: string) => postToApi(api, '/payments/return/cancel', { tran_id: tranId, status: 'CANCELLED' });
    const real = await returned(await guess(`${order.invoiceId}-1`));
    const unknown = await returned(await guess('KL-20000101-999999-1'));
    expect(real).toBe(`${SITE}/payments/response/failed`);
    expect(unknown).toBe(real);
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'awaiting_payment' });
  });

  it('does not pay a payment the shopper flagged as risky', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    const { target, fields } = await pressAtGateway(api, order.paymentUrl!, 'pay', { risky: true });
    expect(fields['risk_level']).toBe('1');
    expect(await returned(await postToApi(api, target, fields))).toContain('/payments/response/failed?');
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
  });

  it('does not pay a session opened at the gateway for less than the order’s total', async () => {
    const who = await cardShopper(api);
    const order = await placeCardOrder(api, who, (await sku()).id);
    // A forger opens their own session with the store's credentials (as if leaked) for BDT 10 under the order's tran_id.
    const session = await fetch(`${api.origin}/gateway/gwprocess/v4/api.php`, {
      method: 'POST',
      body: new URLSearchParams({
        store_id: api.running.config.gateway.storeId, store_passwd: DEMO_GATEWAY_STORE_PASSWORD, total_amount: '10.00', currency: 'BDT', tran_id: `${order.invoiceId}-1`,
        success_url: `${api.origin}/payments/return/success`, fail_url: `${api.origin}/payments/return/fail`, cancel_url: `${api.origin}/payments/return/cancel`, cus_name: 'Forger',
      }),
    }).then((response) => response.json());
    const { target, fields } = await pressAtGateway(api, session.GatewayPageURL, 'pay');
    await returned(await postToApi(api, target, fields));
    expect(await paymentOf(api, who, order.invoiceId)).toMatchObject({ status: 'awaiting_payment', paymentStatus: 'unpaid' });
  });

  it('refuses a malformed post with 422 field errors, never a 500', async () => {
    for (const fields of [{}, { tran_id: 'x'.repeat(31) }, { tran_id: 'KL-1', val_id: 'a b' }, { tran_id: 'KL-1', verify_sign: 'zz' }]) {
      const response = await postToApi(api, '/payments/return/success', fields as Record<string, string>);
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).errors).length).toBeGreaterThan(0);
    }
    expect((await postToApi(api, '/payments/ipn', { tran_id: '' })).status).toBe(422);
  });

  it('sends an unknown transaction to the failed page, on the shop’s origin', async () => {
    expect(await returned(await postToApi(api, '/payments/return/success?redirect=https://evil.example', { tran_id: 'KL-20990101-999999-1', success_url: 'https://evil.example' }))).toBe(`${SITE}/payments/response/failed`);
  });
});

describe('the return and the IPN racing (issue 12: 20 orders)', () => {
  it('pays each order once, with one history entry', async () => {
    const who = await cardShopper(api);
    const orders = [];
    for (let i = 0; i < 20; i++) orders.push(await placeCardOrder(api, who, (await sku()).id));
    const presses = await Promise.all(orders.map((order) => pressAtGateway(api, order.paymentUrl!, 'pay')));
    const answers = await Promise.all(presses.flatMap(({ target, fields }) => [postToApi(api, target, fields), postToApi(api, '/payments/ipn', fields), postToApi(api, target, fields)]));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array(20).fill(200), ...Array(40).fill(303)]);
    for (const answer of answers.filter((one) => one.status === 303)) expect(await returned(answer)).toContain('/payments/response/success?invoiceId=');
    for (const order of orders) expect(await historyOf(api, who, order.saleId)).toEqual(['awaiting_payment', 'paid']);
  }, 60_000); // 20 orders, 20 gateway presses and 60 posts: seconds on a busy machine
});

describe('redirect targets', () => {
  it('never left the shop’s origin in this file', () => {
    expect(locations.length).toBeGreaterThan(20);
    expect(locations.filter((location) => new URL(location).origin !== SITE)).toEqual([]);
  });
});
