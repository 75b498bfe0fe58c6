import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { typedQuery } from '../db/query.ts';

/* The local gateway's books (issue 12): its sessions and what became of each, as a real gateway keeps them. */

/** A session as the local gateway keeps it. */
export interface GatewayTransaction {
  session_key: string;
  tran_id: string;
  store_id: string;
  amount: string;
  currency: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  ipn_url: string | null;
  customer_name: string;
  /** PENDING until the shopper chooses; then VALID, FAILED or CANCELLED. */
  status: 'PENDING' | 'VALID' | 'FAILED' | 'CANCELLED';
  val_id: string | null;
  risk_level: number;
  validated: number;
  created_at: string;
  /** A refund of the payment (issue 22 §3): its reference, the paisa refunded, when. */
  refund_ref_id: string | null;
  refunded_paisa: number;
  refunded_at: string | null;
}

/** What the session call asked for. */
export type NewSession = Pick<GatewayTransaction, 'tran_id' | 'store_id' | 'amount' | 'currency' | 'success_url' | 'fail_url' | 'cancel_url' | 'ipn_url' | 'customer_name'>;

/** Keeps a new session; returns its key (what the hosted page's address carries). */
export function openSession(db: DatabaseSync, session: NewSession, now: Date): string {
  const key = randomBytes(16).toString('hex').toUpperCase();
  db.prepare(
    `INSERT INTO gateway_transactions (session_key, tran_id, store_id, amount, currency, success_url, fail_url, cancel_url, ipn_url, customer_name, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?)`,
  ).run(key, session.tran_id, session.store_id, session.amount, session.currency, session.success_url, session.fail_url, session.cancel_url, session.ipn_url, session.customer_name, now.toISOString());
  return key;
}

/** The session `key` names. */
export function sessionByKey(db: DatabaseSync, key: string): GatewayTransaction | undefined {
  return typedQuery<GatewayTransaction>(db, 'SELECT * FROM gateway_transactions WHERE session_key = ?').get(key);
}

/** The payment `valId` names. */
export function transactionByValId(db: DatabaseSync, valId: string): GatewayTransaction | undefined {
  return typedQuery<GatewayTransaction>(db, 'SELECT * FROM gateway_transactions WHERE val_id = ?').get(valId);
}

/**
 * Closes a pending session the way the shopper chose; `undefined` if it was closed already (a
 * second press, another tab). A paid one gets a validation id.
 */
export function closeSession(db: DatabaseSync, key: string, status: 'VALID' | 'FAILED' | 'CANCELLED', riskLevel: 0 | 1): GatewayTransaction | undefined {
  const valId = status === 'VALID' ? randomBytes(12).toString('hex') : null;
  const closed = db
    .prepare("UPDATE gateway_transactions SET status = ?, val_id = ?, risk_level = ? WHERE session_key = ? AND status = 'PENDING'")
    .run(status, valId, riskLevel, key);
  return Number(closed.changes) === 1 ? sessionByKey(db, key) : undefined;
}

/** Marks a payment validated; returns whether it had been before (SSLCommerz answers VALIDATED then). */
export function markValidated(db: DatabaseSync, valId: string): boolean {
  return Number(db.prepare('UPDATE gateway_transactions SET validated = 1 WHERE val_id = ? AND validated = 0').run(valId).changes) === 0;
}

/** The bank's id of a paid session's payment, as the local gateway reports it. */
export function bankTranIdOf(session: Pick<GatewayTransaction, 'session_key'>): string {
  return `LOCAL${session.session_key.slice(0, 12)}`;
}

/** The paid session whose payment `bankTranId` names. */
export function transactionByBankTranId(db: DatabaseSync, bankTranId: string): GatewayTransaction | undefined {
  if (!/^LOCAL[0-9A-F]{12}$/.test(bankTranId)) return undefined;
  return typedQuery<GatewayTransaction>(db, "SELECT * FROM gateway_transactions WHERE substr(session_key, 1, 12) = ? AND status = 'VALID'").get(bankTranId.slice(5));
}

/** The session whose refund `refundRefId` names. */
export function transactionByRefundRef(db: DatabaseSync, refundRefId: string): GatewayTransaction | undefined {
  return typedQuery<GatewayTransaction>(db, 'SELECT * FROM gateway_transactions WHERE refund_ref_id = ?').get(refundRefId);
}

/**
 * Refunds `paisa` of a paid session, once: the refund's reference, or `undefined` when it was
 * refunded already (SSLCommerz answers a second start of one refund as `processing`).
 */
export function refundTransaction(db: DatabaseSync, key: string, paisa: number, now: Date): string | undefined {
  const ref = randomBytes(10).toString('hex').toUpperCase();
  const done = db
    .prepare("UPDATE gateway_transactions SET refund_ref_id = ?, refunded_paisa = ?, refunded_at = ? WHERE session_key = ? AND status = 'VALID' AND refund_ref_id IS NULL")
    .run(ref, paisa, now.toISOString(), key);
  return Number(done.changes) === 1 ? ref : undefined;
}
