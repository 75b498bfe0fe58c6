import type { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach } from 'vitest';
import { createApp } from '../../../api/app.ts';
import { readConfig, type ApiConfig } from '../../../api/config.ts';
import { openDatabase } from '../../../api/db/open.ts';
import { createDeps } from '../../../api/deps.ts';
import type { MailMessage } from '../../../api/mail/mailer.ts';
import type { SmsMessage } from '../../../api/sms/sender.ts';

/** Where every test's clock starts. */
export const CLOCK_START = Date.parse('2026-06-01T10:00:00Z');

/** The settings of a clocked API: an in-memory database and the shop's own origin for links. */
// Cash orders place at once here; api-cod-confirmation.test.ts tests the code they ask for by default (issue 26 §3).
export const clockedConfig: ApiConfig = readConfig({}, { dbPath: ':memory:', port: 8787, siteUrl: 'https://shop.example', codConfirmation: 'off' });

/**
 * The reference API for rules that depend on time (sessions, reset links, rate limits, expiries):
 * the real app and database in memory, with a clock the test moves (`api.now += …`) instead of
 * waiting, and a mailer that keeps what it sends (`api.sent`). A request resolves once the work the
 * API does after answering it (a reset e-mail) has ended as well.
 */
export interface ClockedApi {
  /** "Now" for the API, in epoch milliseconds. */
  now: number;
  readonly clock: { now(): Date };
  readonly sent: MailMessage[];
  /** The text messages it sent (issue 26), oldest first. */
  readonly texts: SmsMessage[];
  readonly db: DatabaseSync;
  /** (Re)starts the app on `db` (a fresh in-memory one by default) with `settings`; the old database is closed. */
  start(db?: DatabaseSync, settings?: ApiConfig): void;
  /** A JSON request with the API key, from the client address `from` (what the Node server reads off the socket). */
  request(method: string, path: string, body?: unknown, options?: { headers?: Record<string, string>; from?: string }): Promise<Response>;
}

/**
 * A clocked API for the calling test file, fresh for every test: call it at the top level.
 * `seed` fills each new database (at the clock's start) before the app opens on it.
 */
export function useClockedApi(seed?: (db: DatabaseSync, now: Date) => void): ClockedApi {
  let db: DatabaseSync | undefined;
  let app: ReturnType<typeof createApp> | undefined;
  let deps: ReturnType<typeof createDeps> | undefined;
  const api: ClockedApi = {
    now: CLOCK_START,
    clock: { now: () => new Date(api.now) },
    sent: [],
    texts: [],
    get db() {
      if (!db) throw new Error('the clocked API has not started');
      return db;
    },
    start(database = openDatabase(':memory:'), settings = clockedConfig) {
      if (db && db !== database && db.isOpen) db.close();
      db = database;
      const mailer = { send: async (message: MailMessage) => void api.sent.push(message) };
      const sms = { send: async (message: SmsMessage) => void api.texts.push(message) };
      deps = createDeps(db, settings, { clock: api.clock, mailer, sms });
      app = createApp(deps);
    },

    async request(method, path, body, options = {}) {
      if (!app) throw new Error('the clocked API has not started');
      const headers = { 'X-API-KEY': clockedConfig.apiKeys[0]!, 'Content-Type': 'application/json', ...options.headers };
      const env = { incoming: { socket: { remoteAddress: options.from ?? '203.0.113.1' } } };
      const answer = await app.request(path, { method, headers, body: body === undefined ? null : JSON.stringify(body) }, env);
      // What the API does after an answer (a reset e-mail) has ended too, so a test reads its outcome at once.
      await deps!.background.drain();
      return answer;
    },
  };
  beforeEach(() => {
    api.now = CLOCK_START;
    api.sent.length = 0;
    api.texts.length = 0;
    const database = openDatabase(':memory:');
    seed?.(database, api.clock.now());
    api.start(database);
  });
  afterEach(() => {
    if (db?.isOpen) db.close();
    db = undefined;
    app = undefined;
    deps = undefined;
  });
  return api;
}
