import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PHONE_CODE_REFUSED } from '../../api/accounts/phone-code-flow.ts';
import { useFulfilmentApi, type Buyer } from './support/fulfilment.ts';
import { DHAKA_ADDRESS } from './support/shoppers.ts';

// Cash-on-delivery orders confirmed by a code to the delivery phone (issue 26 §3), on the real app
// and database with the shop's default policy ('first'), the code read from the real SMS outbox.
const { api, configure, call, shopper, skuInStock, stockOf, texts } = useFulfilmentApi({ codConfirmation: 'first' });
const PHONE = `+88${DHAKA_ADDRESS.phone.replace(/\D/g, '').replace(/^(?:88)?/, '')}`;

const checkout = (who: Buyer, body: Record<string, unknown> = {}, key = `cod-${randomUUID()}`) =>
  call('POST', '/api/checkouts', { items: [{ skuId: skuInStock(), quantity: 1 }], addressId: who.addressId, paymentMethod: 'cash_on_delivery', ...body }, { 'X-AUTH-TOKEN': who.token, 'Idempotency-Key': key });
const lastCode = () => /\b(\d{6})\b/.exec(texts().filter((text) => text.to === PHONE).at(-1)!.text)![1]!;
const orderCount = () => Number(api.db.prepare('SELECT COUNT(*) AS n FROM sales').get()!['n']);
const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a cash-on-delivery order to a phone not yet confirmed', () => {
  it('asks for a code texted to the phone, holding nothing, and is placed with it; the next one to that phone is not asked', async () => {
    const who = await shopper();
    const skuId = skuInStock(3);
    const before = stockOf(skuId);
    const asked = await checkout(who, { items: [{ skuId, quantity: 1 }] });
    expect(asked.status).toBe(422);
    expect(asked.json.errors).toEqual({ phoneCode: ['To place this cash-on-delivery order, enter the code we texted to 01712-345678.'] });
    expect(texts().map((text) => text.to)).toEqual([PHONE]);
    expect([orderCount(), stockOf(skuId)]).toEqual([0, before]); // nothing placed, nothing held

    const wrong = await checkout(who, { items: [{ skuId, quantity: 1 }], phoneCode: wrongFor(lastCode()) });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors).toEqual({ phoneCode: [PHONE_CODE_REFUSED] });
    const placed = await checkout(who, { items: [{ skuId, quantity: 1 }], phoneCode: lastCode() });
    expect(placed.status).toBe(201);
    expect(stockOf(skuId)).toBe(before - 1);

    expect((await checkout(who)).status).toBe(201); // the phone is theirs now
    expect(texts()).toHaveLength(1);
    expect((await checkout(who, { paymentMethod: 'card' })).status).toBe(201); // a card pays for itself
  });

  it('does not ask a customer who signs in with that phone', async () => {
    const who = await shopper();
    api.db.prepare('UPDATE customers SET sign_in_phone = ? WHERE email = ?').run(PHONE, who.email);
    expect((await checkout(who)).status).toBe(201);
    expect(texts()).toEqual([]);
  });

  it('places one order of two sent at once with one code', async () => {
    const who = await shopper();
    await checkout(who);
    const code = lastCode();
    const answers = await Promise.all([checkout(who, { phoneCode: code }), checkout(who, { phoneCode: code })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(orderCount()).toBe(1);
  });

  it('answers a repeat of a placed attempt with its order, needing no code again', async () => {
    const who = await shopper();
    const key = `cod-repeat-${randomUUID()}`;
    await checkout(who, {}, key);
    const body = { phoneCode: lastCode() };
    const first = await checkout(who, body, key);
    const again = await checkout(who, body, key);
    expect([first.status, again.status]).toEqual([201, 201]);
    expect(again.json.invoiceId).toBe(first.json.invoiceId);
    expect(orderCount()).toBe(1);
  });

  it('keeps the code when the order is refused for its stock, so it works for the order changed', async () => {
    const who = await shopper();
    const skuId = skuInStock(2);
    const tooMany = { items: [{ skuId, quantity: stockOf(skuId) + 1 }] };
    await checkout(who, tooMany);
    const code = lastCode();
    expect((await checkout(who, { ...tooMany, phoneCode: code })).status).toBe(409);
    expect((await checkout(who, { items: [{ skuId, quantity: 1 }], phoneCode: code })).status).toBe(201);
  });

  it('sends at most 3 codes to one phone in 15 minutes, then a 429 that says when to try again', async () => {
    const who = await shopper();
    for (let i = 0; i < 3; i++) expect((await checkout(who)).status).toBe(422);
    const refused = await checkout(who);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^Too many codes asked for\. Try again in \d+ minutes\.$/);
    expect(texts()).toHaveLength(3);
  });
});

describe('a card order switched to paying the courier', () => {
  it('is a cash order like any other: the code texted to its phone first', async () => {
    const who = await shopper();
    const placed = await checkout(who, { paymentMethod: 'card' });
    expect(placed.status).toBe(201);
    const toCash = (body?: unknown) => call('PATCH', `/api/payments/cash-on-delivery?invoiceId=${placed.json.invoiceId}`, body, { 'X-AUTH-TOKEN': who.token });
    const asked = await toCash();
    expect(asked.status).toBe(422);
    expect(Object.keys(asked.json.errors)).toEqual(['phoneCode']);
    expect(api.db.prepare('SELECT status, payment_method FROM sales WHERE id = ?').get(placed.json.saleId)).toEqual({ status: 'awaiting_payment', payment_method: 'card' });
    expect((await toCash({ phoneCode: wrongFor(lastCode()) })).status).toBe(422);
    const switched = await toCash({ phoneCode: lastCode() });
    expect(switched.status).toBe(200);
    expect(switched.json).toMatchObject({ status: 'confirmed', paymentMethod: 'cash_on_delivery' });
    expect((await checkout(who)).status).toBe(201); // the phone is proved: the next cash order is not asked
  });
});

describe('the policy', () => {
  it('always: every cash order asks, even to a confirmed phone', async () => {
    configure({ codConfirmation: 'always' });
    const who = await shopper();
    await checkout(who);
    expect((await checkout(who, { phoneCode: lastCode() })).status).toBe(201);
    expect((await checkout(who)).status).toBe(422);
  });

  it('off: cash orders place at once', async () => {
    configure({ codConfirmation: 'off' });
    expect((await checkout(await shopper())).status).toBe(201);
    expect(texts()).toEqual([]);
  });
});
