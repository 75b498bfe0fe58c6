import { describe, expect, it } from 'vitest';
import { newCustomer, send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// E-mail subscriptions (issue 10 §3): a guest subscribes from the footer; only the owner of an
// address unsubscribes it or reads its status.
const api = useReferenceApi({ demoProducts: 5 });
const subscribe = (body: unknown, token?: string) => send(api, 'POST', '/api/emails/subscriptions', { body, token });

describe('POST /api/emails/subscriptions', () => {
  it('lets a guest subscribe any address, answering the normalised address as subscribed', async () => {
    const sent = await subscribe({ email: ' Guest@Example.com ', subscribed: true });
    expect(sent.status).toBe(200);
    expect(sent.json).toEqual({ email: 'guest@example.com', subscriptionStatus: 'subscribed' });
  });

  it('does not let a guest unsubscribe an address (401): only its signed-in owner may', async () => {
    expect((await subscribe({ email: 'guest@example.com', subscribed: false })).status).toBe(401);
  });

  it('lets a customer subscribe and unsubscribe their own address, and the profile follows', async () => {
    const customer = await newCustomer(api);
    expect((await subscribe({ email: customer.email, subscribed: true }, customer.token)).json.subscriptionStatus).toBe('subscribed');
    expect((await send(api, 'GET', '/api/customers', { token: customer.token })).json.subscriptionStatus).toBe('subscribed');
    expect((await subscribe({ email: customer.email, subscribed: false }, customer.token)).json.subscriptionStatus).toBe('unsubscribed');
    expect((await send(api, 'GET', '/api/customers', { token: customer.token })).json.subscriptionStatus).toBe('unsubscribed');
  });

  it('refuses a customer changing someone else’s address (422 on email)', async () => {
    const customer = await newCustomer(api);
    const sent = await subscribe({ email: 'someone-else@example.com', subscribed: false }, customer.token);
    expect(sent.status).toBe(422);
    expect(sent.json.errors.email).toBeDefined();
  });

  it.each([
    ['malformed JSON', '{"email":'],
    ['a string for subscribed', JSON.stringify({ email: 'a@example.com', subscribed: 'yes' })],
    ['an unknown field', JSON.stringify({ email: 'a@example.com', subscribed: true, list: 'all' })],
    ['a huge e-mail', JSON.stringify({ email: `${'a'.repeat(5000)}@example.com`, subscribed: true })],
  ])('refuses %s with a 422', async (_, body) => {
    expect((await subscribe(body)).status).toBe(422);
  });
});

describe('GET /api/emails/subscriptions', () => {
  it('answers 401 to a guest: who subscribes is not public', async () => {
    expect((await send(api, 'GET', '/api/emails/subscriptions?email=guest%40example.com')).status).toBe(401);
  });

  it('answers the customer’s own status, with or without ?email= naming it', async () => {
    const customer = await newCustomer(api);
    await subscribe({ email: customer.email, subscribed: true }, customer.token);
    const expected = { email: customer.email, subscriptionStatus: 'subscribed' };
    expect((await send(api, 'GET', '/api/emails/subscriptions', { token: customer.token })).json).toEqual(expected);
    const named = await send(api, 'GET', `/api/emails/subscriptions?email=${encodeURIComponent(customer.email.toUpperCase())}`, { token: customer.token });
    expect(named.json).toEqual(expected);
  });

  it('refuses another address or a malformed one with a 422', async () => {
    const customer = await newCustomer(api);
    expect((await send(api, 'GET', '/api/emails/subscriptions?email=other%40example.com', { token: customer.token })).status).toBe(422);
    expect((await send(api, 'GET', '/api/emails/subscriptions?email=nope', { token: customer.token })).status).toBe(422);
  });
});
