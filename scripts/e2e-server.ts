import { lstat, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeExit, launchApi, type ApiProcess } from './api-process.ts';
import { buildSite } from './build.ts';
import { createReleasedSite, type ReleasedSite } from './releases/site.ts';
import { serveStatic, type StaticServer } from './serve-static.ts';

/**
 * What Playwright's `webServer` runs: the reference API on a fresh temporary database, the site
 * built against it, and `dist/` served like the CDN. Exits non-zero on any failure so the test run
 * stops at once instead of waiting for the start-up timeout. The API runs in a process of its own,
 * as `npm start` runs it (scripts/api-process.ts): the tests see the shape production has.
 */
const root = fileURLToPath(new URL('..', import.meta.url));
const sitePort = Number(process.env['E2E_PORT'] ?? 4400);
const apiPort = Number(process.env['E2E_API_PORT'] ?? 8800);
const host = '127.0.0.1';
/** Its own output folder, so a concurrent `npm start` build cannot swap pages under the tests. */
const E2E_DIST = process.env['E2E_DIST'] ?? 'dist-e2e';

process.chdir(root); // `buildSite` runs Astro from the project root.
const dataDir = await mkdtemp(join(tmpdir(), 'storefront-e2e-'));
let api: ApiProcess | undefined;
let site: StaticServer | undefined;
let releases: ReleasedSite | undefined;
/** Set (playwright.config.ts): the site is served from releases with the build hook, as `npm start` serves it. */
const hookSecret = process.env['E2E_BUILD_HOOK_SECRET'];
delete process.env['E2E_BUILD_HOOK_SECRET']; // the builds inherit the environment and need no secret
let stopping: Promise<never> | undefined;

/** Stops everything once; a second call (the API process ending during a stop) waits for the first. */
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    // The API process has closed its database (and exited) before its folder is deleted.
    await Promise.allSettled([site?.close(), releases?.close(), api?.close()]);
    await rm(dataDir, { recursive: true, force: true });
    const outbox = process.env['E2E_OUTBOX'];
    if (outbox) await rm(outbox, { recursive: true, force: true });
    return process.exit(code);
  })();
  return stopping;
}

process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  // The settings go to the API process over its IPC channel, as one object: every override here reaches it.
  api = await launchApi({
    host,
    port: apiPort,
    publicUrl: `http://${host}:${apiPort}`,
    // The gateway's returns are sent (303) to the result pages of the site under test.
    siteUrl: `http://${host}:${sitePort}`,
    dbPath: join(dataDir, 'shop.db'),
    mediaCacheDir: join(dataDir, 'media'),
    // Where tests read the e-mails the API "sends" (a reset link); set by playwright.config.ts.
    outboxDir: process.env['E2E_OUTBOX'] ?? join(dataDir, 'outbox'),
    // Only the site under test may call it from a page, as in production.
    corsOrigins: [`http://${host}:${sitePort}`],
    // The suite signs up dozens of shoppers from one address: far past the hourly limit a shop needs.
    signUpsPerHour: 10_000,
    // …asks for dozens of one-time codes from it (api/accounts/limits.ts; api-phone-sign-in tests the real limits)…
    phoneCodes: { perClientPerHour: 10_000, perMinute: 10_000 },
    // …and uploads receipts from it (api/uploads/quota.ts).
    uploadQuota: { uploads: 100_000, bytes: 1024 ** 4, windowMs: 3_600_000 },
    // The editor screen's tests sign in with it (editor.spec.ts); set by playwright.config.ts.
    ...(process.env['E2E_EDITOR_KEY'] ? { editorKey: process.env['E2E_EDITOR_KEY'] } : {}),
  }, {
    // The tests cannot pass without it: stop at once rather than fail them one by one.
    // (Exit code 0: it was sent SIGTERM, as Playwright sends the whole group at the end.)
    onUnexpectedExit: (exit) => {
      console.error(`[e2e] the API process stopped (${describeExit(exit)})`);
      void stop(exit.code === 0 ? 0 : 1);
    },
  });
  console.log(`[e2e] API at ${api.url} (data in ${dataDir})`);
  if (hookSecret) {
    // Releases in `{E2E_DIST}-releases/`, E2E_DIST the link to the live one (tests read the built
    // site there); a folder left there by a run without releases goes first.
    const live = join(root, E2E_DIST);
    if ((await lstat(live).catch(() => undefined))?.isDirectory()) await rm(live, { recursive: true, force: true });
    // No hook for the API: an editor test's edits must not rebuild the site under the other tests.
    releases = await createReleasedSite({ releasesDir: `${live}-releases`, liveLink: live, apiUrl: api.url, port: sitePort, host, hookSecret });
    const first = await releases.firstRelease();
    if (first.error !== undefined) throw new Error(`the site build failed: ${first.error}`);
    console.log(`[e2e] site at ${(await releases.listen()).url} (release ${first.id}, build hook at /_hooks/)`);
  } else {
    await buildSite({ apiUrl: api.url, outDir: E2E_DIST });
    site = await serveStatic({ root: join(root, E2E_DIST), port: sitePort, host, mediaOrigin: api.url });
    console.log(`[e2e] site at ${site.url}`);
  }
} catch (error) {
  console.error(`[e2e] could not start: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
