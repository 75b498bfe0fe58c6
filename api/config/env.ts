import * as v from 'valibot';
import { PHONE_CODES_PER_CLIENT_PER_HOUR, PHONE_CODES_PER_MINUTE, RESET_REQUESTS_PER_CLIENT_PER_HOUR, SIGN_UPS_PER_CLIENT_PER_HOUR } from '../accounts/limits.ts';
import { COD_CONFIRMATION_POLICIES, DEFAULT_COD_CONFIRMATION } from '../checkout/cod-confirmation.ts';
import { DEFAULT_HOLD_LIMITS } from '../checkout/hold-limits.ts';
import { DEFAULT_UPLOAD_QUOTA } from '../uploads/quota.ts';
import { DEMO_UPLOAD_PUBLIC_KEY } from '../../src/lib/contract/upload-limits.ts';
import * as read from './rules.ts';

/*
 * The API's environment as one valibot schema: every variable the API reads, by its name, with
 * the rule that reads it and its default (README, "Configuration"). Defaults that depend on
 * another setting (the public URL on the port, the uploads folder on the database) and the
 * overrides of `readConfig` are applied in api/config.ts, after this.
 */

/** Demo defaults: the same values the storefront's build uses when nothing is configured. */
export const DEMO_API_KEY = 'demo-storefront-key';
export const DEMO_CATALOG_KEY = 'demo-catalog-key';
export const DEMO_CATALOG_SECRET = 'demo-catalog-secret';
/** Port the shop is served on when nothing is configured (`npm start`'s `PORT`). */
export const DEFAULT_SHOP_PORT = 4321;
/** The local gateway's demo store (any other pair is refused by it, as a real gateway would). */
export const DEMO_GATEWAY_STORE_ID = 'kolom-demo';
export const DEMO_GATEWAY_STORE_PASSWORD = 'kolom-demo-secret';

const MB = 1024 * 1024;

/** The SMS gateway's three settings are all set or all unset: a gateway without its key would drop every message. */
const allOrNone = (values: readonly (string | undefined)[]): boolean => {
  const set = values.filter((value) => value !== undefined).length;
  return set === 0 || set === values.length;
};

export const apiEnvironment = v.pipe(v.object({
  API_HOST: read.text('127.0.0.1'),
  API_PORT: read.port(8787),
  API_DATA_DIR: read.text('.data'),
  API_PUBLIC_URL: read.maybeText(),
  API_DB_PATH: read.maybeText(),
  API_KEYS: read.list(),
  PUBLIC_API_KEY: read.list(),
  CATALOG_KEY: read.text(DEMO_CATALOG_KEY),
  CATALOG_SECRET: read.text(DEMO_CATALOG_SECRET),
  API_CORS_ORIGINS: read.originList(),
  SITE_URL: read.maybeText(),
  API_DEMO_PRODUCTS: read.wholeNumber(360),
  SMTP_URL: read.nonEmpty(),
  MAIL_FROM: read.text('Kolom <no-reply@kolom.example>'),
  DELIVERY_INSIDE_DHAKA: read.taka(60),
  DELIVERY_OUTSIDE_DHAKA: read.taka(120),
  DELIVERY_EXPRESS: read.taka(120),
  DELIVERY_FREE_FROM: read.taka(3000),
  API_SIGNUPS_PER_HOUR: read.count(SIGN_UPS_PER_CLIENT_PER_HOUR),
  API_RESETS_PER_HOUR: read.count(RESET_REQUESTS_PER_CLIENT_PER_HOUR),
  API_PHONE_CODES_PER_HOUR: read.count(PHONE_CODES_PER_CLIENT_PER_HOUR),
  API_PHONE_CODES_PER_MINUTE: read.count(PHONE_CODES_PER_MINUTE),
  API_ORDER_MAX_PER_SKU: read.count(DEFAULT_HOLD_LIMITS.perSku),
  API_UNPAID_ORDERS_MAX: read.count(DEFAULT_HOLD_LIMITS.unpaidOrders),
  API_UNPAID_VALUE_MAX: read.count(DEFAULT_HOLD_LIMITS.unpaidValue),
  API_COD_CONFIRMATION: read.oneOf(COD_CONFIRMATION_POLICIES, DEFAULT_COD_CONFIRMATION),
  GATEWAY_URL: read.trimmed(),
  API_LOCAL_GATEWAY: read.saying('on'),
  GATEWAY_STORE_ID: read.nonEmptyOr(DEMO_GATEWAY_STORE_ID),
  GATEWAY_STORE_PASSWORD: read.nonEmptyOr(DEMO_GATEWAY_STORE_PASSWORD),
  // The defaults are a demo's, plainly not real numbers; set one empty to offer no such account.
  PAY_LATER_BKASH: read.text('01700-000000 (demo)'),
  PAY_LATER_NAGAD: read.text('01800-000000 (demo)'),
  PAY_LATER_BANK: read.text('Kolom Ltd, A/C 0000000000, Demo Bank, Gulshan branch'),
  API_UPLOAD_SERVICE: read.saying('off'), // true: the API serves no /upload/*
  PUBLIC_UPLOAD_KEY: read.trimmedOr(DEMO_UPLOAD_PUBLIC_KEY),
  API_UPLOADS_DIR: read.trimmed(),
  UPLOADCARE_SECRET_KEY: read.trimmed(),
  UPLOADCARE_API_URL: read.trimmedOr('https://api.uploadcare.com'),
  API_UPLOAD_URL_SECRET: read.hexSecret('API_UPLOAD_URL_SECRET'),
  UPLOADCARE_SIGNED_URL_SECRET: read.hexSecret('UPLOADCARE_SIGNED_URL_SECRET'),
  UPLOADCARE_CDN_URL: read.url('UPLOADCARE_CDN_URL'),
  API_UPLOADS_PER_HOUR: read.count(DEFAULT_UPLOAD_QUOTA.uploads),
  API_UPLOAD_MB_PER_HOUR: read.count(DEFAULT_UPLOAD_QUOTA.bytes / MB),
  API_EDITOR_KEY: read.bearerToken('API_EDITOR_KEY'),
  BUILD_HOOK_URL: read.url('BUILD_HOOK_URL', { web: true }),
  BUILD_HOOK_SECRET: read.trimmed(),
  // Text messages (issue 26 §1): an HTTP SMS gateway, all three or none; unset, the SMS outbox.
  SMS_API_URL: read.url('SMS_API_URL', { web: true }),
  SMS_API_KEY: read.trimmed(),
  SMS_SENDER_ID: read.trimmed(),
}), v.check((vars) => allOrNone([vars.SMS_API_URL, vars.SMS_API_KEY, vars.SMS_SENDER_ID]), 'SMS_API_URL, SMS_API_KEY and SMS_SENDER_ID go together: set all three to send through the SMS gateway, or none to write text messages to the outbox'));

/** The environment as the API reads it: each variable's value, its default where it has one. */
export type ApiEnvironment = v.InferOutput<typeof apiEnvironment>;

/** A setting that cannot be read: the message names every variable at fault, and what is wrong with it. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads `env` with `schema`; a bad value throws a `ConfigError` naming the variable (all the bad
 * ones at once), so the API refuses to start instead of running on a guess.
 */
export function parseSettings<TSchema extends v.GenericSchema>(schema: TSchema, env: unknown, what = 'environment variable'): v.InferOutput<TSchema> {
  const parsed = v.safeParse(schema, env);
  if (parsed.success) return parsed.output;
  const problems = parsed.issues.map((issue) => {
    // The variable (an item of a list is its variable's); none for an item of a list read alone.
    const name = issue.path?.[0]?.key;
    // A rule that names its variable itself (so as never to quote a secret) is said as it is.
    return typeof name !== 'string' || issue.message.includes(name) ? issue.message : `${name}: ${issue.message}`;
  });
  throw new ConfigError(`Bad ${what}${problems.length > 1 ? 's' : ''}: ${problems.join('; ')}`);
}

/** Reads the API's environment (see `parseSettings`). */
export const readEnvironment = (env: NodeJS.ProcessEnv): ApiEnvironment => parseSettings(apiEnvironment, env);
