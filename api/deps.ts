import type { DatabaseSync } from 'node:sqlite';
import type { ApiConfig } from './config.ts';
import { noCustomers, type CustomerLookup } from './http/customer.ts';

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
  /** Finds the customer an `X-AUTH-TOKEN` belongs to (none until the accounts issue adds customers). */
  findCustomerByToken: CustomerLookup;
}

/** Dependencies over `db` and `config`, with the real clock and no customers unless `overrides` say otherwise. */
export function createDeps(db: DatabaseSync, config: ApiConfig, overrides: Partial<Omit<ApiDeps, 'db' | 'config'>> = {}): ApiDeps {
  return { db, config, clock: systemClock, findCustomerByToken: noCustomers, ...overrides };
}
