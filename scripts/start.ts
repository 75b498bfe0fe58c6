/**
 * `npm start`: the whole shop on one machine. Starts the reference API (seeding demo data on
 * first run) unless API_URL names an existing one, builds the site against it into a release
 * (`.releases/{id}`, RELEASES_DIR) and serves the live release like a CDN would, with the build
 * hook that rebuilds it (`POST /_hooks/rebuild`, issue 14 §6). Ctrl-C stops everything, a running
 * build included.
 *
 * The API runs in a process of its own (scripts/api-process.ts, issue 22 §12): served from this
 * one, a loaded API made static pages wait behind it (a page's median went from 1.3 ms to 367 ms
 * under 200 connections on the product list). If that process dies, the shop says so and stops,
 * exiting 1: a shop without its API cannot take orders, and a restart loop would hide the cause
 * (a held port, a broken database); a supervisor (systemd, a container) decides about restarts.
 */
import { pathToFileURL } from 'node:url';
import { shopCorsOrigins } from '../api/config.ts';
import type { FinishedBuild } from '../src/lib/contract/build-status.ts';
import { describeExit, launchApi, type ApiExit, type ApiOverrides, type ApiProcess } from './api-process.ts';
import { randomHookSecret } from './releases/hook.ts';
import type { SiteBuild } from './releases/release-build.ts';
import { createReleasedSite, type ReleasedSite } from './releases/site.ts';

export interface ShopOptions {
  port: number;
  host: string;
  apiPort: number;
  /** API_URL: an existing commerce API; none is started. */
  externalApi?: string | undefined;
  /** The shop's public origin (reset links in e-mails, the gateway's returns). */
  siteUrl: string;
  corsOrigins: string[];
  releasesDir: string;
  keep: number;
  hookSecret: string;
  /** More API settings on top of the above (a test's temporary database). */
  api?: ApiOverrides;
  /** The site build; the real one unless a test passes its own. */
  build?: SiteBuild;
  /** The API process ended without being asked to. */
  onApiExit?: (exit: ApiExit) => void;
}

export interface Shop {
  apiUrl: string;
  /** The API process, when this shop started one. */
  api: ApiProcess | undefined;
  releases: ReleasedSite;
  first: FinishedBuild;
  url: string;
}

/**
 * Starts the API process, builds the first release and serves it. Each part, once started, puts
 * its closer into `stops` (the caller's, so a Ctrl-C during the build stops what is already running).
 */
export async function startShop(options: ShopOptions, stops: (() => Promise<void>)[]): Promise<Shop> {
  let api: ApiProcess | undefined;
  if (!options.externalApi) {
    api = await launchApi(
      {
        port: options.apiPort,
        siteUrl: options.siteUrl,
        corsOrigins: options.corsOrigins,
        // Every editor change calls the hook of the site served below (issue 14 §6); the secret
        // goes to the API process over its IPC channel, never into an environment.
        buildHookUrl: hookUrlOf(options.port),
        buildHookSecret: options.hookSecret,
        ...options.api,
      },
      options.onApiExit ? { onUnexpectedExit: options.onApiExit } : {},
    );
    stops.push(api.close);
  }
  const apiUrl = options.externalApi || api!.url;
  console.log(`[start] building the shop against ${apiUrl} …`);
  const releases = await createReleasedSite({
    releasesDir: options.releasesDir,
    keep: options.keep,
    apiUrl,
    port: options.port,
    host: options.host,
    hookSecret: options.hookSecret,
    ...(options.build ? { build: options.build } : {}),
  });
  // Ctrl-C during a build kills the build's process; its unfinished release is removed.
  stops.push(releases.close);
  const first = await releases.firstRelease();
  const server = await releases.listen();
  return { apiUrl, api, releases, first, url: server.url };
}

function hookUrlOf(port: number): string {
  return `http://127.0.0.1:${port}/_hooks/rebuild`;
}

async function main(): Promise<void> {
  const port = Number(process.env['PORT'] ?? 4321);
  // Unset, a secret for this run only, printed below so `npm run rebuild` can be given it.
  const hookSecret = process.env['BUILD_HOOK_SECRET'] || randomHookSecret();
  const hookSecretGenerated = !process.env['BUILD_HOOK_SECRET'];
  // Only in memory from here: the builds (and the API process) inherit this environment and need no secret there.
  delete process.env['BUILD_HOOK_SECRET'];

  const stops: (() => Promise<void>)[] = [];
  let stopping: Promise<never> | undefined;
  const stop = (code: number): Promise<never> =>
    (stopping ??= Promise.allSettled(stops.map((close) => close())).then(() => process.exit(code)));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));

  const external = process.env['API_URL'] || undefined; // set but empty: none
  try {
    const shop = await startShop({
      port,
      host: process.env['HOST'] ?? '127.0.0.1',
      apiPort: Number(process.env['API_PORT'] ?? 8787),
      externalApi: external,
      // Reset links in e-mails point at the shop as served here, unless SITE_URL names its public origin.
      siteUrl: process.env['SITE_URL'] ?? `http://localhost:${port}`,
      // CORS for the shop on `port` (not the API's default 4321), unless API_CORS_ORIGINS says otherwise.
      corsOrigins: shopCorsOrigins(process.env, port),
      releasesDir: process.env['RELEASES_DIR'] || '.releases',
      keep: Number(process.env['RELEASES_KEEP'] ?? 3) || 3,
      hookSecret,
      // Exit code 0 is an orderly stop someone asked the API for (a SIGTERM to it); anything else is a death.
      onApiExit: (exit) => {
        console.error(`[start] the API process stopped (${describeExit(exit)}); stopping the shop`);
        void stop(exit.code === 0 ? 0 : 1);
      },
    }, stops);
    if (shop.first.error !== undefined) console.warn(`[start] the build failed (${shop.first.error}); serving the release before it`);
    console.log('');
    console.log(`  Shop:  http://localhost:${port}`);
    console.log(`  API:   ${shop.apiUrl}${external ? ' (external)' : ''}`);
    console.log(`  Build hook: POST ${hookUrlOf(port)} (npm run rebuild)`);
    if (hookSecretGenerated) console.log(`  Build hook secret (made up for this run; set BUILD_HOOK_SECRET to keep one): ${hookSecret}`);
    console.log('  Press Ctrl-C to stop.');
  } catch (error) {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    await stop(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
