import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { DatabaseSync } from 'node:sqlite';
import type { ApiConfig } from './config.ts';
import { requireApiKey, requireBasicAuth } from './http/auth.ts';
import { jsonError, onError, payloadTooLarge } from './http/errors.ts';
import { mediaRoutes } from './media/index.ts';
import { categoryRoutes } from './resources/categories.ts';
import { contentRoutes } from './resources/content.ts';
import { currencyRoutes } from './resources/currencies.ts';
import { discountRoutes } from './resources/discounts.ts';
import { itemRoutes } from './resources/items.ts';
import { linkedRoutes } from './resources/linked.ts';
import { stockRoutes } from './resources/stocks.ts';

/** Largest request body accepted: JSON requests are a few kilobytes, so nobody can make us buffer megabytes. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** Composes the reference commerce API: one module per resource, mounted under its base path. */
export function createApp(db: DatabaseSync, config: ApiConfig): Hono {
  const app = new Hono();
  app.onError(onError);
  app.use(
    '*',
    cors({
      origin: config.corsOrigins.includes('*') ? '*' : config.corsOrigins,
      allowHeaders: ['Content-Type', 'X-API-KEY', 'X-DEVICE-ID', 'X-AUTH-TOKEN', 'Authorization'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );
  // After CORS, so a browser can read the 413 too.
  app.use('*', bodyLimit({ maxSize: MAX_BODY_BYTES, onError: payloadTooLarge }));

  app.get('/health', (c) => c.json({ status: 'ok' }));
  // Images are loaded by <img> tags, which cannot send headers: public, like a CDN.
  app.route('/media', mediaRoutes({ cacheDir: config.mediaCacheDir, db }));

  const store = new Hono();
  store.use('*', requireBasicAuth(config.catalogKey, config.catalogSecret));
  store.route('/', categoryRoutes(db, config.publicUrl));
  app.route('/api/v3/store', store);

  const api = new Hono();
  api.use('*', requireApiKey(config.apiKeys));
  api.route('/', itemRoutes(db, config.publicUrl));
  api.route('/', contentRoutes(db, config.publicUrl));
  api.route('/', currencyRoutes(db));
  api.route('/', linkedRoutes(db, config.publicUrl));
  api.route('/', stockRoutes(db));
  api.route('/', discountRoutes(db));
  app.route('/api', api);

  app.notFound((c) => jsonError(c, 404, `Not found: ${c.req.path}`));
  return app;
}
