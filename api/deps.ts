import type { DatabaseSync } from 'node:sqlite';
import type { ApiConfig } from './config.ts';
import { sessionLookup } from './accounts/sessions.ts';
import type { CustomerLookup } from './http/customer.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';

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
}

/**
 * Dependencies over `db` and `config`: the real clock, sessions looked up in `db` (on that clock)
 * and the configured mailer, unless `overrides` say otherwise.
 */
export function createDeps(db: DatabaseSync, config: ApiConfig, overrides: Partial<Omit<ApiDeps, 'db' | 'config'>> = {}): ApiDeps {
  const clock = overrides.clock ?? systemClock;
  return { db, config, clock, findCustomerByToken: sessionLookup(db, clock), mailer: createMailer(config), ...overrides };
}
