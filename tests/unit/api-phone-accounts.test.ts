import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it, onTestFinished } from 'vitest';
import { migrations, sqlOf } from '../../api/db/migrations.ts';
import { openDatabase } from '../../api/db/open.ts';
import { useClockedApi } from './support/clocked-api.ts';

// A phone as a second way into an e-mail account, what an account made by phone can and cannot do
// (issue 26 §2), and the migration that lets an account have no e-mail.
const api = useClockedApi();
const PHONE = '+8801712345678';

const lastCode = (phone = PHONE) => /\b(\d{6})\b/.exec(api.texts.filter((text) => text.to === phone).at(-1)!.text)![1]!;
const withToken = (token: string) => ({ headers: { 'X-AUTH-TOKEN': token } });
async function emailCustomer(email: string): Promise<string> {
  const answer = await api.request('POST', '/api/signup', { name: 'Rina Akter', email, password: 'correct horse battery' });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { user: { authToken: string } }).user.authToken;
}
async function codeFor(phone: string): Promise<string> {
  expect((await api.request('POST', '/api/phone-codes', { phone })).status).toBe(202);
  return lastCode(phone);
}

describe('PUT /api/customers/phone', () => {
  it('adds a proven number to an e-mail account, which then signs in either way', async () => {
    const token = await emailCustomer('rina@example.com');
    const added = await api.request('PUT', '/api/customers/phone', { phone: '01712-345678', code: await codeFor(PHONE) }, withToken(token));
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ email: 'rina@example.com', phone: PHONE, signInPhone: PHONE });
    const byPhone = await api.request('POST', '/api/signin/phone', { phone: PHONE, code: await codeFor(PHONE) });
    expect(byPhone.status).toBe(200);
    expect(((await byPhone.json()) as { user: { email: string } }).user.email).toBe('rina@example.com');
    const byEmail = await api.request('POST', '/api/signin/customers', { email: 'rina@example.com', password: 'correct horse battery' });
    expect(byEmail.status).toBe(200);
  });

  it('refuses a number that signs in to another account (409, which keeps it), a wrong code (422) and a guest (401)', async () => {
    const first = await emailCustomer('first@example.com');
    expect((await api.request('PUT', '/api/customers/phone', { phone: PHONE, code: await codeFor(PHONE) }, withToken(first))).status).toBe(200);
    const second = await emailCustomer('second@example.com');
    const taken = await api.request('PUT', '/api/customers/phone', { phone: PHONE, code: await codeFor(PHONE) }, withToken(second));
    expect(taken.status).toBe(409);
    expect(api.db.prepare('SELECT email FROM customers WHERE sign_in_phone = ?').get(PHONE)).toEqual({ email: 'first@example.com' });
    const other = '+8801812345678';
    await codeFor(other);
    const wrong = await api.request('PUT', '/api/customers/phone', { phone: other, code: '000000' === lastCode(other) ? '111111' : '000000' }, withToken(second));
    expect(wrong.status).toBe(422);
    expect((await api.request('PUT', '/api/customers/phone', { phone: other, code: lastCode(other) })).status).toBe(401);
  });
});

describe('an account made with a phone', () => {
  async function phoneAccount(): Promise<string> {
    const answer = await api.request('POST', '/api/signin/phone', { phone: PHONE, code: await codeFor(PHONE), name: 'Karim' });
    expect(answer.status).toBe(201);
    return ((await answer.json()) as { user: { authToken: string } }).user.authToken;
  }

  it('has no password to change and no e-mail subscription to read, each said plainly', async () => {
    const token = await phoneAccount();
    const change = await api.request('POST', '/api/auth/change', { currentPassword: 'anything at all', newPassword: 'a new password' }, withToken(token));
    expect(change.status).toBe(422);
    expect(await change.json()).toMatchObject({ errors: { currentPassword: [expect.stringContaining('code sent to its phone')] } });
    expect((await api.request('GET', '/api/emails/subscriptions', undefined, withToken(token))).status).toBe(404);
    // It may still subscribe an address from the footer, as a guest does.
    const subscribed = await api.request('POST', '/api/emails/subscriptions', { email: 'karim@example.com', subscribed: true }, withToken(token));
    expect(subscribed.status).toBe(200);
  });

  it('can still be signed out, and its profile edited', async () => {
    const token = await phoneAccount();
    const edited = await api.request('PUT', '/api/customers', { name: 'Karim Uddin', phone: '01812345678' }, withToken(token));
    expect(await edited.json()).toMatchObject({ name: 'Karim Uddin', phone: '+8801812345678', signInPhone: PHONE, email: null });
    expect((await api.request('POST', '/api/auth/signout', undefined, withToken(token))).status).toBe(200);
    expect((await api.request('GET', '/api/customers', undefined, withToken(token))).status).toBe(401);
  });
});

describe('migration 16 (customers without e-mail)', () => {
  it('rebuilds the customers table keeping every customer, session, address and order that refers to it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'migration-16-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const path = join(dir, 'shop.db');
    const at = migrations.findIndex((migration) => sqlOf(migration).includes('CREATE TABLE customers_16'));
    const old = new DatabaseSync(path);
    old.exec('PRAGMA foreign_keys = ON');
    for (const migration of migrations.slice(0, at)) old.exec(sqlOf(migration));
    old.exec(`PRAGMA user_version = ${at}`);
    old.exec(`INSERT INTO customers (id, email, name, phone, password_hash, created_at, updated_at) VALUES (7, 'old@example.com', 'Old', NULL, 'scrypt$x', '2026-01-01', '2026-01-01')`);
    old.exec(`INSERT INTO sessions (customer_id, token_hash, created_at, last_used_at) VALUES (7, 'h', '2026-01-01', '2026-01-01')`);
    old.exec(`INSERT INTO wishlist_items (customer_id, item_id, sku_code, created_at) VALUES (7, 1, 'A', '2026-01-01')`);
    old.close();

    const db = openDatabase(path);
    onTestFinished(() => db.close());
    expect(db.prepare('SELECT id, email, sign_in_phone FROM customers').all()).toEqual([{ id: 7, email: 'old@example.com', sign_in_phone: null }]);
    expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 1 });
    expect(db.prepare('SELECT COUNT(*) AS n FROM wishlist_items').get()).toEqual({ n: 1 });
    expect(db.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
    // The references still hold: deleting the customer cascades as before.
    db.exec('DELETE FROM customers WHERE id = 7');
    expect(db.prepare('SELECT COUNT(*) AS n FROM sessions').get()).toEqual({ n: 0 });
    // An account needs an e-mail or a proven phone.
    expect(() => db.exec(`INSERT INTO customers (name, created_at, updated_at) VALUES ('Nobody', 'x', 'x')`)).toThrow(/CHECK constraint/);
  });
});
