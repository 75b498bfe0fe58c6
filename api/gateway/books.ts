import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import { transaction } from '../db/open.ts';
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

/** A refund as the local gateway keeps it, with its payment's session. */
export type GatewayRefund = GatewayTransaction & { ref_id: string; paisa: number; refunded_on: string };

/** The refund `refundRefId` names, with its payment, if any. */
export function refundByRef(db: DatabaseSync, refundRefId: string): GatewayRefund | undefined {
  return typedQuery<GatewayRefund>(
    db,
    'SELECT t.*, r.ref_id, r.paisa, r.refunded_at AS refunded_on FROM gateway_refunds r JOIN gateway_transactions t ON t.session_key = r.session_key WHERE r.ref_id = ?',
  ).get(refundRefId);
}

/** What starting a refund came to: a new one, the same one started again, or one over what is left. */
export type RefundStart = { outcome: 'started' | 'again'; ref: string } | { outcome: 'over' };

/**
 * Refunds `paisa` of the paid session `key` (issue 26 §5: several partial refunds, as SSLCommerz
 * takes them, up to what was paid): `again` with the first one's reference when `refeId` (the
 * merchant's reference of the refund) was started before (SSLCommerz answers that `processing`),
 * `over` when it would take the refunds past the payment. One write transaction, so two starts at
 * once never both pass the check.
 */
export function refundTransaction(db: DatabaseSync, key: string, paisa: number, refeId: string | undefined, paidPaisa: number, now: Date): RefundStart {
  return transaction(
    db,
    (): RefundStart => {
      const earlier = refeId === undefined ? undefined : typedQuery<{ ref_id: string }>(db, 'SELECT ref_id FROM gateway_refunds WHERE session_key = ? AND refe_id = ?').get(key, refeId);
      if (earlier) return { outcome: 'again', ref: earlier.ref_id };
      const refunded = typedQuery<{ total: number }>(db, 'SELECT COALESCE(SUM(paisa), 0) AS total FROM gateway_refunds WHERE session_key = ?').get(key)?.total ?? 0;
      if (refunded + paisa > paidPaisa) return { outcome: 'over' };
      const ref = randomBytes(10).toString('hex').toUpperCase();
      const at = now.toISOString();
      db.prepare('INSERT INTO gateway_refunds (ref_id, session_key, refe_id, paisa, refunded_at) VALUES (?, ?, ?, ?, ?)').run(ref, key, refeId ?? null, paisa, at);
      // The payment's own record keeps the total refunded and the last refund, as before partial refunds.
      db.prepare('UPDATE gateway_transactions SET refund_ref_id = ?, refunded_paisa = refunded_paisa + ?, refunded_at = ? WHERE session_key = ?').run(ref, paisa, at, key);
      return { outcome: 'started', ref };
    },
    { immediate: true },
  );
}
