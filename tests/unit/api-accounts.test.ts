import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { newCustomer, send, tempOutbox } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// Sign-up, sign-in, sign-out and the profile (issue 10 §3), against the real API and database.
const outbox = tempOutbox();
const api = useReferenceApi({ demoProducts: 5, outboxDir: outbox, smtpUrl: undefined });
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

describe('POST /api/signup', () => {
  it('creates the customer and signs in at once (201, the sign-in body, a normalised phone)', async () => {
    const sent = await send(api, 'POST', '/api/signup', {
      body: { name: '  Rina Akter ', email: ' Rina.New@Example.com ', phone: '01712-345678', password: 'long enough' },
    });
    expect(sent.status).toBe(201);
    expect(sent.json).toEqual({
      user: { userId: expect.any(Number), email: 'rina.new@example.com', name: 'Rina Akter', authToken: expect.stringMatching(/^[\w-]{43}$/) },
      profile: { name: 'Rina Akter', userId: sent.json.user.userId, imageUrl: null, subscriptionStatus: 'unsubscribed' },
    });
    const profile = await send(api, 'GET', '/api/customers', { token: sent.json.user.authToken });
    expect(profile.json).toMatchObject({ email: 'rina.new@example.com', phone: '+8801712345678' });
  });

  it('answers 409 to an e-mail already registered, whatever its case and spaces', async () => {
    const { email } = await newCustomer(api);
    const again = await send(api, 'POST', '/api/signup', { body: { name: 'Other', email: ` ${email.toUpperCase()} `, password: 'another password' } });
    expect(again.status).toBe(409);
    expect(again.json).toEqual({ message: expect.any(String) });
  });

  it.each([
    ['a short password', { password: 'short' }, 'password'],
    ['a landline phone', { phone: '02-9876543' }, 'phone'],
    ['a phone of an unassigned operator prefix', { phone: '01212345678' }, 'phone'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['an empty name', { name: '   ' }, 'name'],
    ['a huge name', { name: 'x'.repeat(10_000) }, 'name'],
    ['a number as name', { name: 42 }, 'name'],
    ['an unknown field', { isAdmin: true }, 'isAdmin'],
  ])('refuses %s with a 422 field error', async (_, change, field) => {
    const body = { name: 'Rina', email: 'rina.bad@example.com', password: 'long enough', ...change };
    const sent = await send(api, 'POST', '/api/signup', { body });
    expect(sent.status).toBe(422);
    expect(sent.json.errors[field]).toEqual([expect.any(String)]);
  });
});

describe('POST /api/signin/customers', () => {
  it('answers 200 with the user and a new token, different from the sign-up one', async () => {
    const customer = await newCustomer(api);
    const sent = await send(api, 'POST', '/api/signin/customers', { body: { email: customer.email.toUpperCase(), password: customer.password } });
    expect(sent.status).toBe(200);
    expect(sent.json.user).toMatchObject({ userId: customer.userId, email: customer.email });
    expect(sent.json.user.authToken).not.toBe(customer.token);
    expect((await send(api, 'GET', '/api/customers', { token: sent.json.user.authToken })).status).toBe(200);
  });

  it('answers byte-identical 401s to an unknown e-mail and a wrong password (no enumeration)', async () => {
    const customer = await newCustomer(api);
    const wrongPassword = await send(api, 'POST', '/api/signin/customers', { body: { email: customer.email, password: 'not the password' } });
    const unknownEmail = await send(api, 'POST', '/api/signin/customers', { body: { email: 'nobody@example.com', password: 'not the password' } });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(unknownEmail.text).toBe(wrongPassword.text);
    expect(unknownEmail.headers.get('content-length')).toBe(wrongPassword.headers.get('content-length'));
  });

  it('answers 409 when the request already carries a live session, and 200 when the token sent is dead', async () => {
    const customer = await newCustomer(api);
    const body = { email: customer.email, password: customer.password };
    expect((await send(api, 'POST', '/api/signin/customers', { token: customer.token, body })).status).toBe(409);
    expect((await send(api, 'POST', '/api/signin/customers', { token: 'stale-token', body })).status).toBe(200);
  });

  it.each([
    ['malformed JSON', '{"email": "a@b.c",'],
    ['an array', '[]'],
    ['a number as password', JSON.stringify({ email: 'a@example.com', password: 12345678 })],
    ['an unknown field', JSON.stringify({ email: 'a@example.com', password: 'x', remember: true })],
    ['a huge password', JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(100_000) })],
  ])('answers %s with a 422, never a 500', async (_, body) => {
    const sent = await send(api, 'POST', '/api/signin/customers', { body });
    expect(sent.status).toBe(422);
    expect(sent.json.message).toBe('Validation failed');
  });
});

describe('POST /api/auth/signout', () => {
  it('ends the session sent: the token is refused afterwards, and signing out again is still 200', async () => {
    const customer = await newCustomer(api);
    expect((await send(api, 'POST', '/api/auth/signout', { token: customer.token })).status).toBe(200);
    expect((await send(api, 'GET', '/api/customers', { token: customer.token })).status).toBe(401);
    expect((await send(api, 'POST', '/api/auth/signout', { token: customer.token })).status).toBe(200);
  });

  it('ends only that session: another device stays signed in', async () => {
    const customer = await newCustomer(api);
    const other = await send(api, 'POST', '/api/signin/customers', { body: { email: customer.email, password: customer.password } });
    await send(api, 'POST', '/api/auth/signout', { token: customer.token });
    expect((await send(api, 'GET', '/api/customers', { token: other.json.user.authToken })).status).toBe(200);
  });
});

describe('GET and PUT /api/customers', () => {
  it('answers 401 without a token or with an unknown one', async () => {
    expect((await send(api, 'GET', '/api/customers')).status).toBe(401);
    expect((await send(api, 'GET', '/api/customers', { token: 'x'.repeat(43) })).status).toBe(401);
    expect((await send(api, 'PUT', '/api/customers', { body: { name: 'Mallory' } })).status).toBe(401);
  });

  it('reads the profile with e-mail, phone and subscription status', async () => {
    const customer = await newCustomer(api, { phone: '+880 1812 345678' });
    const sent = await send(api, 'GET', '/api/customers', { token: customer.token });
    expect(sent.json).toEqual({
      userId: customer.userId,
      name: 'Rina Akter',
      email: customer.email,
      phone: '+8801812345678',
      signInPhone: null, // a contact phone typed at sign-up is not proven: it does not sign in
      imageUrl: null,
      subscriptionStatus: 'unsubscribed',
    });
  });

  it('replaces name and phone; a phone left out is cleared', async () => {
    const customer = await newCustomer(api, { phone: '01812345678' });
    const updated = await send(api, 'PUT', '/api/customers', { token: customer.token, body: { name: 'Rina A.', phone: '019 1234 5678' } });
    expect(updated.json).toMatchObject({ name: 'Rina A.', phone: '+8801912345678' });
    const cleared = await send(api, 'PUT', '/api/customers', { token: customer.token, body: { name: 'Rina A.' } });
    expect(cleared.json).toMatchObject({ name: 'Rina A.', phone: null });
  });

  it.each([
    ['malformed JSON', '{'],
    ['a bad phone', JSON.stringify({ name: 'Rina', phone: '12345' })],
    ['an unknown field', JSON.stringify({ name: 'Rina', email: 'new@example.com' })],
    ['no name', JSON.stringify({ phone: '01712345678' })],
  ])('refuses %s with a 422', async (_, body) => {
    const customer = await newCustomer(api);
    expect((await send(api, 'PUT', '/api/customers', { token: customer.token, body })).status).toBe(422);
  });
});

describe('every account route', () => {
  it.each([
    ['POST', '/api/signup'],
    ['POST', '/api/signin/customers'],
    ['POST', '/api/forgot'],
    ['POST', '/api/auth/change'],
    ['PUT', '/api/customers'],
    ['POST', '/api/emails/subscriptions'],
    ['POST', '/api/addresses'],
    ['POST', '/api/addresses/search'],
    ['PUT', '/api/addresses'],
    ['POST', '/api/wishlists/items'],
    ['POST', '/api/wishlists/items/search'],
  ])('answers malformed JSON to %s %s with a 422 JSON body, never a 500', async (method, path) => {
    // Sign-in answers a live session with 409 before reading the body; every other route needs one.
    const token = path === '/api/signin/customers' ? undefined : (await newCustomer(api)).token;
    for (const body of ['{', '"just a string"', 'null', '[1,2]']) {
      const sent = await send(api, method, path, { token, body });
      expect(sent.status, `${body}`).toBe(422);
      expect(sent.json.message).toBe('Validation failed');
    }
  });

  it.each([
    ['PUT', '/api/customers'],
    ['POST', '/api/addresses'],
    ['POST', '/api/addresses/search'],
    ['PUT', '/api/addresses'],
    ['DELETE', '/api/addresses?id=1'],
    ['POST', '/api/wishlists/items'],
    ['POST', '/api/wishlists/items/search'],
    ['DELETE', '/api/wishlists/items?id=1'],
    ['GET', '/api/emails/subscriptions'],
  ])('answers %s %s without a session with a 401', async (method, path) => {
    expect((await send(api, method, path, { body: method === 'GET' || method === 'DELETE' ? undefined : {} })).status).toBe(401);
  });
});
