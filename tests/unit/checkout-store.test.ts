import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import { addItem, clearCart } from '../../src/lib/cart.ts';
import { setApiClient } from '../../src/stores/api-client.ts';
import { $cart } from '../../src/stores/cart.ts';
import { $checkoutChoices } from '../../src/stores/checkout.ts';
import { $placing, paymentMethodOf, placeCheckout } from '../../src/stores/checkout-place.ts';
import { pen, sku } from './fixtures.ts';
import { useStubServer, type SeenRequest } from './support/stub-server.ts';

// Placing an order from the checkout store (issue 11 §2): one request at a time, and one
// Idempotency-Key per attempt whatever the network does, against a real socket.
const stub = useStubServer();
useTestStorageEngine();
beforeAll(() => setApiClient(createApiClient({ baseURL: stub.baseURL, apiKey: 'k', deviceId: 'd', retryDelay: 1 })));
afterAll(() => setApiClient(undefined));
beforeEach(() => {
  $cart.set(addItem(clearCart(), pen, sku({ id: 4, price: 120 }), 2));
  $checkoutChoices.set({ addressId: 9, deliveryOption: 'standard', paymentMethod: 'cash_on_delivery' });
  // A placed order keeps the button busy until the page moves on: each test is a fresh page.
  $placing.set({ busy: false, error: null, phoneCodeAsk: null });
});
afterEach(() => {
  cleanTestStorage();
  cleanStores($cart, $checkoutChoices, $placing);
});

const placed = {
  invoiceId: 'KL-20261123-000001', saleId: 1, status: 'pending', paymentStatus: 'unpaid', lines: [],
  subtotal: 240, discount: 0, deliveryCharge: 60, total: 300, currency: 'BDT',
};
const isPlace = (request: SeenRequest) => request.method === 'POST' && request.url === '/api/checkouts';
const keysSent = () => stub.seen.filter(isPlace).map((request) => request.headers['idempotency-key']);
/** Answers a place with `answer(nth place)`, and a confirm with the confirmed order. */
function serve(answer: (nth: number) => { status: number; body?: unknown }) {
  let places = 0;
  stub.reply((request) => (isPlace(request) ? answer(++places) : { status: 200, body: { ...placed, status: 'confirmed' } }));
}

describe('placeCheckout', () => {
  it('sends skus, quantities and choices, never prices; then confirms, and empties the cart', async () => {
    serve(() => ({ status: 201, body: placed }));
    const order = await placeCheckout('  call first ');
    expect(order?.invoiceId).toBe(placed.invoiceId);
    expect(JSON.parse(stub.seen[0]!.body)).toEqual({
      items: [{ skuId: 4, quantity: 2 }], addressId: 9, deliveryOption: 'standard', paymentMethod: 'cash_on_delivery', coupon: null, note: 'call first',
    });
    expect(stub.seen[1]).toMatchObject({ method: 'PATCH', url: `/api/checkouts/confirm?invoiceId=${placed.invoiceId}` });
    expect($cart.get().items).toEqual([]);
  });

  it('places a card or pay-later order as picked, empties the cart, and leaves confirming to the payment (issue 12)', async () => {
    for (const method of ['card', 'pay_later'] as const) {
      $cart.set(addItem(clearCart(), pen, sku({ id: 4, price: 120 }), 2));
      $placing.set({ busy: false, error: null, phoneCodeAsk: null });
      stub.seen.length = 0;
      const paymentUrl = method === 'card' ? 'https://sandbox.sslcommerz.com/EasyCheckOut/abc' : null;
      serve(() => ({ status: 201, body: { ...placed, status: 'awaiting_payment', paymentUrl } }));
      const order = await placeCheckout('', method);
      expect(order?.paymentUrl).toBe(paymentUrl);
      expect(JSON.parse(stub.seen[0]!.body).paymentMethod).toBe(method);
      expect(stub.seen.filter((request) => request.method === 'PATCH')).toEqual([]);
      expect($cart.get().items).toEqual([]);
    }
  });

  it('asks for the code the API texted to the delivery phone, sends it with the order, and keeps asking after a wrong one (issue 26 §3)', async () => {
    const ask = 'To place this cash-on-delivery order, enter the code we texted to 01712-345678.';
    serve((nth) =>
      nth === 1 ? { status: 422, body: { message: 'Validation failed', errors: { phoneCode: [ask] } } }
      : nth === 2 ? { status: 422, body: { message: 'Validation failed', errors: { phoneCode: ['This code is not right'] } } }
      : { status: 201, body: placed });
    expect(await placeCheckout('')).toBeUndefined();
    expect($placing.get()).toMatchObject({ busy: false, phoneCodeAsk: ask });
    expect(await placeCheckout('', 'cash_on_delivery', '000000')).toBeUndefined();
    expect($placing.get()).toMatchObject({ phoneCodeAsk: ask, error: { fieldErrors: { phoneCode: 'This code is not right' } } });
    expect(await placeCheckout('', 'cash_on_delivery', '৪৮২৯১৩')).toBeDefined();
    const bodies = stub.seen.filter(isPlace).map((request) => JSON.parse(request.body));
    expect(bodies.map((body) => body.phoneCode)).toEqual([undefined, '000000', '৪৮২৯১৩']);
  });

  it('drops the request for a code once the shopper pays another way', async () => {
    serve((nth) => (nth === 1 ? { status: 422, body: { message: 'Validation failed', errors: { phoneCode: ['Enter the code'] } } } : { status: 503, body: { message: 'busy' } }));
    await placeCheckout('');
    expect($placing.get().phoneCodeAsk).toBe('Enter the code');
    await placeCheckout('', 'card');
    expect($placing.get().phoneCodeAsk).toBeNull();
  });

  it('makes one request however often it is pressed while one is out', async () => {
    serve(() => ({ status: 201, body: placed }));
    const presses = await Promise.all([placeCheckout(''), placeCheckout(''), placeCheckout('')]);
    expect(presses.filter(Boolean)).toHaveLength(1);
    expect(keysSent()).toHaveLength(1);
  });

  it('retries a lost answer, and presses again after a failure, with the same Idempotency-Key', async () => {
    serve((nth) => (nth <= 3 ? { status: 503, body: { message: 'busy' } } : { status: 201, body: placed }));
    expect(await placeCheckout('')).toBeUndefined(); // 503, then the client's two retries
    expect($placing.get().error?.status).toBe(503);
    expect(await placeCheckout('')).toBeDefined();
    const keys = keysSent();
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
  });

  it('starts a new attempt, with a new key, when the order changed or the last one went through', async () => {
    serve((nth) => (nth === 1 ? { status: 409, body: { message: 'Not enough stock', lines: [] } } : { status: 201, body: placed }));
    await placeCheckout(''); // 409, not repeated: the store asks for a new quote instead
    expect(stub.seen.filter((request) => request.url === '/api/checkouts/quote')).toHaveLength(1);
    $cart.set(addItem(clearCart(), pen, sku({ id: 4, price: 120 }), 1)); // the shopper lowered the quantity
    await placeCheckout('');
    $cart.set(addItem(clearCart(), pen, sku({ id: 4, price: 120 }), 1)); // and shops again, the same order
    $placing.set({ busy: false, error: null, phoneCodeAsk: null }); // on a new page
    await placeCheckout('');
    const keys = keysSent();
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
  });

  it('does nothing without an address', async () => {
    $checkoutChoices.setKey('addressId', null);
    expect(await placeCheckout('')).toBeUndefined();
    expect(stub.seen).toHaveLength(0);
  });
});

describe('paymentMethodOf', () => {
  it('reads the payment step’s radio: card and pay later as picked, anything else as cash on delivery', () => {
    expect([paymentMethodOf('card'), paymentMethodOf('pay_later'), paymentMethodOf('cash_on_delivery'), paymentMethodOf(undefined), paymentMethodOf('bitcoin')])
      .toEqual(['card', 'pay_later', 'cash_on_delivery', 'cash_on_delivery', 'cash_on_delivery']);
  });
});
