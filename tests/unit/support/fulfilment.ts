import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, expect } from 'vitest';
import { createApp } from '../../../api/app.ts';
import type { ApiConfig } from '../../../api/config.ts';
import { openDatabase } from '../../../api/db/open.ts';
import { createDeps, type ApiDeps } from '../../../api/deps.ts';
import type { MailMessage } from '../../../api/mail/mailer.ts';
import { seedCheckout } from '../../../api/seed/checkout.ts';
import { seedDemoData } from '../../../api/seed/index.ts';
import { CLOCK_START, clockedConfig } from './clocked-api.ts';
import { DHAKA_ADDRESS } from './shoppers.ts';

/*
 * Orders followed to the door (issue 26 §4) on the real app and a fresh database in memory for
 * every test, with a clock the test moves (`api.now += …`), as clocked-api.ts does, but with the
 * real SMS sender writing to a temporary SMS outbox (read back as JSON files): an editor key,
 * e-mails kept in `api.sent`, shoppers placing real orders. Every request resolves once the work
 * after its answer (the notices) has ended. Call at a test file's top level.
 */

export const EDITOR_KEY = 'fulfilment-editor-key-0123456789abcdef';

/** An answer: its status and JSON body. */
export interface Answer {
  status: number;
  json: any;
}

/** A shopper: their token, address, and e-mail. */
export interface Buyer {
  token: string;
  addressId: number;
  email: string;
}

export function useFulfilmentApi(settings: Partial<ApiConfig> = {}) {
  let db: DatabaseSync | undefined;
  let deps: ApiDeps | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  let smsDir = '';
  let signUps = 0;
  const api = {
    /** "Now" for the API, in epoch milliseconds. */
    now: CLOCK_START,
    /** The e-mails it sent, oldest first. */
    sent: [] as MailMessage[],
    get db(): DatabaseSync {
      return db ?? expect.unreachable('the API starts in beforeEach');
    },
  };
  const clock = { now: () => new Date(api.now) };
  const mailer = { send: async (message: MailMessage) => void api.sent.push(message) };

  /** (Re)starts the app on the same database with the file's settings and `more`. */
  function configure(more: Partial<ApiConfig> = {}) {
    const config: ApiConfig = {
      ...clockedConfig,
      editorKey: EDITOR_KEY,
      sms: { outboxDir: smsDir },
      signUpsPerHour: 10_000,
      holdLimits: { perSku: 1_000, unpaidOrders: 1_000, unpaidValue: 1_000_000_000 },
      ...settings,
      ...more,
    };
    deps = createDeps(api.db, config, { clock, mailer });
    app = createApp(deps);
  }
  beforeEach(() => {
    api.now = CLOCK_START;
    api.sent.length = 0;
    smsDir = mkdtempSync(join(tmpdir(), 'fulfilment-sms-'));
    db = openDatabase(':memory:');
    seedDemoData(db, { products: 8, now: clock.now() });
    seedCheckout(db, clockedConfig.delivery, clock.now());
    configure();
  });
  afterEach(() => {
    if (db?.isOpen) db.close();
    db = deps = app = undefined;
    rmSync(smsDir, { recursive: true, force: true });
  });

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
    if (!app || !deps) throw new Error('the API starts in beforeEach');
    const init = { method, headers: { 'X-API-KEY': clockedConfig.apiKeys[0]!, 'Content-Type': 'application/json', ...headers }, body: body === undefined ? null : JSON.stringify(body) };
    const answer = await app.request(path, init, { incoming: { socket: { remoteAddress: '203.0.113.1' } } });
    // The notices sent after the answer have been written too, so a test reads them at once.
    await deps.background.drain();
    const text = await answer.text();
    return { status: answer.status, json: text ? JSON.parse(text) : undefined };
  }
  /** An editor request with the editor key, another key, or (`null`) none. */
  const editor = (method: string, path: string, body?: unknown, key: string | null = EDITOR_KEY) =>
    call(method, `/api/editor${path}`, body, key === null ? {} : { Authorization: `Bearer ${key}` });
  const move = (saleId: number, body: object) => editor('POST', `/orders/${saleId}/moves`, body);
  const asShopper = (who: Buyer, method: string, path: string, body?: unknown) => call(method, path, body, { 'X-AUTH-TOKEN': who.token });

  /** A new shopper with one Dhaka address. */
  async function shopper(): Promise<Buyer> {
    signUps += 1;
    const email = `buyer${signUps}@example.com`;
    const signedUp = await call('POST', '/api/signup', { name: 'Rina Akter', email, password: 'correct horse battery' });
    expect(signedUp.status, JSON.stringify(signedUp.json)).toBe(201);
    const token = signedUp.json.user.authToken as string;
    const address = await call('POST', '/api/addresses', DHAKA_ADDRESS, { 'X-AUTH-TOKEN': token });
    expect(address.status, JSON.stringify(address.json)).toBe(201);
    return { token, addressId: address.json.id, email };
  }

  /** A sku with at least `min` units in stock. */
  const skuInStock = (min = 5): number => Number(api.db.prepare('SELECT id FROM skus WHERE stock >= ? ORDER BY id LIMIT 1').get(min)!['id']);
  const stockOf = (skuId: number): number => Number(api.db.prepare('SELECT stock FROM skus WHERE id = ?').get(skuId)!['stock']);

  /** Places an order of `quantity` of `skuId` for `who`, cash on delivery unless said otherwise. */
  async function place(who: Buyer, skuId = skuInStock(), quantity = 1, paymentMethod = 'cash_on_delivery') {
    const placed = await call('POST', '/api/checkouts', { items: [{ skuId, quantity }], addressId: who.addressId, paymentMethod }, { 'X-AUTH-TOKEN': who.token, 'Idempotency-Key': `test-${randomUUID()}` });
    expect(placed.status, JSON.stringify(placed.json)).toBe(201);
    return placed.json as { saleId: number; invoiceId: string; total: number; status: string };
  }

  /** Moves `saleId` through `moves` (a ship names a courier and a tracking number), each expected to succeed. */
  async function walk(saleId: number, ...moves: string[]) {
    for (const name of moves) {
      const body = name === 'ship' ? { move: name, courier: 'Pathao', trackingNumber: 'PTH-77881' } : name === 'cancel' ? { move: name, reason: 'Out of stock' } : { move: name };
      const moved = await move(saleId, body);
      expect(moved.status, `${name}: ${JSON.stringify(moved.json)}`).toBe(200);
    }
  }

  /** The order's moves as stored, oldest first. */
  const events = (saleId: number) =>
    api.db.prepare('SELECT status, at, actor, note, reason, courier, tracking_number FROM sale_events WHERE sale_id = ? ORDER BY id').all(saleId).map((row) => ({ ...row }));

  /** The text messages in the SMS outbox, oldest first. */
  const texts = (): { to: string; text: string }[] =>
    existsSync(smsDir) ? readdirSync(smsDir).filter((name) => name.endsWith('.json')).sort().map((name) => JSON.parse(readFileSync(join(smsDir, name), 'utf8'))) : [];

  return { api, configure, call, editor, move, asShopper, shopper, skuInStock, stockOf, place, walk, events, texts };
}
