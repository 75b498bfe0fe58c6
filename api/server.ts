import { serve } from '@hono/node-server';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createApp } from './app.ts';
import { readConfig, type ApiConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { createDeps } from './deps.ts';
import { freePort } from './free-port.ts';
import { startHousekeeping } from './housekeeping.ts';
import { startPaymentExpiry } from './payments/expiry.ts';
import { gatewayRefusal } from './payments/gateway-guard.ts';
import { startRefundFollowUp } from './payments/refunds.ts';
import { seedCheckout } from './seed/checkout.ts';
import { seedDemoData } from './seed/index.ts';
import { seedSiteContent } from './seed/site-content.ts';

/** A running reference API. */
export interface RunningApi {
  /** Origin a browser uses to reach it (images and links are built on it). */
  url: string;
  config: ApiConfig;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating, and seeding demo data on first start), starts the hourly
 * housekeeping and serves the API. `port: 0` picks a free port.
 */
export async function startApi(overrides: Partial<ApiConfig> = {}): Promise<RunningApi> {
  const requested = readConfig(process.env, overrides);
  const config =
    requested.port === 0 ? readConfig(process.env, { ...overrides, port: await freePort(requested.host) }) : requested;
  // No editor key configured: a random one for this run, printed, so no default key ever ships (issue 14 §6).
  if (!config.editorKey) {
    config.editorKey = randomBytes(24).toString('base64url');
    console.log(`[api] editor screen at ${config.publicUrl}/editor, key for this run (set API_EDITOR_KEY to choose one): ${config.editorKey}`);
  }
  const refusal = gatewayRefusal(config);
  if (refusal) throw new Error(`[api] not starting: ${refusal}`);
  const db = openDatabase(config.dbPath);
  const deps = createDeps(db, config);
  const seeded = seedDemoData(db, { products: config.demoProducts, now: deps.clock.now() });
  seedCheckout(db, config.delivery, deps.clock.now());
  seedSiteContent(db);
  if (seeded.products > 0) {
    console.log(`[api] seeded ${seeded.categories} categories and ${seeded.products} products into ${config.dbPath}`);
  }

  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: createApp(deps).fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  });
  const stopHousekeeping = startHousekeeping(db, deps.clock, undefined, { uploadsDir: config.uploads.dir });
  const stopPaymentExpiry = startPaymentExpiry(db, deps.clock);
  const stopRefunds = startRefundFollowUp(db, config, deps.clock);
  return {
    url: config.publicUrl,
    config,
    close: () =>
      new Promise<void>((resolve) => {
        stopHousekeeping();
        stopPaymentExpiry();
        stopRefunds();
        deps.buildHook.close();
        server.close(() => {
          // Work started after an answer (a reset e-mail) ends before the database it writes to closes.
          void deps.background.drain().then(() => {
            db.close();
            resolve();
          });
        });
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const api = await startApi();
  console.log(`[api] reference commerce API at ${api.url}`);
  console.log(api.config.gateway.local ? `[api] card payments go to the local test gateway at ${api.url}/gateway (set GATEWAY_URL for a real one)` : `[api] card payments go to ${api.config.gateway.url}`);
  console.log(`[api] CORS allows ${api.config.corsOrigins.join(', ')} (API_CORS_ORIGINS)`);
  // Never the SMTP_URL itself: it holds the mail server's password.
  console.log(api.config.smtpUrl ? '[api] e-mail goes out over SMTP (SMTP_URL)' : `[api] e-mail is written to ${api.config.outboxDir} (set SMTP_URL to send it)`);
  const stop = () => void api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
