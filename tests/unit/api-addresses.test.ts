import { describe, expect, it } from 'vitest';
import { MAX_ADDRESSES_PER_CUSTOMER } from '../../src/lib/contract/index.ts';
import { newCustomer, send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// Addresses (issue 10 §4), against the real API: only the caller's own, places checked against
// the Bangladesh data set, phones normalised.
const api = useReferenceApi({ demoProducts: 5 });

/** An address in Cumilla district (Chattagram division), upazila Debidwar. */
const home = {
  label: 'Home',
  recipientName: 'Rina Akter',
  phone: '01712-345678',
  divisionId: 1,
  districtId: 1,
  upazilaId: 1,
  addressLine: 'House 12, Road 3',
  postcode: '3500',
};
/** An address inside Dhaka city (Dhaka division 6, district 47, area Dhanmondi). */
const office = { label: 'Office', recipientName: 'Rina Akter', phone: '+880 1812 345678', divisionId: 6, districtId: 47, cityAreaId: 12, addressLine: 'Level 4, 27 Satmasjid Road' };

const create = (token: string, body: unknown) => send(api, 'POST', '/api/addresses', { token, body });
const list = (token: string, body: unknown = {}) => send(api, 'POST', '/api/addresses/search', { token, body });

describe('POST /api/addresses', () => {
  it('creates the address with the phone stored as +8801…, the places named, and the first one the default', async () => {
    const { token, userId } = await newCustomer(api);
    const sent = await create(token, home);
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({
      id: expect.any(Number),
      userId,
      label: 'Home',
      recipientName: 'Rina Akter',
      phone: '+8801712345678',
      divisionId: 1,
      districtId: 1,
      upazilaId: 1,
      cityAreaId: null,
      divisionName: 'Chattagram',
      districtName: 'Cumilla',
      areaName: 'Debidwar',
      addressLine: 'House 12, Road 3',
      postcode: '3500',
      isDefault: true,
      dateCreated: expect.any(String),
    });
  });

  it('stores a phone and a postcode typed in Bangla digits as the ASCII ones (issue 24 §7)', async () => {
    const { token } = await newCustomer(api);
    const sent = await create(token, { ...home, phone: '০১৭১২-৩৪৫৬৭৮', postcode: '৩৫০০' });
    expect(sent.status).toBe(201);
    expect(sent.json).toMatchObject({ phone: '+8801712345678', postcode: '3500' });
  });

  it('keeps a preset’s stable value (`home`, `office`) and a typed label, in either script, as sent', async () => {
    const { token } = await newCustomer(api);
    for (const label of ['home', 'office', 'নানুর বাসা']) {
      const sent = await create(token, { ...home, label });
      expect(sent.status, sent.text).toBe(201);
      expect(sent.json).toMatchObject({ label });
    }
  });

  it('takes a Dhaka city area instead of an upazila, and moves the default when asked', async () => {
    const { token } = await newCustomer(api);
    await create(token, home);
    const sent = await create(token, { ...office, isDefault: true });
    expect(sent.json).toMatchObject({ cityAreaId: 12, upazilaId: null, areaName: 'Dhanmondi', postcode: null, isDefault: true });
    const listed = await list(token);
    expect(listed.json.list.map((address: { label: string; isDefault: boolean }) => [address.label, address.isDefault])).toEqual([
      ['Office', true],
      ['Home', false],
    ]);
  });

  it.each([
    ['a district of another division', { districtId: 47 }, 'districtId'],
    ['an upazila of another district', { upazilaId: 365 }, 'upazilaId'],
    ['an unknown division', { divisionId: 9 }, 'divisionId'],
    ['a Dhaka city area outside Dhaka district', { upazilaId: null, cityAreaId: 3 }, 'cityAreaId'],
    ['both an upazila and a city area', { cityAreaId: 3 }, 'upazilaId'],
    ['neither an upazila nor a city area', { upazilaId: null }, 'upazilaId'],
    ['a landline phone', { phone: '02-9876543' }, 'phone'],
    ['a phone with prefix 012', { phone: '01212345678' }, 'phone'],
    ['a 5-digit postcode', { postcode: '12345' }, 'postcode'],
    ['a huge address line', { addressLine: 'x'.repeat(5000) }, 'addressLine'],
    ['an id as text', { divisionId: '1' }, 'divisionId'],
    ['an unknown field', { customerId: 1 }, 'customerId'],
  ])('refuses %s with a 422 on the field', async (_, change, field) => {
    const { token } = await newCustomer(api);
    const sent = await create(token, { ...home, ...change });
    expect(sent.status).toBe(422);
    expect(sent.json.errors[field]).toEqual([expect.any(String)]);
  });

  it('refuses malformed JSON with a 422 and a request without a session with a 401', async () => {
    const { token } = await newCustomer(api);
    expect((await create(token, '{"label":')).status).toBe(422);
    expect((await send(api, 'POST', '/api/addresses', { body: home })).status).toBe(401);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_CUSTOMER} addresses per customer`, async () => {
    const { token } = await newCustomer(api);
    for (let i = 0; i < MAX_ADDRESSES_PER_CUSTOMER; i++) await create(token, { ...home, label: `Place ${i}` });
    const sent = await create(token, home);
    expect(sent.status).toBe(422);
    expect(sent.json.errors['_']).toBeDefined();
  });
});

describe('POST /api/addresses/search', () => {
  it('lists only the caller’s addresses, paged', async () => {
    const rina = await newCustomer(api);
    const karim = await newCustomer(api);
    await create(rina.token, home);
    await create(rina.token, office);
    await create(karim.token, home);
    const page = await list(rina.token, { page: 2, size: 1 });
    expect(page.json).toMatchObject({ total: 2, page: 2, size: 1 });
    expect(page.json.list).toHaveLength(1);
    expect((await list(karim.token)).json.total).toBe(1);
  });

  it('accepts an empty body; refuses unknown fields and bad paging with a 422', async () => {
    const { token } = await newCustomer(api);
    expect((await send(api, 'POST', '/api/addresses/search', { token })).status).toBe(200);
    expect((await list(token, { userId: 1 })).status).toBe(422);
    expect((await list(token, { size: 1000 })).status).toBe(422);
    expect((await list(token, '[')).status).toBe(422);
  });
});

describe('PUT and DELETE /api/addresses', () => {
  it('replaces the caller’s address', async () => {
    const { token } = await newCustomer(api);
    const { id } = (await create(token, home)).json;
    const sent = await send(api, 'PUT', '/api/addresses', { token, body: { id, ...office, label: 'Work' } });
    expect(sent.status).toBe(200);
    expect(sent.json).toMatchObject({ id, label: 'Work', areaName: 'Dhanmondi', phone: '+8801812345678' });
  });

  it('answers 404 to another customer’s address id, and leaves that address alone', async () => {
    const rina = await newCustomer(api);
    const mallory = await newCustomer(api);
    const { id } = (await create(rina.token, home)).json;
    expect((await send(api, 'PUT', '/api/addresses', { token: mallory.token, body: { id, ...home, label: 'Mine now' } })).status).toBe(404);
    expect((await send(api, 'DELETE', `/api/addresses?id=${id}`, { token: mallory.token })).status).toBe(404);
    expect((await list(rina.token)).json.list).toEqual([expect.objectContaining({ id, label: 'Home' })]);
  });

  it('deletes an address; when the default goes, the newest remaining one becomes the default', async () => {
    const { token } = await newCustomer(api);
    const first = (await create(token, home)).json;
    await create(token, { ...home, label: 'Parents' });
    expect((await send(api, 'DELETE', `/api/addresses?id=${first.id}`, { token })).status).toBe(200);
    expect((await list(token)).json.list).toEqual([expect.objectContaining({ label: 'Parents', isDefault: true })]);
    expect((await send(api, 'DELETE', `/api/addresses?id=${first.id}`, { token })).status).toBe(404);
  });

  it.each(['', '?id=abc', '?id=0', '?id=1e3'])('refuses DELETE %s with a 422', async (query) => {
    const { token } = await newCustomer(api);
    expect((await send(api, 'DELETE', `/api/addresses${query}`, { token })).status).toBe(422);
  });

  it('refuses a PUT without an id or with malformed JSON with a 422', async () => {
    const { token } = await newCustomer(api);
    expect((await send(api, 'PUT', '/api/addresses', { token, body: home })).status).toBe(422);
    expect((await send(api, 'PUT', '/api/addresses', { token, body: '{' })).status).toBe(422);
  });
});
