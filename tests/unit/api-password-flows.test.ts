import { readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { mailBody, newCustomer, outboxFiles, resetLinkFromOutbox, send, tempOutbox } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// Forgot, reset and change of passwords (issue 10 §3), against the real API, following the reset
// link from the `.eml` file the outbox mailer writes.
const outbox = tempOutbox();
// Resets per address raised: every test here asks from 127.0.0.1, so the limit of 10 an hour would depend on their number (api-rate-limits tests it).
const api = useReferenceApi({ demoProducts: 5, outboxDir: outbox, smtpUrl: undefined, siteUrl: 'https://shop.example', resetsPerHour: 1000 });
afterAll(() => rmSync(outbox, { recursive: true, force: true }));

const signIn = (email: string, password: string) => send(api, 'POST', '/api/signin/customers', { body: { email, password } });
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('POST /api/forgot', () => {
  it('answers byte-identically for a known and an unknown e-mail, and mails only the known one', async () => {
    const customer = await newCustomer(api);
    const before = outboxFiles(outbox).length;
    const known = await send(api, 'POST', '/api/forgot', { body: { email: customer.email } });
    const unknown = await send(api, 'POST', '/api/forgot', { body: { email: 'nobody-here@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.text).toBe(known.text);
    await resetLinkFromOutbox(outbox, customer.email); // written after the answer
    expect(outboxFiles(outbox)).toHaveLength(before + 1);
  });

  it('writes the e-mail in Bangla, with the Bangla reset page, when the shopper asked from a Bangla page (issue 24)', async () => {
    const customer = await newCustomer(api);
    await send(api, 'POST', '/api/forgot', { body: { email: customer.email }, headers: { 'Accept-Language': 'bn' } });
    const link = await resetLinkFromOutbox(outbox, customer.email);
    expect(link).toMatch(/^https:\/\/shop\.example\/bn\/reset-password\?token=[\w-]{43}$/);
    const mail = outboxFiles(outbox).map((file) => readFileSync(file, 'utf8')).filter((text) => text.includes(`To: ${customer.email}`)).at(-1)!;
    const body = mailBody(mail);
    expect(body).toContain('নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন');
    expect(body).toContain('৬০ মিনিটের মধ্যে');
  });

  it('writes the e-mail as an .eml file holding {SITE_URL}/reset-password?token=…, and logs its path, not the token', async () => {
    const logged = vi.spyOn(console, 'log');
    try {
      const customer = await newCustomer(api);
      await send(api, 'POST', '/api/forgot', { body: { email: customer.email } });
      const link = await resetLinkFromOutbox(outbox, customer.email);
      expect(link).toMatch(/^https:\/\/shop\.example\/reset-password\?token=[\w-]{43}$/);
      const lines = logged.mock.calls.map((call) => call.join(' '));
      const file = outboxFiles(outbox).at(-1)!;
      expect(lines.some((line) => line.includes(file))).toBe(true);
      expect(lines.some((line) => line.includes(tokenOf(link)) || line.includes(customer.email))).toBe(false);
      expect(readFileSync(file, 'utf8')).toMatch(/^Subject: Reset your Kolom password$/m);
    } finally {
      logged.mockRestore();
    }
  });

  it.each([['malformed JSON', '{'], ['an unknown field', JSON.stringify({ email: 'a@example.com', name: 'x' })], ['a bad e-mail', JSON.stringify({ email: 'nope' })]])(
    'refuses %s with a 422',
    async (_, body) => {
      expect((await send(api, 'POST', '/api/forgot', { body })).status).toBe(422);
    },
  );
});

describe('POST /api/auth/change with a reset token', () => {
  it('sets the new password once: the old one is refused, the new one accepted, every session ended', async () => {
    const customer = await newCustomer(api);
    await send(api, 'POST', '/api/forgot', { body: { email: customer.email } });
    const resetToken = tokenOf(await resetLinkFromOutbox(outbox, customer.email));
    const changed = await send(api, 'POST', '/api/auth/change', { body: { resetToken, newPassword: 'a brand new secret' } });
    expect(changed.status).toBe(200);
    expect((await signIn(customer.email, customer.password)).status).toBe(401);
    expect((await signIn(customer.email, 'a brand new secret')).status).toBe(200);
    expect((await send(api, 'GET', '/api/customers', { token: customer.token })).status).toBe(401);
  });

  it('refuses a reset token used a second time, with a field error', async () => {
    const customer = await newCustomer(api);
    await send(api, 'POST', '/api/forgot', { body: { email: customer.email } });
    const resetToken = tokenOf(await resetLinkFromOutbox(outbox, customer.email));
    expect((await send(api, 'POST', '/api/auth/change', { body: { resetToken, newPassword: 'first new secret' } })).status).toBe(200);
    const again = await send(api, 'POST', '/api/auth/change', { body: { resetToken, newPassword: 'second new secret' } });
    expect(again.status).toBe(422);
    expect(again.json.errors.resetToken).toEqual([expect.any(String)]);
    expect((await signIn(customer.email, 'first new secret')).status).toBe(200);
  });

  it.each([
    ['an unknown token', { resetToken: 'made-up', newPassword: 'long enough' }, 'resetToken'],
    ['a short new password', { resetToken: 'made-up', newPassword: 'short' }, 'newPassword'],
  ])('refuses %s with a 422', async (_, body, field) => {
    const sent = await send(api, 'POST', '/api/auth/change', { body });
    expect(sent.status).toBe(422);
    expect(sent.json.errors[field]).toBeDefined();
  });
});

describe('POST /api/auth/change with a session', () => {
  it('needs the current password, keeps this session and ends every other one', async () => {
    const customer = await newCustomer(api);
    const otherDevice = (await signIn(customer.email, customer.password)).json.user.authToken as string;
    const changed = await send(api, 'POST', '/api/auth/change', {
      token: customer.token,
      body: { currentPassword: customer.password, newPassword: 'changed secret 1' },
    });
    expect(changed.status).toBe(200);
    expect((await send(api, 'GET', '/api/customers', { token: customer.token })).status).toBe(200);
    expect((await send(api, 'GET', '/api/customers', { token: otherDevice })).status).toBe(401);
    expect((await signIn(customer.email, 'changed secret 1')).status).toBe(200);
  });

  it('answers a wrong current password with a 422 field error, not a 401 that would sign the shopper out', async () => {
    const customer = await newCustomer(api);
    const sent = await send(api, 'POST', '/api/auth/change', { token: customer.token, body: { currentPassword: 'wrong one', newPassword: 'changed secret 2' } });
    expect(sent.status).toBe(422);
    expect(sent.json.errors.currentPassword).toEqual([expect.any(String)]);
    expect((await signIn(customer.email, customer.password)).status).toBe(200);
  });

  it('answers 401 without a session or with a dead one, and 422 to malformed JSON or a mix of both forms', async () => {
    const customer = await newCustomer(api);
    const body = { currentPassword: 'x', newPassword: 'long enough' };
    expect((await send(api, 'POST', '/api/auth/change', { body })).status).toBe(401);
    expect((await send(api, 'POST', '/api/auth/change', { token: 'dead', body })).status).toBe(401);
    expect((await send(api, 'POST', '/api/auth/change', { token: customer.token, body: '{"currentPassword":' })).status).toBe(422);
    expect((await send(api, 'POST', '/api/auth/change', { body: '{"resetToken":' })).status).toBe(422);
    const mixed = await send(api, 'POST', '/api/auth/change', { token: customer.token, body: { ...body, resetToken: 'x' } });
    expect(mixed.status).toBe(422);
    expect(mixed.json.errors.currentPassword).toBeDefined();
  });

  it('takes a reset link from a shopper who is signed in on this device too (the client sends its token)', async () => {
    const customer = await newCustomer(api);
    await send(api, 'POST', '/api/forgot', { body: { email: customer.email } });
    const resetToken = tokenOf(await resetLinkFromOutbox(outbox, customer.email));
    const sent = await send(api, 'POST', '/api/auth/change', { token: customer.token, body: { resetToken, newPassword: 'reset while signed in' } });
    expect(sent.status).toBe(200);
    expect((await signIn(customer.email, 'reset while signed in')).status).toBe(200);
  });
});
