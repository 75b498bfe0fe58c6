import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll } from 'vitest';
import type { ApiConfig } from '../../../api/config.ts';
import { startApi, type RunningApi } from '../../../api/server.ts';

/** The reference API a test file runs against, readable once `beforeAll` has run. */
export interface ReferenceApiFixture {
  /** The running server (replaced by `restart`). */
  readonly running: RunningApi;
  /** Where a client on this machine reaches it: the loopback address it binds to, not `localhost`. */
  readonly origin: string;
  /** Headers that pass the `X-API-KEY` check. */
  readonly keyHeaders: Record<string, string>;
  /** Stops the server, leaving the database in place (to test a client while the API is down). */
  stop(): Promise<void>;
  /** Starts it again on the same port and database. */
  restart(): Promise<void>;
  /** Runs `work` on a second connection to the API's database file (to read what it stored, or set a state up). */
  withDatabase<T>(work: (db: DatabaseSync) => T): T;
}

/**
 * Starts the real reference API for the calling test file: a free port, a fresh database seeded
 * with a small demo catalogue (120 products unless `overrides` says otherwise) in a temporary
 * folder; closed and deleted after the file's tests. Call it at the top level of a test file.
 * A test file signs up dozens of shoppers from 127.0.0.1, so the sign-up limit per address is
 * raised; api-rate-limits.test.ts tests the real one.
 */
export function useReferenceApi(overrides: Partial<ApiConfig> = {}): ReferenceApiFixture {
  // Uploads too (a file uploads hundreds of MB from 127.0.0.1): api-upload-quota.test.ts tests the real quota.
  // And what one customer may hold unpaid: tests buy up whole shelves to set stock up (api-hold-limits.test.ts tests the real bounds).
  const settings = {
    signUpsPerHour: 10_000,
    uploadQuota: { uploads: 100_000, bytes: 1024 ** 4, windowMs: 3_600_000 },
    holdLimits: { perSku: 1_000_000, unpaidOrders: 1_000_000, unpaidValue: 1_000_000_000 },
    // And cash orders place at once: api-cod-confirmation.test.ts tests the code they ask for by default (issue 26 §3).
    codConfirmation: 'off' as const,
    ...overrides,
  };
  let dir = '';
  let running: RunningApi | undefined;
  let stopped = false;
  const files = () => ({ dbPath: join(dir, 'shop.db'), mediaCacheDir: join(dir, 'media') });
  const current = () => {
    if (!running) throw new Error('The reference API starts in beforeAll: read it inside a test or hook');
    return running;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'reference-api-'));
    running = await startApi({ port: 0, demoProducts: 120, ...settings, ...files() });
  });
  afterAll(async () => {
    if (running && !stopped) await running.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  return {
    get running() {
      return current();
    },
    get origin() {
      return `http://${current().config.host}:${current().config.port}`;
    },
    get keyHeaders() {
      return { 'X-API-KEY': current().config.apiKeys[0]! };
    },
    async stop() {
      await current().close();
      stopped = true;
    },
    withDatabase(work) {
      const db = new DatabaseSync(current().config.dbPath);
      try {
        return work(db);
      } finally {
        db.close();
      }
    },
    async restart() {
      const { port } = current().config;
      if (!stopped) await current().close();
      running = await startApi({ ...settings, ...files(), port });
      stopped = false;
    },
  };
}
