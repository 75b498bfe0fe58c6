import { defineConfig } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium } from './scripts/ensure-chromium.ts';

/*
 * E2E runs against the production build served like the CDN and the real reference API on a
 * fresh database (scripts/e2e-server.ts). Ports differ from `npm start` so both can run at once.
 * Setting E2E_BASE_URL (and E2E_API_URL) instead tests an already running site; no server starts.
 */
const sitePort = process.env['E2E_PORT'] ?? '4400';
const apiPort = process.env['E2E_API_PORT'] ?? '8800';
const external = process.env['E2E_BASE_URL'];
const baseURL = external ?? `http://127.0.0.1:${sitePort}`;
// Tests that call the API directly read it from here (workers inherit the environment).
process.env['E2E_API_URL'] ??= `http://127.0.0.1:${apiPort}`;
// The API's outbox (one .eml per e-mail): tests follow reset links from it. One folder per site port.
process.env['E2E_OUTBOX'] ??= join(tmpdir(), `storefront-e2e-outbox-${sitePort}`);
// The editor key of the API under test (editor.spec.ts signs in with it): random per run, never shipped.
process.env['E2E_EDITOR_KEY'] ??= randomBytes(18).toString('base64url');
// The build hook's secret of the site under test (releases.spec.ts asks it for the suite's one rebuild).
process.env['E2E_BUILD_HOOK_SECRET'] ??= randomBytes(18).toString('base64url');
const chromium = process.env['PLAYWRIGHT_CHROMIUM_PATH'] ?? findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: !!process.env['CI'],
  retries: process.env['CI'] ? 1 : 0,
  // A test that passes only on its retry is a failure of the run, not a pass (issue 23 §8): the
  // retry shows whether it is flaky, and a flaky test is fixed rather than waved through.
  failOnFlakyTests: !!process.env['CI'],
  workers: 2,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          ...(chromium ? { executablePath: chromium } : {}),
          args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
        },
      },
    },
  ],
  ...(external
    ? {}
    : {
        webServer: {
          // This Node, not whatever `node` is first on PATH: the scripts need Node 24.
          command: `"${process.execPath}" scripts/e2e-server.ts`,
          url: baseURL,
          env: { E2E_PORT: sitePort, E2E_API_PORT: apiPort },
          reuseExistingServer: false,
          timeout: 300_000, // it builds the whole site first
          stdout: 'pipe',
          stderr: 'pipe',
          // SIGTERM lets it close the servers and delete its temporary database.
          gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
        },
      }),
});
