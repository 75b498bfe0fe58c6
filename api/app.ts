import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { ApiDeps } from './deps.ts';
import { requireApiKey, requireBasicAuth } from './http/auth.ts';
import { refuseCrossSiteForms } from './http/cross-site.ts';
import { notFound, onError, payloadTooLarge } from './http/errors.ts';
import { mediaRoutes } from './media/index.ts';
import { addressRoutes } from './resources/addresses.ts';
import { articleRoutes, articleSearchRoutes } from './resources/articles.ts';
import { authRoutes } from './resources/auth.ts';
import { categoryRoutes } from './resources/categories.ts';
import { checkoutRoutes } from './resources/checkouts.ts';
import { contactRoutes } from './resources/contact.ts';
import { contentPageRoutes } from './resources/content-pages.ts';
import { contentRoutes } from './resources/content.ts';
import { couponRoutes } from './resources/coupons.ts';
import { currencyRoutes } from './resources/currencies.ts';
import { customerRoutes } from './resources/customers.ts';
import { deliveryRoutes } from './resources/delivery.ts';
import { discountRoutes } from './resources/discounts.ts';
import { forgotRoutes } from './resources/forgot.ts';
import { itemRoutes } from './resources/items.ts';
import { linkedRoutes } from './resources/linked.ts';
import { outletRoutes } from './resources/outlets.ts';
import { qrRoutes } from './resources/qrs.ts';
import { returnRoutes } from './resources/returns.ts';
import { saleRoutes } from './resources/sales.ts';
import { signInRoutes, signUpRoutes } from './resources/sign-in.ts';
import { phoneCodeRoutes, phoneSignInRoutes, signInPhoneRoutes } from './resources/phone-sign-in.ts';
import { stockRoutes } from './resources/stocks.ts';
import { subscriptionRoutes } from './resources/subscriptions.ts';
import { variantImageRoutes } from './resources/variant-images.ts';
import { wishlistRoutes } from './resources/wishlists.ts';
import { gatewayRoutes } from './gateway/routes.ts';
import { paymentReturnRoutes } from './resources/payment-returns.ts';
import { paymentRoutes } from './resources/payments.ts';
import { fileRoutes } from './resources/files.ts';
import { cdnRoutes } from './uploads/cdn.ts';
import { uploadServiceRoutes } from './uploads/service.ts';
import { editorRoutes } from './editor/routes.ts';
import { editorScreenRoutes } from './editor/screen.ts';

/** Largest request body accepted: JSON requests are a few kilobytes, so nobody can make us buffer megabytes. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** Paths whose bodies are files, streamed to disk with their own limits: the upload service and `POST /api/files`. */
const STREAMED_UPLOADS = /^\/(?:upload\/|api\/files\/?$)/;

/** The API's routers, grouped by who may call them: `createApp` puts each behind its guard. */
export interface ApiRouters {
  /**
   * No credentials, paths from the root: health, images, the payment gateway's returns and IPN
   * (and the local gateway) and, later, the build hook. Mounted first, so an exact route here answers before `/api`'s key check.
   */
  open: Hono;
  /** HTTP Basic with the catalogue key pair, under `/api/v3/store` (spec §7, store catalogue service). */
  catalogue: Hono;
  /** `X-API-KEY`, under `/api` (spec §7, main API); anything unlisted there is refused without a key. */
  keyed: Hono;
}

/** Every resource under its own base path, in the router of who may call it. */
export function apiRouters(deps: ApiDeps): ApiRouters {
  const open = new Hono()
    .get('/health', (c) => c.json({ status: 'ok' }))
    // Images are loaded by <img> tags, which cannot send headers: public, like a CDN.
    .route('/media', mediaRoutes({ cacheDir: deps.config.mediaCacheDir, db: deps.db }))
    // A plain HTML form (the contact page without JavaScript) cannot send `X-API-KEY`.
    .route('/api/contact/messages', contactRoutes(deps))
    // Payments (issue 12): the gateway's returns and IPN, and the local gateway unless a real one is configured.
    .route('/payments', paymentReturnRoutes(deps))
    // Editors (issue 14 §6): their own Bearer key, not `X-API-KEY`; the screen is a page, no key to load it.
    .route('/api/editor', editorRoutes(deps))
    .route('/editor', editorScreenRoutes(deps));
  if (deps.config.gateway.local) open.route('/gateway', gatewayRoutes(deps));
  // Receipt uploads (issue 12 §4): the upload service @uploadcare/upload-client speaks to (unless
  // API_UPLOAD_SERVICE=off), and the CDN-like file URLs (also of POST /api/files uploads, so always).
  if (deps.config.uploads.service) open.route('/upload', uploadServiceRoutes(deps));
  open.route('/ucarecdn', cdnRoutes(deps));
  const catalogue = new Hono().route('/products/categories', categoryRoutes(deps));
  const keyed = new Hono()
    .route('/v3/items', itemRoutes(deps))
    .route('/items/linked', linkedRoutes(deps))
    .route('/stocks', stockRoutes(deps))
    .route('/global/discounts', discountRoutes(deps))
    .route('/cms', contentRoutes(deps))
    .route('/cms/articles', articleSearchRoutes(deps))
    .route('/items/cms/variants', variantImageRoutes(deps))
    .route('/v2/items/content/articles', articleRoutes(deps))
    .route('/v2/items/content', contentPageRoutes(deps))
    .route('/outlets', outletRoutes(deps))
    .route('/qrs', qrRoutes(deps))
    .route('/currencies', currencyRoutes(deps))
    .route('/signup', signUpRoutes(deps))
    .route('/signin/phone', phoneSignInRoutes(deps))
    .route('/signin', signInRoutes(deps))
    .route('/phone-codes', phoneCodeRoutes(deps))
    .route('/auth', authRoutes(deps))
    .route('/forgot', forgotRoutes(deps))
    .route('/customers/phone', signInPhoneRoutes(deps))
    .route('/customers', customerRoutes(deps))
    .route('/emails/subscriptions', subscriptionRoutes(deps))
    .route('/addresses', addressRoutes(deps))
    .route('/wishlists', wishlistRoutes(deps))
    .route('/delivery', deliveryRoutes(deps))
    .route('/discount/coupons', couponRoutes(deps))
    .route('/checkouts', checkoutRoutes(deps))
    // Before `/sales`: its customer check covers `/sales/*`, and this answers first (issue 26 §5).
    .route('/sales/returns', returnRoutes(deps))
    .route('/sales', saleRoutes(deps))
    .route('/payments', paymentRoutes(deps))
    .route('/files', fileRoutes(deps));
  return { open, catalogue, keyed };
}

/** Composes the reference commerce API from `routers` (the real ones unless a test adds its own). */
export function createApp(deps: ApiDeps, routers: ApiRouters = apiRouters(deps)): Hono {
  const { config } = deps;
  const app = new Hono();
  app.onError(onError);
  app.notFound(notFound);
  // First, so every answer carries it: errors, 404s and CORS preflights too.
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use(
    '*',
    cors({
      origin: config.corsOrigins.includes('*') ? '*' : config.corsOrigins,
      allowHeaders: ['Content-Type', 'X-API-KEY', 'X-DEVICE-ID', 'X-AUTH-TOKEN', 'Authorization', 'Idempotency-Key', 'X-UC-User-Agent'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      // A locked-out sign-in says when to try again; the shop's page may read it (issue 10 §3).
      exposeHeaders: ['Retry-After'],
      maxAge: 600,
    }),
  );
  // After CORS, so a browser can read the 413 too.
  // Uploads stream their bodies to disk under their own limits (50 MB, 25 MB): not buffered, not held to 1 MB.
  const limitBody = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: payloadTooLarge });
  app.use('*', (c, next) => (STREAMED_UPLOADS.test(c.req.path) ? next() : limitBody(c, next)));
  // After CORS too (a preflight is answered there); before every route, so a forged post does nothing.
  app.use('*', refuseCrossSiteForms(config));

  app.route('/', routers.open);
  // The catalogue ends in its own 404: an unknown path there must not fall through to `/api`'s key check.
  app.route(
    '/api/v3/store',
    new Hono().use(requireBasicAuth(config.catalogKey, config.catalogSecret)).route('/', routers.catalogue).all('*', notFound),
  );
  app.route('/api', new Hono().use(requireApiKey(config.apiKeys)).route('/', routers.keyed));
  return app;
}
