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
 * For what a client elsewhere measures, an answer's own time above all: in the test's own process
 * the API's work after an answer (api/background.ts) runs on the event loop the client reads the
 * answer on, so it shows in that answer's time, as it does for no client in another process. (That
 * work still delays whatever request the API takes next; an answer's time does not show that.)
 *
 * Mail and text messages go to the outbox whatever the machine's environment says (SMTP_URL,
 * SMS_API_*): a test never sends real ones.
 */
export function useSeparateApi(overrides: ApiOverrides = {}): ApiClient {
  let dir = '';
  let api: ApiProcess | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'separate-api-'));
    const outboxDir = overrides.outboxDir ?? join(dir, 'outbox');
    api = await launchApi({
      port: 0,
      demoProducts: 5,
      apiKeys: [KEY],
      editorKey: 'separate-api-test-editor-key',
      signUpsPerHour: 10_000,
      dbPath: join(dir, 'shop.db'),
      mediaCacheDir: join(dir, 'media'),
      smtpUrl: undefined,
      sms: { outboxDir: join(outboxDir, 'sms') },
      ...overrides,
      outboxDir,
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
