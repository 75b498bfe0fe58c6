import { cleanStores } from 'nanostores';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/lib/api/index.ts';
import { setApiClient } from '../../src/stores/api-client.ts';
import { $runningCoupons, loadRunningCoupons } from '../../src/stores/checkout-coupon.ts';
import { sendContactForm } from '../../src/stores/contact.ts';
import { subscribeEmail } from '../../src/stores/subscribe.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The store actions the screens' API calls start from (issue 23 §7): the coupon list of the
// checkout, the contact form and the e-mail sign-up, against the real reference API.
const reference = useReferenceApi();
const asked: string[] = [];
let real: ApiClient;
/** Records each call's method and path, then makes it. */
const recording: ApiClient = { request: (method, path, options) => (asked.push(`${method} ${path}`), real.request(method, path, options)) };

beforeAll(() => {
  real = createApiClient({ baseURL: reference.origin, apiKey: reference.keyHeaders['X-API-KEY']!, deviceId: 'unit-test', retryDelay: 1 });
  setApiClient(recording);
});
afterAll(() => {
  setApiClient(undefined);
  cleanStores($runningCoupons);
});

describe('loadRunningCoupons', () => {
  it('keeps the coupons running now in $runningCoupons', async () => {
    asked.length = 0;
    await loadRunningCoupons();
    expect(asked).toEqual(['POST /api/discount/coupons/search']);
    expect($runningCoupons.get().map((coupon) => coupon.code)).toEqual(expect.arrayContaining(['KOLOM10', 'SAVE100']));
    expect($runningCoupons.get().map((coupon) => coupon.code)).not.toContain('EID2025');
  });

  it('leaves the list as it was when the API cannot be reached', async () => {
    const shown = $runningCoupons.get();
    setApiClient(createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'k', deviceId: 'd', retry: 0 }));
    await loadRunningCoupons();
    setApiClient(recording);
    expect($runningCoupons.get()).toBe(shown);
  });
});

describe('sendContactForm', () => {
  it('sends the message through the shop’s client and answers its reference', async () => {
    asked.length = 0;
    const result = await sendContactForm({ name: 'Rahim', contact: 'rahim@example.com', subject: 'Pens', message: 'Do you stock fountain pens?' });
    expect(asked).toEqual(['POST /api/contact/messages']);
    expect(result).toMatchObject({ ok: true, body: { reference: expect.stringMatching(/^CM-\d{8}-[A-Z0-9]{6}$/) } });
  });

  it('answers a 422 naming the field left empty', async () => {
    const result = await sendContactForm({ name: 'Rahim', contact: '', subject: 'Pens', message: 'Hello' });
    expect(result).toMatchObject({ ok: false, status: 422, error: { fieldErrors: { contact: expect.any(String) } } });
  });
});

describe('subscribeEmail', () => {
  it('subscribes a guest’s address through the shop’s client', async () => {
    asked.length = 0;
    const result = await subscribeEmail('reader@example.com');
    expect(asked).toEqual(['POST /api/emails/subscriptions']);
    expect(result).toEqual({ ok: true, status: expect.any(Number), body: { email: 'reader@example.com', subscriptionStatus: 'subscribed' } });
  });
});
