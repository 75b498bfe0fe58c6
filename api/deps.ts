import type { DatabaseSync } from 'node:sqlite';
import type { ApiConfig } from './config.ts';
import { sessionLookup } from './accounts/sessions.ts';
import type { CustomerLookup } from './http/customer.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { createSmsSender, type SmsSender } from './sms/sender.ts';
import { createBuildHook, type BuildHook } from './editor/build-hook.ts';
import { createBackground, type Background } from './background.ts';

/** Where the API reads the time: injected, so a test can fix "now" instead of waiting for it. */
export interface Clock {
  now(): Date;
}

/** The real clock. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * Everything a resource needs, passed as one object: adding a dependency (the mailer of the
 * accounts issue, a payment gateway) is a new field here, not a new positional argument everywhere.
 */
export interface ApiDeps {
  db: DatabaseSync;
  config: ApiConfig;
  clock: Clock;
  /** Finds the customer an `X-AUTH-TOKEN` belongs to. */
  findCustomerByToken: CustomerLookup;
  /** Sends the shop's e-mails (SMTP, or `.eml` files in the outbox). */
  mailer: Mailer;
  /** Sends the shop's text messages (an SMS gateway, or JSON files in the SMS outbox). */
  sms: SmsSender;
  /** Asks for a rebuild of the shop after an editor's change (issue 14 §6); a no-op without `BUILD_HOOK_URL`. */
  buildHook: BuildHook;
  /** Work done after an answer has gone (a reset e-mail), drained before the database closes. */
  background: Background;
}

/**
 * Dependencies over `db` and `config`: the real clock, sessions looked up in `db` (on that clock),
 * the configured mailer, SMS sender and build hook, unless `overrides` say otherwise.
 */
export function createDeps(db: DatabaseSync, config: ApiConfig, overrides: Partial<Omit<ApiDeps, 'db' | 'config'>> = {}): ApiDeps {
  const clock = overrides.clock ?? systemClock;
  const buildHook = overrides.buildHook ?? createBuildHook({ url: config.buildHookUrl, secret: config.buildHookSecret });
  return { db, config, clock, findCustomerByToken: sessionLookup(db, clock), mailer: createMailer(config), sms: createSmsSender(config.sms), buildHook, background: createBackground(), ...overrides };
}
