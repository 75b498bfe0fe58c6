/**
 * `npm start`: the whole shop on one machine. Starts the reference API (seeding demo data on
 * first run) unless API_URL names an existing one, builds the site against it, and serves
 * `dist/` like a CDN would. Ctrl-C stops everything.
 */
import { shopCorsOrigins } from '../api/config.ts';
import { startApi, type RunningApi } from '../api/server.ts';
import { buildSite } from './build.ts';
import { serveStatic } from './serve-static.ts';

const port = Number(process.env['PORT'] ?? 4321);
const apiPort = Number(process.env['API_PORT'] ?? 8787);
const host = process.env['HOST'] ?? '127.0.0.1';

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
    api = await startApi({ port: apiPort, siteUrl, corsOrigins: shopCorsOrigins(process.env, port) });
    stops.push(() => api!.close());
  }
  const apiUrl = external ?? api!.url;
  console.log(`[start] building the shop against ${apiUrl} …`);
  await buildSite({ apiUrl });
  const site = await serveStatic({ root: 'dist', port, host, mediaOrigin: apiUrl });
  stops.push(site.close);
  console.log('');
  console.log(`  Shop:  http://localhost:${port}`);
  console.log(`  API:   ${apiUrl}${external ? ' (external)' : ''}`);
  console.log('  Press Ctrl-C to stop.');
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}
