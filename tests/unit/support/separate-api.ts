import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { launchApi, type ApiOverrides, type ApiProcess } from '../../../scripts/api-process.ts';
import type { ApiClient } from './accounts.ts';

const KEY = 'separate-api-test-key';

/**
 * The reference API in a process of its own (scripts/api-process.ts, as `npm start` runs it) for
 * the calling test file, on a fresh small database; closed and deleted after the file's tests.
 *
 * For what a client elsewhere measures, an answer's time above all: in the test's own process the
 * API's work after an answer (api/background.ts) runs on the event loop the client reads the
 * answer on, so it shows in the answer's time there, and nowhere a shopper or an attacker stands.
 */
export function useSeparateApi(overrides: ApiOverrides = {}): ApiClient {
  let dir = '';
  let api: ApiProcess | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'separate-api-'));
    api = await launchApi({
      port: 0,
      demoProducts: 5,
      apiKeys: [KEY],
      signUpsPerHour: 10_000,
      dbPath: join(dir, 'shop.db'),
      mediaCacheDir: join(dir, 'media'),
      ...overrides,
    });
  });
  afterAll(async () => {
    await api?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get origin() {
      if (!api) throw new Error('The API process starts in beforeAll: use it inside a test or hook');
      return api.url.replace('//localhost:', '//127.0.0.1:');
    },
    keyHeaders: { 'X-API-KEY': KEY },
  };
}
