import type { DatabaseSync } from 'node:sqlite';
import type { CustomerProfile, Profile, SignInAnswer, SubscriptionStatus } from '../../src/lib/contract/index.ts';
import { typedQuery } from '../db/query.ts';

/** A row of the customers table. */
export interface CustomerRow {
  id: number;
  email: string;
  name: string;
  phone: string | null;
  password_hash: string;
}

const COLUMNS = 'id, email, name, phone, password_hash';

/** The customer with this (normalised) e-mail, if any. */
export function customerByEmail(db: DatabaseSync, email: string): CustomerRow | undefined {
  return typedQuery<CustomerRow>(db, `SELECT ${COLUMNS} FROM customers WHERE email = ?`).get(email);
}

/** The customer with this id, if any. */
export function customerById(db: DatabaseSync, id: number): CustomerRow | undefined {
  return typedQuery<CustomerRow>(db, `SELECT ${COLUMNS} FROM customers WHERE id = ?`).get(id);
}

/** Adds a customer; `undefined` when the e-mail is taken (the UNIQUE constraint decides, race-free). */
export function insertCustomer(
  db: DatabaseSync,
  fields: { email: string; name: string; phone: string | null; passwordHash: string },
  now: Date,
): CustomerRow | undefined {
  const at = now.toISOString();
  const row = typedQuery<CustomerRow>(
    db,
    `INSERT INTO customers (email, name, phone, password_hash, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (email) DO NOTHING RETURNING ${COLUMNS}`,
  ).get(fields.email, fields.name, fields.phone, fields.passwordHash, at, at);
  return row;
}

/** Replaces a customer's name and phone. */
export function updateCustomer(db: DatabaseSync, id: number, fields: { name: string; phone: string | null }, now: Date): void {
  db.prepare('UPDATE customers SET name = ?, phone = ?, updated_at = ? WHERE id = ?').run(fields.name, fields.phone, now.toISOString(), id);
}

/** Stores a new password hash. */
export function setPasswordHash(db: DatabaseSync, id: number, passwordHash: string, now: Date): void {
  db.prepare('UPDATE customers SET password_hash = ?, updated_at = ? WHERE id = ?').run(passwordHash, now.toISOString(), id);
}

/** Whether `email` receives the shop's e-mails (unknown addresses do not). */
export function subscriptionStatusOf(db: DatabaseSync, email: string): SubscriptionStatus {
  const row = typedQuery<{ subscribed: number }>(db, 'SELECT subscribed FROM email_subscriptions WHERE email = ?').get(email);
  return row?.subscribed === 1 ? 'subscribed' : 'unsubscribed';
}

/** Sets whether `email` receives the shop's e-mails. */
export function setSubscription(db: DatabaseSync, email: string, subscribed: boolean, now: Date): void {
  db.prepare(
    `INSERT INTO email_subscriptions (email, subscribed, updated_at) VALUES (?, ?, ?)
     ON CONFLICT (email) DO UPDATE SET subscribed = excluded.subscribed, updated_at = excluded.updated_at`,
  ).run(email, subscribed ? 1 : 0, now.toISOString());
}

/** The profile part of the auth state (spec §3); no photo uploads yet, so `imageUrl` is null. */
export function profileOf(db: DatabaseSync, customer: CustomerRow): Profile {
  return { name: customer.name, userId: customer.id, imageUrl: null, subscriptionStatus: subscriptionStatusOf(db, customer.email) };
}

/** The sign-in answer for `customer` and the token of its new session (spec §7). */
export function signInAnswer(db: DatabaseSync, customer: CustomerRow, authToken: string): SignInAnswer {
  return {
    user: { userId: customer.id, email: customer.email, name: customer.name, authToken },
    profile: profileOf(db, customer),
  };
}

/** `GET /api/customers`: the profile with e-mail and phone. */
export function customerProfile(db: DatabaseSync, customer: CustomerRow): CustomerProfile {
  return { ...profileOf(db, customer), email: customer.email, phone: customer.phone };
}
