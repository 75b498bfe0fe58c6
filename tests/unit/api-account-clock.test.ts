import { describe, expect, it } from 'vitest';
import { useClockedApi } from './support/clocked-api.ts';

// Rules that depend on time (idle sessions, reset links, sign-in limits), on the real database
// with an injected clock: the test moves "now" instead of waiting.
const DAY = 24 * 60 * 60 * 1000;
const api = useClockedApi();
const { sent } = api;

/** A request from the client address `from`, with the customer's token when given. */
function call(method: string, path: string, body?: unknown, extra: { token?: string; from?: string } = {}) {
  return api.request(method, path, body, { headers: extra.token ? { 'X-AUTH-TOKEN': extra.token } : {}, ...(extra.from ? { from: extra.from } : {}) });
}

async function signUp(email: string, password = 'long enough') {
  const res = await call('POST', '/api/signup', { name: 'Rina', email, password });
  return ((await res.json()) as { user: { authToken: string } }).user.authToken;
}
const profileStatus = async (token: string) => (await call('GET', '/api/customers', undefined, { token })).status;
const signIn = (email: string, password: string, from?: string) => call('POST', '/api/signin/customers', { email, password }, from ? { from } : {});

describe('sessions', () => {
  it('expire after 30 days without use (401), and each use starts the 30 days again', async () => {
    const token = await signUp('idle@example.com');
    api.now += 29 * DAY;
    expect(await profileStatus(token)).toBe(200);
    api.now += 29 * DAY;
    expect(await profileStatus(token)).toBe(200);
    api.now += 30 * DAY + 1000;
    expect(await profileStatus(token)).toBe(401);
    api.now -= 30 * DAY; // and a dead session stays dead: it was deleted
    expect(await profileStatus(token)).toBe(401);
  });

  it('are stored only as SHA-256 hashes', async () => {
    const token = await signUp('hashed@example.com');
    const stored = api.db.prepare('SELECT token_hash FROM sessions').all().map((row) => row['token_hash']);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toContain(token);
  });
});

describe('reset links', () => {
  const resetToken = () => new URL(/https:\S+/.exec(sent.at(-1)!.text)![0]).searchParams.get('token')!;

  it('work within 60 minutes and are refused after', async () => {
    await signUp('late@example.com');
    await call('POST', '/api/forgot', { email: 'late@example.com' });
    const first = resetToken();
    api.now += 59 * 60 * 1000;
    expect((await call('POST', '/api/auth/change', { resetToken: first, newPassword: 'within the hour' })).status).toBe(200);
    await call('POST', '/api/forgot', { email: 'late@example.com' });
    const second = resetToken();
    api.now += 60 * 60 * 1000 + 1;
    expect((await call('POST', '/api/auth/change', { resetToken: second, newPassword: 'too late now' })).status).toBe(422);
  });

  it('are mailed only for existing accounts, and stored hashed', async () => {
    await call('POST', '/api/forgot', { email: 'ghost@example.com' });
    expect(sent).toHaveLength(0);
    await signUp('real@example.com');
    await call('POST', '/api/forgot', { email: 'real@example.com' });
    expect(sent.map((message) => message.to)).toEqual(['real@example.com']);
    const stored = api.db.prepare('SELECT token_hash FROM password_resets').get()!['token_hash'];
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(resetToken());
  });
});

describe('sign-in limits', () => {
  it('answer 429 with Retry-After after 5 failures for one e-mail from one address, even with the right password, until the window passes', async () => {
    await signUp('target@example.com', 'the real password');
    for (let i = 0; i < 5; i++) expect((await signIn('target@example.com', `guess ${i}`, '198.51.100.1')).status).toBe(401);
    api.now += 60 * 1000;
    const locked = await signIn('target@example.com', 'the real password', '198.51.100.1');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe(String(14 * 60));
    expect((await locked.json()) as object).toEqual({ message: expect.stringContaining('14 minutes') });
    api.now += 14 * 60 * 1000;
    expect((await signIn('target@example.com', 'the real password', '198.51.100.1')).status).toBe(200);
  });

  it('never lock the owner out from their own address: 5 wrong passwords from elsewhere leave the right one working (issue 22 §2)', async () => {
    await signUp('owner@example.com', 'the real password');
    for (let i = 0; i < 5; i++) expect((await signIn('owner@example.com', `guess ${i}`, '198.51.100.66')).status).toBe(401);
    expect((await signIn('owner@example.com', 'guess 6', '198.51.100.66')).status).toBe(429);
    expect((await signIn('owner@example.com', 'the real password', '203.0.113.5')).status).toBe(200);
  });

  it('slow an e-mail down after 10 failures from anywhere: each next try waits 1 s, 2 s, 4 s … after the last, at most a minute', async () => {
    await signUp('slowed@example.com', 'the real password');
    for (let i = 0; i < 10; i++) expect((await signIn('slowed@example.com', `guess ${i}`, `192.0.2.${100 + i}`)).status).toBe(401);
    const waits: string[] = [];
    for (let i = 0; i < 8; i++) {
      const early = await signIn('slowed@example.com', 'too soon', `192.0.2.${120 + i}`);
      expect(early.status).toBe(429);
      waits.push(early.headers.get('retry-after')!);
      api.now += Number(early.headers.get('retry-after')) * 1000;
      expect((await signIn('slowed@example.com', `late guess ${i}`, `192.0.2.${120 + i}`)).status).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '60', '60']);
    // The owner is slowed, never shut out: after the wait, the right password works.
    api.now += 60 * 1000;
    expect((await signIn('slowed@example.com', 'the real password', '203.0.113.9')).status).toBe(200);
  });

  it('let a password reset always work: the new password signs in at once from the address that had failed', async () => {
    await signUp('forgetful@example.com', 'the old password');
    for (let i = 0; i < 5; i++) await signIn('forgetful@example.com', `guess ${i}`, '198.51.100.77');
    for (let i = 0; i < 6; i++) await signIn('forgetful@example.com', `other ${i}`, `192.0.2.${200 + i}`);
    expect((await signIn('forgetful@example.com', 'the old password', '198.51.100.77')).status).toBe(429);
    expect((await call('POST', '/api/forgot', { email: 'forgetful@example.com' }, { from: '198.51.100.77' })).status).toBe(200);
    const token = new URL(/https:\S+/.exec(sent.at(-1)!.text)![0]).searchParams.get('token')!;
    expect((await call('POST', '/api/auth/change', { resetToken: token, newPassword: 'a brand new one' }, { from: '198.51.100.77' })).status).toBe(200);
    expect((await signIn('forgetful@example.com', 'a brand new one', '198.51.100.77')).status).toBe(200);
  });

  it('let the shop’s page read Retry-After across origins', async () => {
    for (let i = 0; i < 5; i++) await signIn('cors@example.com', `guess ${i}`);
    const res = await api.request('POST', '/api/signin/customers', { email: 'cors@example.com', password: 'again' }, { headers: { Origin: 'http://localhost:4321' } });
    expect(res.status).toBe(429);
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('lock an unknown e-mail the same way, so a lock-out does not tell which addresses have accounts', async () => {
    for (let i = 0; i < 5; i++) await signIn('nobody@example.com', `guess ${i}`);
    const res = await signIn('nobody@example.com', 'guess 6');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(15 * 60));
  });

  it('answer 429 after 20 failures from one client address, whatever the e-mails, and not to another address', async () => {
    await signUp('victim@example.com', 'the real password');
    for (let i = 0; i < 20; i++) expect((await signIn(`spray${i}@example.com`, 'password1', '192.0.2.7')).status).toBe(401);
    const blocked = await signIn('victim@example.com', 'the real password', '192.0.2.7');
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn('victim@example.com', 'the real password', '192.0.2.8')).status).toBe(200);
  });

  it('count failures only within 15 minutes', async () => {
    for (let i = 0; i < 4; i++) await signIn('slow@example.com', `guess ${i}`);
    api.now += 15 * 60 * 1000 + 1;
    for (let i = 0; i < 4; i++) expect((await signIn('slow@example.com', `guess ${i}`)).status).toBe(401);
  });

  it('apply to the current password of a password change too', async () => {
    const token = await signUp('changer@example.com', 'the real password');
    for (let i = 0; i < 5; i++) await call('POST', '/api/auth/change', { currentPassword: `guess ${i}`, newPassword: 'whatever new' }, { token });
    const res = await call('POST', '/api/auth/change', { currentPassword: 'the real password', newPassword: 'whatever new' }, { token });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe(String(15 * 60));
  });
});
