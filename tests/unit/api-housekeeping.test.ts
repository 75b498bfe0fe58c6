import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { openDatabase } from '../../api/db/open.ts';
import { startHousekeeping, sweep } from '../../api/housekeeping.ts';
import { seedCheckout } from '../../api/seed/checkout.ts';
import { seedDemoData } from '../../api/seed/index.ts';
import { startApi } from '../../api/server.ts';
import { clockedConfig, useClockedApi } from './support/clocked-api.ts';
import { DHAKA_ADDRESS as DHAKA } from './support/shoppers.ts';

// What the API deletes once it can no longer be used (issue 11): idempotency records after 24
// hours, reset tokens once expired or used. On the real database with an injected clock.
const HOUR = 60 * 60 * 1000;

const api = useClockedApi((db, now) => {
  seedDemoData(db, { products: 5, now });
  seedCheckout(db, clockedConfig.delivery, now);
});
const { sent, clock } = api;

async function call(method: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await api.request(method, path, body, { headers });
  return { status: res.status, json: (await res.json()) as any };
}
const count = (table: string) => Number(api.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()!['n']);
const signUp = async (email: string) => (await call('POST', '/api/signup', { name: 'Rina', email, password: 'long enough' })).json.user.authToken as string;

describe('idempotency records', () => {
  async function placeTwice(hoursLater: number) {
    const token = await signUp('buyer@example.com');
    const addressId = (await call('POST', '/api/addresses', DHAKA, { 'X-AUTH-TOKEN': token })).json.id as number;
    const skuId = Number(api.db.prepare('SELECT id FROM skus WHERE stock >= 2 ORDER BY id').get()!['id']);
    const headers = { 'X-AUTH-TOKEN': token, 'Idempotency-Key': 'housekeeping-test-key-1' };
    const order = { items: [{ skuId, quantity: 1 }], addressId, paymentMethod: 'cash_on_delivery' };
    const first = await call('POST', '/api/checkouts', order, headers);
    api.now += hoursLater * HOUR;
    const swept = sweep(api.db, clock.now());
    return { first, swept, again: await call('POST', '/api/checkouts', order, headers) };
  }

  it('are kept for 24 hours: a sweep leaves them, and a replay gets the first order, not a second one', async () => {
    const { first, swept, again } = await placeTwice(24 - 1 / 3600);
    expect(first.status).toBe(201);
    expect(swept.checkoutAttempts).toBe(0);
    expect(again).toEqual(first);
    expect(count('sales')).toBe(1);
  });

  it('are deleted by a sweep at 24 hours: the same key is then a new attempt and places a new order', async () => {
    const { first, swept, again } = await placeTwice(24);
    expect(swept.checkoutAttempts).toBe(1);
    expect(again.status).toBe(201);
    expect(again.json.invoiceId).not.toBe(first.json.invoiceId);
    expect(count('sales')).toBe(2);
  });
});

describe('reset tokens', () => {
  const tokenMailedTo = (to: string) => new URL(/https:\S+/.exec(sent.findLast((message) => message.to === to)!.text)![0]).searchParams.get('token')!;
  const reset = (resetToken: string) => call('POST', '/api/auth/change', { resetToken, newPassword: 'a new password' });

  it('are deleted once expired or used; a live one survives the sweep and still works', async () => {
    for (const who of ['expired', 'live', 'used']) await signUp(`${who}@example.com`);
    await call('POST', '/api/forgot', { email: 'expired@example.com' });
    api.now += 30 * 60 * 1000;
    await call('POST', '/api/forgot', { email: 'live@example.com' });
    await call('POST', '/api/forgot', { email: 'used@example.com' });
    expect((await reset(tokenMailedTo('used@example.com'))).status).toBe(200);
    api.now += 31 * 60 * 1000;
    expect(sweep(api.db, clock.now()).passwordResets).toBe(2);
    expect(count('password_resets')).toBe(1);
    expect((await reset(tokenMailedTo('live@example.com'))).status).toBe(200);
  });
});

describe('the housekeeping timer', () => {
  const refTimers = () => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length;
  const staleAttempt = (customerId: number, key: string) =>
    api.db.prepare("INSERT INTO checkout_attempts (customer_id, key, request_hash, status, body, created_at) VALUES (?, ?, 'h', 201, '{}', ?)")
      .run(customerId, key, new Date(api.now - 25 * HOUR).toISOString());

  it('sweeps at once and on every tick, keeps no process alive, and stops when told', async () => {
    await signUp('timer@example.com');
    const customerId = Number(api.db.prepare('SELECT id FROM customers').get()!['id']);
    const before = refTimers();
    staleAttempt(customerId, 'stale-at-start');
    const stop = startHousekeeping(api.db, clock, 20);
    expect(count('checkout_attempts')).toBe(0);
    expect(refTimers()).toBe(before);
    staleAttempt(customerId, 'stale-on-a-tick');
    await vi.waitFor(() => expect(count('checkout_attempts')).toBe(0));
    stop();
    staleAttempt(customerId, 'stale-after-stop');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(count('checkout_attempts')).toBe(1);
  });

  it('runs in startApi, which sweeps the database it opens at once and stops the timer when closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'housekeeping-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const dbPath = join(dir, 'shop.db');
    const file = openDatabase(dbPath);
    const at = new Date(Date.now() - 25 * HOUR).toISOString();
    const customerId = file.prepare("INSERT INTO customers (email, name, password_hash, created_at, updated_at) VALUES ('old@example.com', 'Old', 'x', ?, ?)").run(at, at).lastInsertRowid;
    file.prepare("INSERT INTO checkout_attempts (customer_id, key, request_hash, status, body, created_at) VALUES (?, 'old-key', 'h', 201, '{}', ?)").run(customerId, at);
    file.prepare("INSERT INTO password_resets (customer_id, token_hash, expires_at) VALUES (?, 'old-hash', ?)").run(customerId, at);
    file.close();

    // Fake intervals only: the server's sockets stay real, and the test can count the API's timer.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    onTestFinished(() => void vi.useRealTimers());
    const before = vi.getTimerCount();
    const running = await startApi({ port: 0, dbPath, mediaCacheDir: join(dir, 'media'), outboxDir: join(dir, 'outbox'), demoProducts: 1 });
    // Housekeeping's timer (other jobs may run their own): every one of them stops with the server.
    expect(vi.getTimerCount()).toBeGreaterThan(before);
    const reader = new DatabaseSync(dbPath, { readOnly: true });
    const left = (table: string) => Number(reader.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get()!['n']);
    expect([left('checkout_attempts'), left('password_resets')]).toEqual([0, 0]);
    reader.close();
    await running.close();
    expect(vi.getTimerCount()).toBe(before);
  });
});
