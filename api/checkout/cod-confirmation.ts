import type { DatabaseSync } from 'node:sqlite';
import { typedQuery } from '../db/query.ts';

/*
 * Cash-on-delivery orders confirmed by a code to the delivery phone (issue 26 §3): cash on
 * delivery is how most Bangladeshi shoppers pay, and a code to the phone the courier will call
 * cuts the fake orders that cost a shop a wasted trip. Nothing is placed, and no stock held, until
 * the code is given.
 */

/** When a cash order asks for a code: every time, until its phone was confirmed once, or never. */
export const COD_CONFIRMATION_POLICIES = ['always', 'first', 'off'] as const;
export type CodConfirmationPolicy = (typeof COD_CONFIRMATION_POLICIES)[number];
/** By default a phone is confirmed once per customer: the first cash order to it. */
export const DEFAULT_COD_CONFIRMATION: CodConfirmationPolicy = 'first';

/**
 * Whether a cash order of `customerId` to `phone` needs a code under `policy`: a phone the customer
 * signs in with, or confirmed by an earlier order's code, is theirs already (unless `always`).
 */
export function needsPhoneCode(db: DatabaseSync, policy: CodConfirmationPolicy, customerId: number, phone: string): boolean {
  if (policy === 'off') return false;
  if (policy === 'always') return true;
  const known = typedQuery<{ known: number }>(
    db,
    `SELECT EXISTS (SELECT 1 FROM customers WHERE id = ? AND sign_in_phone = ?)
         OR EXISTS (SELECT 1 FROM verified_phones WHERE customer_id = ? AND phone = ?) AS known`,
  ).get(customerId, phone, customerId, phone);
  return known?.known !== 1;
}

/** Records that `customerId` proved `phone` (inside the placing's transaction: it lands with the order). */
export function rememberVerifiedPhone(db: DatabaseSync, customerId: number, phone: string, now: Date): void {
  db.prepare('INSERT INTO verified_phones (customer_id, phone, verified_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(customerId, phone, now.toISOString());
}

/** The phone of one of `customerId`'s addresses (stored as +8801…), or undefined when it is not theirs. */
export function addressPhone(db: DatabaseSync, customerId: number, addressId: number): string | undefined {
  return typedQuery<{ phone: string }>(db, 'SELECT phone FROM addresses WHERE id = ? AND customer_id = ?').get(addressId, customerId)?.phone;
}
