import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import { setApiClient } from '../../src/stores/api-client.ts';
import { $payment, loadPayment, retryPayment, switchToCash } from '../../src/stores/payment.ts';
import { useStubServer } from './support/stub-server.ts';

// The payment result pages' store (issue 12 §2), against a real socket: the order comes from the API.
const stub = useStubServer();
beforeAll(() => setApiClient(createApiClient({ baseURL: stub.baseURL, apiKey: 'k', deviceId: 'd', retryDelay: 1 })));
afterAll(() => setApiClient(undefined));
afterEach(() => cleanStores($payment));

const view = {
  invoiceId: 'KL-20261123-000001', saleId: 1, status: 'awaiting_payment', paymentStatus: 'unpaid', paymentMethod: 'card',
  total: 300, currency: 'BDT', canRetry: true, payLater: null,
};

describe('loadPayment', () => {
  it('reads the order by its invoice, and says missing for a 404', async () => {
    stub.reply(() => ({ status: 200, body: view }));
    await loadPayment(view.invoiceId);
    expect($payment.get()).toMatchObject({ status: 'ready', payment: view });
    expect(stub.seen.at(-1)).toMatchObject({ method: 'GET', url: `/api/payments?invoiceId=${view.invoiceId}` });
    stub.reply(() => ({ status: 404, body: { message: 'Order not found' } }));
    await loadPayment('KL-20261123-000009');
    expect($payment.get().status).toBe('missing');
  });
});

describe('retryPayment', () => {
  it('answers the new session’s page, one request however often it is pressed', async () => {
    $payment.set({ status: 'ready', payment: view as never, busy: null, error: '' });
    stub.reply(() => ({ status: 201, body: { invoiceId: view.invoiceId, paymentUrl: 'http://127.0.0.1:8787/gateway/pay/ABC' } }));
    const presses = await Promise.all([retryPayment(view.invoiceId), retryPayment(view.invoiceId)]);
    expect(presses).toEqual(['http://127.0.0.1:8787/gateway/pay/ABC', undefined]);
    expect(stub.seen.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows the order as it is now, with why, when it may no longer be paid by card', async () => {
    $payment.set({ status: 'ready', payment: view as never, busy: null, error: '' });
    stub.reply((request) => (request.method === 'POST' ? { status: 409, body: { message: 'An order that is paid takes no card payment' } } : { status: 200, body: { ...view, status: 'paid', paymentStatus: 'paid', canRetry: false } }));
    expect(await retryPayment(view.invoiceId)).toBeUndefined();
    expect($payment.get()).toMatchObject({ busy: null, error: 'An order that is paid takes no card payment', payment: { status: 'paid' } });
  });
});

describe('switchToCash', () => {
  it('takes the confirmed cash-on-delivery order the API answers', async () => {
    $payment.set({ status: 'ready', payment: view as never, busy: null, error: '' });
    stub.reply(() => ({ status: 200, body: { ...view, status: 'confirmed', paymentMethod: 'cash_on_delivery', canRetry: false } }));
    await switchToCash(view.invoiceId);
    expect(stub.seen.at(-1)).toMatchObject({ method: 'PATCH', url: `/api/payments/cash-on-delivery?invoiceId=${view.invoiceId}` });
    expect($payment.get()).toMatchObject({ busy: null, error: '', payment: { status: 'confirmed', paymentMethod: 'cash_on_delivery' } });
  });

  it('asks for the code the API texted to the order’s phone, then sends it (issue 26 §3)', async () => {
    $payment.set({ status: 'ready', payment: view as never, busy: null, error: '' });
    const ask = 'To place this cash-on-delivery order, enter the code we texted to 01712-345678.';
    let calls = 0;
    stub.reply(() => {
      calls += 1;
      if (calls === 1) return { status: 422, body: { message: 'Validation failed', errors: { phoneCode: [ask] } } };
      if (calls === 2) return { status: 422, body: { message: 'Validation failed', errors: { phoneCode: ['This code is not right'] } } };
      return { status: 200, body: { ...view, status: 'confirmed', paymentMethod: 'cash_on_delivery', canRetry: false } };
    });
    await switchToCash(view.invoiceId);
    expect($payment.get()).toMatchObject({ busy: null, phoneCodeAsk: ask, payment: { status: view.status } });
    await switchToCash(view.invoiceId, '000000');
    expect($payment.get()).toMatchObject({ phoneCodeAsk: ask, phoneCodeError: 'This code is not right' });
    await switchToCash(view.invoiceId, '123456');
    expect($payment.get()).toMatchObject({ payment: { status: 'confirmed' } });
    expect(stub.seen.slice(-3).map((request) => request.body)).toEqual(['', JSON.stringify({ phoneCode: '000000' }), JSON.stringify({ phoneCode: '123456' })]);
  });
});
