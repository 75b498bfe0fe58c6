import type { DatabaseSync } from 'node:sqlite';
import type { CustomerProfile, Profile, SignInAnswer, SubscriptionStatus } from '../../src/lib/contract/index.ts';
import { typedQuery } from '../db/query.ts';

/** A row of the customers table. */
export interface CustomerRow {
  id: number;
  /** Null for a customer who signed up with a phone and a code (issue 26 §2). */
  email: string | null;
  name: string;
  phone: string | null;
  /** The number proven with a one-time code, which signs in too. */
  sign_in_phone: string | null;
  /** Null for a customer who never set a password (signed up with a phone). */
  password_hash: string | null;
}

const COLUMNS = 'id, email, name, phone, sign_in_phone, password_hash';

/** The customer with this (normalised) e-mail, if any. */
export function customerByEmail(db: DatabaseSync, email: string): CustomerRow | undefined {
  return typedQuery<CustomerRow>(db, `SELECT ${COLUMNS} FROM customers WHERE email = ?`).get(email);
}

/** The customer with this id, if any. */
export function customerById(db: DatabaseSync, id: number): CustomerRow | undefined {
  return typedQuery<CustomerRow>(db, `SELECT ${COLUMNS} FROM customers WHERE id = ?`).get(id);
}

/** The customer who signs in with this (normalised) phone, if any. */
export function customerBySignInPhone(db: DatabaseSync, phone: string): CustomerRow | undefined {
  return typedQuery<CustomerRow>(db, `SELECT ${COLUMNS} FROM customers WHERE sign_in_phone = ?`).get(phone);
}

/**
 * Adds a customer who proved `phone` with a code: no e-mail, no password. Of two sign-ups racing
 * for one number the UNIQUE constraint keeps one, and both get that one.
 */
export function insertPhoneCustomer(db: DatabaseSync, fields: { phone: string; name: string }, now: Date): CustomerRow {
  const at = now.toISOString();
  const row = typedQuery<CustomerRow>(
    db,
    `INSERT INTO customers (name, phone, sign_in_phone, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (sign_in_phone) DO NOTHING RETURNING ${COLUMNS}`,
  ).get(fields.name, fields.phone, fields.phone, at, at);
  return row ?? customerBySignInPhone(db, fields.phone)!;
}

/**
 * Makes `phone` a way for customer `id` to sign in (its contact phone too, when it had none):
 * `false` when another account already signs in with it (the UNIQUE constraint decides, race-free).
 */
export function setSignInPhone(db: DatabaseSync, id: number, phone: string, now: Date): boolean {
  try {
    db.prepare('UPDATE customers SET sign_in_phone = ?, phone = coalesce(phone, ?), updated_at = ? WHERE id = ?').run(phone, phone, now.toISOString(), id);
    return true;
  } catch (error) {
    if (error instanceof Error && /UNIQUE constraint failed: customers\.sign_in_phone/.test(error.message)) return false;
    throw error;
  }
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
export function subscriptionStatusOf(db: DatabaseSync, email: string | null): SubscriptionStatus {
  if (email === null) return 'unsubscribed';
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
  return { ...profileOf(db, customer), email: customer.email, phone: customer.phone, signInPhone: customer.sign_in_phone };
}
