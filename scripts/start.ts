/**
 * `npm start`: the whole shop on one machine. Starts the reference API (seeding demo data on
 * first run) unless API_URL names an existing one, builds the site against it into a release
 * (`.releases/{id}`, RELEASES_DIR) and serves the live release like a CDN would, with the build
 * hook that rebuilds it (`POST /_hooks/rebuild`, issue 14 §6). Ctrl-C stops everything, a running
 * build included.
 */
import { shopCorsOrigins } from '../api/config.ts';
import { startApi, type RunningApi } from '../api/server.ts';
import { randomHookSecret } from './releases/hook.ts';
import { createReleasedSite } from './releases/site.ts';

const port = Number(process.env['PORT'] ?? 4321);
const apiPort = Number(process.env['API_PORT'] ?? 8787);
const host = process.env['HOST'] ?? '127.0.0.1';
// Unset, a secret for this run only, printed below so `npm run rebuild` can be given it.
const hookSecret = process.env['BUILD_HOOK_SECRET'] || randomHookSecret();
const hookSecretGenerated = !process.env['BUILD_HOOK_SECRET'];
// Only in memory from here: the builds inherit this process's environment and need no secret.
delete process.env['BUILD_HOOK_SECRET'];
const hookUrl = `http://127.0.0.1:${port}/_hooks/rebuild`;

let api: RunningApi | undefined;
const stops: (() => Promise<void>)[] = [];
async function stop(code: number): Promise<never> {
  await Promise.allSettled(stops.map((close) => close()));
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  const external = process.env['API_URL'];
  if (!external) {
    // CORS for the shop on `port` (not the API's default 4321), unless API_CORS_ORIGINS says otherwise.
    // Reset links in e-mails point at the shop as served here, unless SITE_URL names its public origin.
    const siteUrl = process.env['SITE_URL'] ?? `http://localhost:${port}`;
    // Every editor change calls the hook of the site served below (issue 14 §6).
    api = await startApi({ port: apiPort, siteUrl, corsOrigins: shopCorsOrigins(process.env, port), buildHookUrl: hookUrl, buildHookSecret: hookSecret });
    stops.push(() => api!.close());
  }
  const apiUrl = external ?? api!.url;
  console.log(`[start] building the shop against ${apiUrl} …`);
  const releases = await createReleasedSite({
    releasesDir: process.env['RELEASES_DIR'] || '.releases',
    keep: Number(process.env['RELEASES_KEEP'] ?? 3) || 3,
    apiUrl,
    port,
    host,
    hookSecret,
  });
  // Ctrl-C during a build kills the build's process; its unfinished release is removed.
  stops.push(releases.close);
  const first = await releases.firstRelease();
  if (first.error !== undefined) console.warn(`[start] the build failed (${first.error}); serving the release before it`);
  await releases.listen();
  console.log('');
  console.log(`  Shop:  http://localhost:${port}`);
  console.log(`  API:   ${apiUrl}${external ? ' (external)' : ''}`);
  console.log(`  Build hook: POST ${hookUrl} (npm run rebuild)`);
  if (hookSecretGenerated) console.log(`  Build hook secret (made up for this run; set BUILD_HOOK_SECRET to keep one): ${hookSecret}`);
  console.log('  Press Ctrl-C to stop.');
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
