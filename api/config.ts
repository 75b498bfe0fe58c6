import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { RESET_REQUESTS_PER_CLIENT_PER_HOUR, SIGN_UPS_PER_CLIENT_PER_HOUR } from './accounts/limits.ts';
import { DEFAULT_UPLOAD_QUOTA, type UploadQuota } from './uploads/quota.ts';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from './checkout/hold-limits.ts';
import { DEMO_UPLOAD_PUBLIC_KEY } from '../src/lib/contract/upload-limits.ts';

/** Settings of the reference API, read from the environment with demo defaults. */
export interface ApiConfig {
  host: string;
  port: number;
  /** Origin that images and links in answers are built on (what a browser uses to reach us). */
  publicUrl: string;
  dbPath: string;
  mediaCacheDir: string;
  /** Keys accepted in `X-API-KEY`. */
  apiKeys: string[];
  /** Basic-auth key pair of the store catalogue service. */
  catalogKey: string;
  catalogSecret: string;
  /** Origins allowed by CORS (the storefront's); `*` allows any, as an explicit opt-in. */
  corsOrigins: string[];
  /** How many demo products to seed into an empty database. */
  demoProducts: number;
  /** SMTP server of outgoing e-mail (`smtp://user:pass@host:587`); unset, messages go to `outboxDir`. */
  smtpUrl: string | undefined;
  /** Folder each e-mail is written to as an `.eml` file when there is no SMTP server. */
  outboxDir: string;
  /** Sender of the shop's e-mails. */
  mailFrom: string;
  /** The shop's public origin: links in e-mails (the password reset) point there. */
  siteUrl: string;
  /** Delivery charges in taka, written into the `delivery_rates` table at every start (issue 11 §2). */
  delivery: DeliveryCharges;
  /** Sign-ups allowed per client address in an hour (`api/accounts/limits.ts`). */
  signUpsPerHour: number;
  /** Reset-link requests allowed per client address in an hour (`api/accounts/limits.ts`). */
  resetsPerHour: number;
  /** How much one customer may hold without paying (api/checkout/hold-limits.ts, issue 22 §7). */
  holdLimits: HoldLimits;
  /** The hosted payment gateway (issue 12): SSLCommerz v4, or the API's own local one. */
  gateway: GatewaySettings;
  /** Where a pay-later customer sends the money (issue 12 §3): shown on the order's instructions. */
  payLaterAccounts: PayLaterAccount[];
  /** Receipt uploads (issue 12 §4): the API's own upload service and where files are kept. */
  uploads: UploadSettings;
  /** Uploads and bytes per client address per hour on `/upload/*` and `POST /api/files` (api/uploads/quota.ts). */
  uploadQuota: UploadQuota;
  /**
   * The content editors' key (`Authorization: Bearer …` on `/api/editor/*`, issue 14 §6): a secret,
   * never in `dist/`. Unset (`API_EDITOR_KEY`), the editor API refuses everyone; `startApi`
   * generates a random one and prints it, so no default key ever ships.
   */
  editorKey: string | undefined;
  /** The build hook an edit calls (`POST …/_hooks/rebuild`); unset, edits are saved and no rebuild is asked for. */
  buildHookUrl: string | undefined;
  /** The hook's secret, sent as `Authorization: Bearer …` server to server only. */
  buildHookSecret: string | undefined;
}

/** The API's upload service (the part of Uploadcare's Upload API `@uploadcare/upload-client` uses). */
export interface UploadSettings {
  /** Whether `/upload/*` and `/ucarecdn/*` are served (`API_UPLOAD_SERVICE=off` when the shop uses Uploadcare itself). */
  service: boolean;
  /** The public key the service takes (`PUBLIC_UPLOAD_KEY`, the same the shop's build gets): not a secret. */
  publicKey: string;
  /** Where files are kept: `{API_DATA_DIR}/uploads` (beside the database), parts in `tmp/` below it. */
  dir: string;
  /**
   * Uploadcare's REST API, when the shop uploads to Uploadcare (`API_UPLOAD_SERVICE=off` and
   * `UPLOADCARE_SECRET_KEY` set): a receipt our store does not hold is looked up there before it is
   * attached (api/uploads/uploadcare-rest.ts). The secret key is a **secret**: server to server only.
   */
  uploadcare?: { apiUrl: string; secretKey: string } | undefined;
  /**
   * Key of the signed, expiring file URLs of `/ucarecdn/*` (api/uploads/signed-urls.ts), hex:
   * `API_UPLOAD_URL_SECRET`, or random at every start (links given out then last until a restart
   * at most). A **secret**: only the API holds it, never a browser or `dist/`.
   */
  urlSecret: string;
  /**
   * Uploadcare's signed URLs (secure delivery), when the shop's receipts are on Uploadcare:
   * `UPLOADCARE_SIGNED_URL_SECRET` (the project's signing secret, hex) and `UPLOADCARE_CDN_URL`
   * (the delivery domain that checks the tokens; unset, the origin Uploadcare gave the file). A **secret**.
   */
  signedDelivery?: { secret: string; cdnUrl: string | undefined } | undefined;
}

/** One of the merchant's accounts a pay-later order may be paid into. */
export interface PayLaterAccount {
  method: 'bkash' | 'nagad' | 'bank';
  /** The number to send to (a bKash or Nagad merchant number, or a bank account with its bank and branch). */
  account: string;
}

/** Where card payments go (SSLCommerz v4 protocol) and the store's credentials there. */
export interface GatewaySettings {
  /** Base of the gateway (`…/gwprocess/v4/api.php`, `…/validator/api/…` below it), as the API reaches it. */
  url: string;
  /** Whether `url` is the local gateway this API serves at `/gateway` (no `GATEWAY_URL` set). */
  local: boolean;
  /** `API_LOCAL_GATEWAY=on`: run the local gateway even for a public shop (a public demo); see payments/gateway-guard.ts. */
  localOnPublicSite?: boolean;
  storeId: string;
  /** A secret: sent only server to server, never to a browser, never in `dist/`. */
  storePassword: string;
}

/** What delivery costs, in taka: inside Dhaka city, outside it, express (Dhaka city only), and free from (0: never free). */
export interface DeliveryCharges {
  insideDhaka: number;
  outsideDhaka: number;
  express: number;
  freeFrom: number;
}

/** Demo defaults: the same values the storefront's build uses when nothing is configured. */
export const DEMO_API_KEY = 'demo-storefront-key';
export const DEMO_CATALOG_KEY = 'demo-catalog-key';
export const DEMO_CATALOG_SECRET = 'demo-catalog-secret';
/** Port the shop is served on when nothing is configured (`npm start`'s `PORT`). */
export const DEFAULT_SHOP_PORT = 4321;
/** The local gateway's demo store (any other pair is refused by it, as a real gateway would). */
export const DEMO_GATEWAY_STORE_ID = 'kolom-demo';
export const DEMO_GATEWAY_STORE_PASSWORD = 'kolom-demo-secret';

/** Reads the configuration from `env`, overridden by `overrides`. */
export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<ApiConfig> = {},
): ApiConfig {
  const host = overrides.host ?? env['API_HOST'] ?? '127.0.0.1';
  const port = overrides.port ?? Number(env['API_PORT'] ?? 8787);
  const dataDir = env['API_DATA_DIR'] ?? '.data';
  return {
    host,
    port,
    publicUrl: overrides.publicUrl ?? env['API_PUBLIC_URL'] ?? `http://localhost:${port}`,
    dbPath: overrides.dbPath ?? env['API_DB_PATH'] ?? `${dataDir}/shop.db`,
    mediaCacheDir: overrides.mediaCacheDir ?? `${dataDir}/media`,
    apiKeys: overrides.apiKeys ?? list(env['API_KEYS'] ?? env['PUBLIC_API_KEY'] ?? DEMO_API_KEY),
    catalogKey: overrides.catalogKey ?? env['CATALOG_KEY'] ?? DEMO_CATALOG_KEY,
    catalogSecret: overrides.catalogSecret ?? env['CATALOG_SECRET'] ?? DEMO_CATALOG_SECRET,
    corsOrigins: overrides.corsOrigins?.map(normaliseOrigin) ?? shopCorsOrigins(env),
    demoProducts: overrides.demoProducts ?? Number(env['API_DEMO_PRODUCTS'] ?? 360),
    smtpUrl: 'smtpUrl' in overrides ? overrides.smtpUrl : env['SMTP_URL'] || undefined,
    outboxDir: overrides.outboxDir ?? `${dataDir}/outbox`,
    mailFrom: overrides.mailFrom ?? env['MAIL_FROM'] ?? 'Kolom <no-reply@kolom.example>',
    siteUrl: (overrides.siteUrl ?? env['SITE_URL'] ?? `http://localhost:${DEFAULT_SHOP_PORT}`).replace(/\/+$/, ''),
    delivery: overrides.delivery ?? {
      insideDhaka: taka(env['DELIVERY_INSIDE_DHAKA'], 60),
      outsideDhaka: taka(env['DELIVERY_OUTSIDE_DHAKA'], 120),
      express: taka(env['DELIVERY_EXPRESS'], 120),
      freeFrom: taka(env['DELIVERY_FREE_FROM'], 3000),
    },
    signUpsPerHour: overrides.signUpsPerHour ?? count(env['API_SIGNUPS_PER_HOUR'], SIGN_UPS_PER_CLIENT_PER_HOUR),
    resetsPerHour: overrides.resetsPerHour ?? count(env['API_RESETS_PER_HOUR'], RESET_REQUESTS_PER_CLIENT_PER_HOUR),
    holdLimits: overrides.holdLimits ?? {
      perSku: count(env['API_ORDER_MAX_PER_SKU'], DEFAULT_HOLD_LIMITS.perSku),
      unpaidOrders: count(env['API_UNPAID_ORDERS_MAX'], DEFAULT_HOLD_LIMITS.unpaidOrders),
      unpaidValue: count(env['API_UNPAID_VALUE_MAX'], DEFAULT_HOLD_LIMITS.unpaidValue),
    },
    gateway: overrides.gateway ?? gatewaySettings(env, host, port),
    payLaterAccounts: overrides.payLaterAccounts ?? payLaterAccounts(env),
    uploads: overrides.uploads ?? {
      service: env['API_UPLOAD_SERVICE']?.trim().toLowerCase() !== 'off',
      publicKey: env['PUBLIC_UPLOAD_KEY']?.trim() || DEMO_UPLOAD_PUBLIC_KEY,
      // Beside the database (`{API_DATA_DIR}/uploads` by default), so a test's temporary database has its own.
      dir: env['API_UPLOADS_DIR']?.trim() || join(dirname(overrides.dbPath ?? env['API_DB_PATH'] ?? `${dataDir}/shop.db`), 'uploads'),
      uploadcare: uploadcareRest(env),
      urlSecret: hexSecret('API_UPLOAD_URL_SECRET', env['API_UPLOAD_URL_SECRET']) ?? randomBytes(32).toString('hex'),
      signedDelivery: uploadcareSignedDelivery(env),
    },
    uploadQuota: overrides.uploadQuota ?? {
      ...DEFAULT_UPLOAD_QUOTA,
      uploads: count(env['API_UPLOADS_PER_HOUR'], DEFAULT_UPLOAD_QUOTA.uploads),
      bytes: count(env['API_UPLOAD_MB_PER_HOUR'], DEFAULT_UPLOAD_QUOTA.bytes / (1024 * 1024)) * 1024 * 1024,
    },
    editorKey: 'editorKey' in overrides ? overrides.editorKey : env['API_EDITOR_KEY']?.trim() || undefined,
    buildHookUrl: 'buildHookUrl' in overrides ? overrides.buildHookUrl : env['BUILD_HOOK_URL']?.trim() || undefined,
    buildHookSecret: 'buildHookSecret' in overrides ? overrides.buildHookSecret : env['BUILD_HOOK_SECRET']?.trim() || undefined,
  };
}

/** `UPLOADCARE_SECRET_KEY` (and `UPLOADCARE_API_URL`), read only when the API's own upload service is off. */
function uploadcareRest(env: NodeJS.ProcessEnv): UploadSettings['uploadcare'] {
  const secretKey = env['UPLOADCARE_SECRET_KEY']?.trim();
  if (env['API_UPLOAD_SERVICE']?.trim().toLowerCase() !== 'off' || !secretKey) return undefined;
  return { apiUrl: (env['UPLOADCARE_API_URL']?.trim() || 'https://api.uploadcare.com').replace(/\/+$/, ''), secretKey };
}

/** `UPLOADCARE_SIGNED_URL_SECRET` (and `UPLOADCARE_CDN_URL`): Uploadcare's signed URLs, when the project has them on. */
function uploadcareSignedDelivery(env: NodeJS.ProcessEnv): UploadSettings['signedDelivery'] {
  const secret = hexSecret('UPLOADCARE_SIGNED_URL_SECRET', env['UPLOADCARE_SIGNED_URL_SECRET']);
  if (!secret) return undefined;
  const cdnUrl = env['UPLOADCARE_CDN_URL']?.trim();
  if (cdnUrl && !URL.canParse(cdnUrl)) throw new Error('UPLOADCARE_CDN_URL is not a URL');
  return { secret, cdnUrl: cdnUrl ? new URL(cdnUrl).origin : undefined };
}

// A signing key from the environment: hex, 16 bytes at least (its value is never put in the message).
function hexSecret(name: string, value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  if (!/^(?:[0-9a-f]{2}){16,}$/i.test(trimmed)) throw new Error(`${name} must be hex, 16 bytes (32 digits) or more`);
  return trimmed.toLowerCase();
}

/**
 * `PAY_LATER_BKASH`, `PAY_LATER_NAGAD`, `PAY_LATER_BANK`: the merchant's accounts for pay later;
 * an empty one is left out. The defaults are a demo's, plainly not real numbers.
 */
function payLaterAccounts(env: NodeJS.ProcessEnv): PayLaterAccount[] {
  const accounts: PayLaterAccount[] = [
    { method: 'bkash', account: env['PAY_LATER_BKASH'] ?? '01700-000000 (demo)' },
    { method: 'nagad', account: env['PAY_LATER_NAGAD'] ?? '01800-000000 (demo)' },
    { method: 'bank', account: env['PAY_LATER_BANK'] ?? 'Kolom Ltd, A/C 0000000000, Demo Bank, Gulshan branch' },
  ];
  return accounts.map((entry) => ({ ...entry, account: entry.account.trim() })).filter((entry) => entry.account !== '');
}

/**
 * `GATEWAY_URL` (the SSLCommerz sandbox `https://sandbox.sslcommerz.com` or live
 * `https://securepay.sslcommerz.com`) with `GATEWAY_STORE_ID` / `GATEWAY_STORE_PASSWORD`; unset, the
 * API's own local gateway, reached over loopback (the API calls it as it would call a real one).
 */
function gatewaySettings(env: NodeJS.ProcessEnv, host: string, port: number): GatewaySettings {
  const configured = env['GATEWAY_URL']?.trim();
  const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: (configured || `http://${loopback}:${port}/gateway`).replace(/\/+$/, ''),
    local: !configured,
    localOnPublicSite: env['API_LOCAL_GATEWAY']?.trim().toLowerCase() === 'on',
    storeId: env['GATEWAY_STORE_ID'] || DEMO_GATEWAY_STORE_ID,
    storePassword: env['GATEWAY_STORE_PASSWORD'] || DEMO_GATEWAY_STORE_PASSWORD,
  };
}

/**
 * The origins a browser may reach a shop served on `port` from: both loopback spellings (a shopper
 * may type either) and, when given, the public `siteUrl`'s origin.
 */
export function shopOrigins(port: number, siteUrl?: string): string[] {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (siteUrl) origins.push(normaliseOrigin(siteUrl));
  return [...new Set(origins)];
}

/**
 * CORS origins of an API serving the shop on `shopPort`: `API_CORS_ORIGINS` when set, else the
 * shop's own origins. A page on any other origin must not read answers sent with a shopper's
 * token, so `*` is only ever there when asked for by name.
 */
export function shopCorsOrigins(env: NodeJS.ProcessEnv, shopPort = DEFAULT_SHOP_PORT): string[] {
  const configured = list(env['API_CORS_ORIGINS'] ?? '');
  return configured.length > 0 ? configured.map(normaliseOrigin) : shopOrigins(shopPort, env['SITE_URL']);
}

// Browsers send `Origin` as scheme://host[:port] with no path or trailing slash; compare like with like.
function normaliseOrigin(value: string): string {
  if (value === '*') return value;
  if (!URL.canParse(value)) throw new Error(`Not an origin for CORS: ${value}`);
  return new URL(value).origin;
}

// An amount of taka from the environment: a plain non-negative number, else the demo default.
function taka(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const amount = Number(value);
  if (!Number.isFinite(amount) || amount < 0) throw new Error(`Not an amount of taka: ${value}`);
  return amount;
}

// A count from the environment: a whole number above zero (a limit of 0 would shut the route), else the default.
function count(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`Not a count above zero: ${value}`);
  return number;
}

function list(value: string): string[] {
  return value.split(',').map((item) => item.trim()).filter(Boolean);
}
