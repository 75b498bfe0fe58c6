import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import * as v from 'valibot';
import { DEFAULT_UPLOAD_QUOTA } from './uploads/quota.ts';
import { DEFAULT_SHOP_PORT, DEMO_API_KEY, parseSettings, readEnvironment, type ApiEnvironment } from './config/env.ts';
import { maybeText, originList, origins } from './config/rules.ts';
import type { ApiConfig, GatewaySettings, PayLaterAccount, SmsSettings, UploadSettings } from './config/types.ts';

/*
 * The reference API's settings: the environment read through one valibot schema (api/config/env.ts,
 * each variable's rule in api/config/rules.ts), then the settings built from it, where the
 * overrides a caller passes (tests, scripts, `startApi`) win over the environment.
 */

export type { ApiConfig, DeliveryCharges, GatewaySettings, PayLaterAccount, SmsSettings, UploadSettings } from './config/types.ts';
export {
  ConfigError,
  DEFAULT_SHOP_PORT,
  DEMO_API_KEY,
  DEMO_CATALOG_KEY,
  DEMO_CATALOG_SECRET,
  DEMO_GATEWAY_STORE_ID,
  DEMO_GATEWAY_STORE_PASSWORD,
} from './config/env.ts';

const MB = 1024 * 1024;

/**
 * Reads the configuration from `env`, overridden by `overrides`. A bad value in `env` throws an
 * error naming the variable (api/config/env.ts), overridden or not.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const vars = readEnvironment(env);
  const host = overrides.host ?? vars.API_HOST;
  const port = overrides.port ?? vars.API_PORT;
  const dataDir = vars.API_DATA_DIR;
  const dbPath = overrides.dbPath ?? vars.API_DB_PATH ?? `${dataDir}/shop.db`;
  return {
    host,
    port,
    publicUrl: overrides.publicUrl ?? vars.API_PUBLIC_URL ?? `http://localhost:${port}`,
    dbPath,
    mediaCacheDir: overrides.mediaCacheDir ?? `${dataDir}/media`,
    apiKeys: overrides.apiKeys ?? vars.API_KEYS ?? vars.PUBLIC_API_KEY ?? [DEMO_API_KEY],
    catalogKey: overrides.catalogKey ?? vars.CATALOG_KEY,
    catalogSecret: overrides.catalogSecret ?? vars.CATALOG_SECRET,
    corsOrigins: overrides.corsOrigins ? parseSettings(origins, overrides.corsOrigins, 'CORS origin') : corsOriginsOf(vars, DEFAULT_SHOP_PORT),
    demoProducts: overrides.demoProducts ?? vars.API_DEMO_PRODUCTS,
    smtpUrl: 'smtpUrl' in overrides ? overrides.smtpUrl : vars.SMTP_URL,
    outboxDir: overrides.outboxDir ?? `${dataDir}/outbox`,
    mailFrom: overrides.mailFrom ?? vars.MAIL_FROM,
    siteUrl: (overrides.siteUrl ?? vars.SITE_URL ?? `http://localhost:${DEFAULT_SHOP_PORT}`).replace(/\/+$/, ''),
    delivery: overrides.delivery ?? {
      insideDhaka: vars.DELIVERY_INSIDE_DHAKA,
      outsideDhaka: vars.DELIVERY_OUTSIDE_DHAKA,
      express: vars.DELIVERY_EXPRESS,
      freeFrom: vars.DELIVERY_FREE_FROM,
    },
    signUpsPerHour: overrides.signUpsPerHour ?? vars.API_SIGNUPS_PER_HOUR,
    resetsPerHour: overrides.resetsPerHour ?? vars.API_RESETS_PER_HOUR,
    phoneCodes: overrides.phoneCodes ?? { perClientPerHour: vars.API_PHONE_CODES_PER_HOUR, perMinute: vars.API_PHONE_CODES_PER_MINUTE },
    holdLimits: overrides.holdLimits ?? {
      perSku: vars.API_ORDER_MAX_PER_SKU,
      unpaidOrders: vars.API_UNPAID_ORDERS_MAX,
      unpaidValue: vars.API_UNPAID_VALUE_MAX,
    },
    codConfirmation: overrides.codConfirmation ?? vars.API_COD_CONFIRMATION,
    gateway: overrides.gateway ?? gatewaySettings(vars, host, port),
    payLaterAccounts: overrides.payLaterAccounts ?? payLaterAccounts(vars),
    uploads: overrides.uploads ?? uploadSettings(vars, dbPath),
    uploadQuota: overrides.uploadQuota ?? { ...DEFAULT_UPLOAD_QUOTA, uploads: vars.API_UPLOADS_PER_HOUR, bytes: vars.API_UPLOAD_MB_PER_HOUR * MB },
    editorKey: 'editorKey' in overrides ? overrides.editorKey : vars.API_EDITOR_KEY,
    buildHookUrl: 'buildHookUrl' in overrides ? overrides.buildHookUrl : vars.BUILD_HOOK_URL,
    buildHookSecret: 'buildHookSecret' in overrides ? overrides.buildHookSecret : vars.BUILD_HOOK_SECRET,
    sms: overrides.sms ?? smsSettings(vars, overrides.outboxDir ?? `${dataDir}/outbox`),
  };
}

/** Text messages: the SMS gateway when its three variables are set (env.ts checks they go together), else `sms/` in the outbox. */
function smsSettings(vars: ApiEnvironment, outboxDir: string): SmsSettings {
  const { SMS_API_URL: url, SMS_API_KEY: key, SMS_SENDER_ID: senderId } = vars;
  return { outboxDir: `${outboxDir}/sms`, ...(url && key && senderId ? { gateway: { url, key, senderId } } : {}) };
}

/** Receipt uploads: the API's own service unless `API_UPLOAD_SERVICE=off`, files beside the database. */
function uploadSettings(vars: ApiEnvironment, dbPath: string): UploadSettings {
  const serviceOff = vars.API_UPLOAD_SERVICE; // `off`
  return {
    service: !serviceOff,
    publicKey: vars.PUBLIC_UPLOAD_KEY,
    // Beside the database (`{API_DATA_DIR}/uploads` by default), so a test's temporary database has its own.
    dir: vars.API_UPLOADS_DIR ?? join(dirname(dbPath), 'uploads'),
    // Uploadcare's REST API, read only when the API's own upload service is off.
    uploadcare: serviceOff && vars.UPLOADCARE_SECRET_KEY ? { apiUrl: vars.UPLOADCARE_API_URL.replace(/\/+$/, ''), secretKey: vars.UPLOADCARE_SECRET_KEY } : undefined,
    urlSecret: vars.API_UPLOAD_URL_SECRET ?? randomBytes(32).toString('hex'),
    // Uploadcare's signed URLs, when the project has them on.
    signedDelivery: vars.UPLOADCARE_SIGNED_URL_SECRET
      ? { secret: vars.UPLOADCARE_SIGNED_URL_SECRET, cdnUrl: vars.UPLOADCARE_CDN_URL ? new URL(vars.UPLOADCARE_CDN_URL).origin : undefined }
      : undefined,
  };
}

/** The merchant's accounts for pay later (`PAY_LATER_BKASH`, `PAY_LATER_NAGAD`, `PAY_LATER_BANK`); an empty one is left out. */
function payLaterAccounts(vars: ApiEnvironment): PayLaterAccount[] {
  const accounts: PayLaterAccount[] = [
    { method: 'bkash', account: vars.PAY_LATER_BKASH },
    { method: 'nagad', account: vars.PAY_LATER_NAGAD },
    { method: 'bank', account: vars.PAY_LATER_BANK },
  ];
  return accounts.map((entry) => ({ ...entry, account: entry.account.trim() })).filter((entry) => entry.account !== '');
}

/**
 * `GATEWAY_URL` (the SSLCommerz sandbox `https://sandbox.sslcommerz.com` or live
 * `https://securepay.sslcommerz.com`) with `GATEWAY_STORE_ID` / `GATEWAY_STORE_PASSWORD`; unset, the
 * API's own local gateway, reached over loopback (the API calls it as it would call a real one).
 */
function gatewaySettings(vars: ApiEnvironment, host: string, port: number): GatewaySettings {
  const configured = vars.GATEWAY_URL;
  const loopback = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  return {
    url: (configured || `http://${loopback}:${port}/gateway`).replace(/\/+$/, ''),
    local: !configured,
    localOnPublicSite: vars.API_LOCAL_GATEWAY,
    storeId: vars.GATEWAY_STORE_ID,
    storePassword: vars.GATEWAY_STORE_PASSWORD,
  };
}

/**
 * The origins a browser may reach a shop served on `port` from: both loopback spellings (a shopper
 * may type either) and, when given, the public `siteUrl`'s origin.
 */
export function shopOrigins(port: number, siteUrl?: string): string[] {
  const found = [`http://localhost:${port}`, `http://127.0.0.1:${port}`];
  if (siteUrl) found.push(...parseSettings(origins, [siteUrl], 'CORS origin'));
  return [...new Set(found)];
}

const corsEnvironment = v.object({ API_CORS_ORIGINS: originList(), SITE_URL: maybeText() });

/** `API_CORS_ORIGINS` when it names any, else the shop's own origins on `shopPort`. */
function corsOriginsOf(vars: v.InferOutput<typeof corsEnvironment>, shopPort: number): string[] {
  return vars.API_CORS_ORIGINS.length > 0 ? vars.API_CORS_ORIGINS : shopOrigins(shopPort, vars.SITE_URL);
}

/**
 * CORS origins of an API serving the shop on `shopPort`: `API_CORS_ORIGINS` when set, else the
 * shop's own origins. A page on any other origin must not read answers sent with a shopper's
 * token, so `*` is only ever there when asked for by name.
 */
export function shopCorsOrigins(env: NodeJS.ProcessEnv, shopPort = DEFAULT_SHOP_PORT): string[] {
  return corsOriginsOf(parseSettings(corsEnvironment, env), shopPort);
}
