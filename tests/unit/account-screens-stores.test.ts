import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import { sessionHooks, setApiClient } from '../../src/stores/api-client.ts';
import { $addressBook, inputOf, loadAddresses, makeDefaultAddress, removeAddress, saveAddress } from '../../src/stores/addresses.ts';
import { $currentUser, $profile, signedIn } from '../../src/stores/auth.ts';
import { $customer, loadCustomer, saveProfile, setSubscribed } from '../../src/stores/profile.ts';
import { $sessionToken } from '../../src/stores/session.ts';
import { newCustomer, send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The profile and address-book stores against the real reference API, signed in as a new customer.
const api = useReferenceApi({ demoProducts: 5 });
useTestStorageEngine();
beforeAll(() => {
  setApiClient(createApiClient({ baseURL: api.origin, apiKey: 'demo-storefront-key', deviceId: 'test', retryDelay: 1, ...sessionHooks }));
});
afterAll(() => setApiClient(undefined));
afterEach(() => {
  cleanTestStorage();
  cleanStores($addressBook, $customer, $currentUser, $profile, $sessionToken);
});

async function signInNew() {
  const customer = await newCustomer(api);
  const signIn = await send(api, 'POST', '/api/signin/customers', { body: { email: customer.email, password: customer.password } });
  signedIn(signIn.json);
  return { ...customer, token: signIn.json.user.authToken as string };
}

const cumilla = { label: 'Home', recipientName: 'Rina Akter', phone: '01712-345678', divisionId: 1, districtId: 1, upazilaId: 1, addressLine: 'House 12' };

describe('profile store', () => {
  it('loadCustomer reads e-mail and phone; saveProfile renames the stored user and profile too', async () => {
    const customer = await signInNew();
    await loadCustomer();
    expect($customer.get()).toMatchObject({ status: 'ready', customer: { email: customer.email, name: 'Rina Akter', phone: null } });
    const saved = await saveProfile({ name: 'Rina Begum', phone: '01812 345678' });
    expect(saved.ok && saved.body.phone).toBe('+8801812345678');
    expect($profile.get()?.name).toBe('Rina Begum');
    expect($currentUser.get()?.name).toBe('Rina Begum'); // the header greets by this one
  });

  it('setSubscribed changes the subscription and the stored profile follows', async () => {
    await signInNew();
    await loadCustomer();
    const result = await setSubscribed(true);
    expect(result.ok).toBe(true);
    expect($customer.get().customer?.subscriptionStatus).toBe('subscribed');
    expect($profile.get()?.subscriptionStatus).toBe('subscribed');
  });
});

describe('address-book store', () => {
  it('saves, lists default first, makes another the default and removes one, reading the list after each', async () => {
    await signInNew();
    const first = await saveAddress(cumilla);
    expect(first.ok && first.body.isDefault).toBe(true);
    await saveAddress({ ...cumilla, label: 'Office' });
    expect($addressBook.get().list.map((a) => a.label)).toEqual(['Home', 'Office']);
    const office = $addressBook.get().list[1]!;
    await makeDefaultAddress(office);
    expect($addressBook.get().list.map((a) => [a.label, a.isDefault])).toEqual([['Office', true], ['Home', false]]);
    await removeAddress(office.id);
    // The API hands the default to the remaining address; the list shows its choice.
    expect($addressBook.get().list.map((a) => [a.label, a.isDefault])).toEqual([['Home', true]]);
  });

  it('reloads the list when an address turns out to be gone (404)', async () => {
    const { token } = await signInNew();
    const saved = await saveAddress(cumilla);
    if (!saved.ok) throw new Error('not saved');
    await send(api, 'DELETE', `/api/addresses?id=${saved.body.id}`, { token });
    expect($addressBook.get().list).toHaveLength(1);
    const result = await saveAddress(inputOf(saved.body), saved.body.id);
    expect(result.status).toBe(404);
    expect($addressBook.get()).toMatchObject({ status: 'ready', list: [] });
  });

  it('keeps the list it showed when a reload fails, and says why', async () => {
    await signInNew();
    await loadAddresses();
    setApiClient(createApiClient({ baseURL: 'http://127.0.0.1:9', apiKey: 'k', deviceId: 't', retry: 0, ...sessionHooks }));
    await loadAddresses();
    setApiClient(createApiClient({ baseURL: api.origin, apiKey: 'demo-storefront-key', deviceId: 'test', retryDelay: 1, ...sessionHooks }));
    expect($addressBook.get()).toMatchObject({ status: 'ready', list: [], error: 'Connection error: Unable to reach the server.' });
  });
});
