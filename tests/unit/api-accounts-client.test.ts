import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import {
  addWishlistItem,
  changePassword,
  changeSubscription,
  createAddress,
  createApiClient,
  deleteAddress,
  fetchCustomer,
  fetchSubscription,
  forgotPassword,
  removeWishlistItem,
  resetPassword,
  searchAddresses,
  searchWishlistItems,
  signIn,
  signOut,
  signUp,
  updateAddress,
  updateCustomer,
  type ApiClient,
} from '../../src/lib/api/index.ts';
import { resetLinkFromOutbox, send, tempOutbox } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The account calls of the browser client against the real reference API: contract, result codes
// of spec §8, and the session header.
const outbox = tempOutbox();
const api = useReferenceApi({ demoProducts: 5, outboxDir: outbox, smtpUrl: undefined });
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

/** A client holding its own session, as the browser's does through `$sessionToken`. */
function device(baseURL = api.origin) {
  let token: string | undefined;
  let signedOut = 0;
  const client: ApiClient = createApiClient({
    baseURL,
    apiKey: api.running.config.apiKeys[0]!,
    deviceId: 'unit-test',
    retryDelay: 1,
    getToken: () => token,
    onUnauthorized: () => (signedOut += 1),
  });
  return { client, setToken: (next: string | undefined) => (token = next), signedOut: () => signedOut };
}

let counter = 0;
const uniqueEmail = () => `client${++counter}-${Date.now()}@example.com`;

describe('signUp, signIn, fetchCustomer, signOut', () => {
  it('signs up (code ok, phone sent as +8801…), signs in elsewhere, reads the profile, signs out', async () => {
    const phone = device();
    const email = uniqueEmail();
    const created = await signUp(phone.client, { name: 'Rina', email, phone: '01712-345678', password: 'long enough' });
    expect(created.code).toBe('ok');
    if (!created.ok) throw new Error('sign-up failed');
    phone.setToken(created.body.user.authToken);
    const profile = await fetchCustomer(phone.client);
    expect(profile).toMatchObject({ code: 'ok', body: { email, phone: '+8801712345678', subscriptionStatus: 'unsubscribed' } });

    const laptop = device();
    const signedIn = await signIn(laptop.client, { email: email.toUpperCase(), password: 'long enough' });
    expect(signedIn.code).toBe('ok');

    expect((await signOut(phone.client)).ok).toBe(true);
    const after = await fetchCustomer(phone.client);
    expect(after.code).toBe('auth_error');
    expect(phone.signedOut()).toBe(1);
  });

  it('maps the answers of spec §8: duplicate_email, already_logedin, auth_error, network_error', async () => {
    const phone = device();
    const email = uniqueEmail();
    const created = await signUp(phone.client, { name: 'Rina', email, password: 'long enough' });
    expect((await signUp(device().client, { name: 'Other', email, password: 'long enough' })).code).toBe('duplicate_email');
    phone.setToken(created.ok ? created.body.user.authToken : undefined);
    expect((await signIn(phone.client, { email, password: 'long enough' })).code).toBe('already_logedin');
    expect((await signIn(device().client, { email, password: 'wrong password' })).code).toBe('auth_error');
    const offline = device('http://127.0.0.1:9');
    expect((await signIn(offline.client, { email, password: 'long enough' })).code).toBe('network_error');
  });

  it('answers bad input with the API’s 422 and its field errors (the browser ships no request schemas)', async () => {
    const result = await signUp(device().client, { name: 'Rina', email: uniqueEmail(), phone: '0171', password: 'short' });
    expect(result).toMatchObject({ ok: false, status: 422, code: 'auth_error' });
    if (result.ok) return;
    expect(Object.keys(result.error.fieldErrors).sort()).toEqual(['password', 'phone']);
    expect(result.error.fieldErrors['phone']).toBe('Enter a mobile number like 01712-345678');
  });
});

describe('password flows, profile and subscription', () => {
  it('forgot → reset with the link from the outbox → change with the new password', async () => {
    const phone = device();
    const email = uniqueEmail();
    const created = await signUp(phone.client, { name: 'Rina', email, password: 'long enough' });
    expect((await forgotPassword(device().client, email)).ok).toBe(true);
    const token = new URL(await resetLinkFromOutbox(outbox, email)).searchParams.get('token')!;
    expect((await resetPassword(device().client, token, 'reset secret 1')).ok).toBe(true);
    const laptop = device();
    const signedIn = await signIn(laptop.client, { email, password: 'reset secret 1' });
    laptop.setToken(signedIn.ok ? signedIn.body.user.authToken : undefined);
    expect((await changePassword(laptop.client, 'reset secret 1', 'changed secret 2')).ok).toBe(true);
    expect(created.ok && (await send(api, 'GET', '/api/customers', { token: created.body.user.authToken })).status).toBe(401);
  });

  it('updates the profile and the subscription', async () => {
    const phone = device();
    const email = uniqueEmail();
    const created = await signUp(phone.client, { name: 'Rina', email, password: 'long enough' });
    phone.setToken(created.ok ? created.body.user.authToken : undefined);
    expect(await updateCustomer(phone.client, { name: 'Rina Akter', phone: '01812 345678' })).toMatchObject({ ok: true, body: { name: 'Rina Akter', phone: '+8801812345678' } });
    expect(await changeSubscription(phone.client, email, true)).toMatchObject({ ok: true, body: { subscriptionStatus: 'subscribed' } });
    expect(await fetchSubscription(phone.client)).toMatchObject({ ok: true, body: { email, subscriptionStatus: 'subscribed' } });
  });
});

describe('addresses and wishlist', () => {
  it('creates, lists, updates and deletes an address', async () => {
    const phone = device();
    const created = await signUp(phone.client, { name: 'Rina', email: uniqueEmail(), password: 'long enough' });
    phone.setToken(created.ok ? created.body.user.authToken : undefined);
    const input = { label: 'Home', recipientName: 'Rina', phone: '01712-345678', divisionId: 6, districtId: 47, cityAreaId: 12, addressLine: 'Road 27' };
    const address = await createAddress(phone.client, input);
    if (!address.ok) throw new Error(address.error.message);
    expect(address).toMatchObject({ status: 201, body: { phone: '+8801712345678', areaName: 'Dhanmondi', isDefault: true } });
    expect(await searchAddresses(phone.client)).toMatchObject({ ok: true, body: { total: 1 } });
    expect(await updateAddress(phone.client, { id: address.body.id, ...input, postcode: '1209' })).toMatchObject({ ok: true, body: { postcode: '1209' } });
    expect((await deleteAddress(phone.client, address.body.id)).ok).toBe(true);
    expect(await deleteAddress(phone.client, address.body.id)).toMatchObject({ ok: false, status: 404 });
  });

  it('adds, lists and removes a wishlist item', async () => {
    const phone = device();
    const created = await signUp(phone.client, { name: 'Rina', email: uniqueEmail(), password: 'long enough' });
    phone.setToken(created.ok ? created.body.user.authToken : undefined);
    const product = (await send(api, 'GET', '/api/v3/items/joined?size=1')).json.list[0];
    const item = await addWishlistItem(phone.client, { itemId: product.id, skuCode: product.skus[0].code });
    if (!item.ok) throw new Error(item.error.message);
    expect(await searchWishlistItems(phone.client)).toMatchObject({ ok: true, body: { total: 1, size: 10, list: [item.body] } });
    expect((await removeWishlistItem(phone.client, item.body.wishlistId)).ok).toBe(true);
    expect(await searchWishlistItems(phone.client, { textParams: [{ field: 'itemId', value: 'x', matchType: 'equals' }] })).toMatchObject({ ok: false, status: 422 });
  });
});
