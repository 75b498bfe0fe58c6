import type { DatabaseSync } from 'node:sqlite';
import type { ApiConfig } from '../config.ts';
import { typedQuery } from '../db/query.ts';
import { initiateRefund, queryRefund } from './gateway-client.ts';
import { gatewayAmountOf } from './validation-rule.ts';

/*
 * Money owed back (issue 22 §3). A payment the gateway validated for one of our sessions that
 * cannot be applied — the order was paid already by another payment, or it is over (cancelled,
 * failed by the expiry) — is never just a log line: it becomes a refund row, the merchant sees it
 * on /editor, and it is refunded through the gateway's refund API (SSLCommerz's
 * `merchantTransIDvalidationAPI.php`; the local gateway speaks it too).
 *
 * States: `due` (recorded) → `requested` (the gateway took it) → `refunded`; or `failed` (the
 * gateway refused or did not answer: the merchant may try again). Every move is a conditional
 * update, so two requests for one refund (a double press, the follow-up job) start it once.
 */

/** Where a refund stands. */
/**
 * Where a refund stands. Through the gateway: due → requested → refunded, or failed (try again).
 * `by_hand`: money the gateway never took (cash on delivery, a pay-later transfer), owed until the
 * merchant sends it back and records it (→ refunded); never sent to the gateway.
 */
export type RefundState = 'due' | 'requested' | 'refunded' | 'failed' | 'by_hand';
/** Why the money is owed: the order was paid already, or it is over, or goods of it came back (a return, issue 26 §5). */
export type RefundReason = 'second_payment' | 'order_closed' | 'returned';

/** What the gateway is told a refund is for. */
const REMARKS: Readonly<Record<RefundReason, string>> = {
  second_payment: 'Paid twice',
  order_closed: 'Order closed before payment',
  returned: 'Goods returned',
};

/** A refund, as kept. */
export interface RefundRow {
  id: number;
  sale_id: number;
  tran_id: string;
  val_id: string;
  bank_tran_id: string | null;
  amount_paisa: number;
  reason: RefundReason;
  state: RefundState;
  refund_ref_id: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

/** A payment that cannot be applied. */
export interface RefundDue {
  saleId: number;
  tranId: string;
  valId: string;
  bankTranId: string | null;
  amountPaisa: number;
  reason: RefundReason;
}

/** A `requested` refund the gateway never answered for after this long is failed, so the merchant may try again. */
const UNANSWERED_MS = 5 * 60 * 1000;

/**
 * Records `due` inside the caller's write transaction; its id, or `undefined` when this payment
 * (its val_id) has its row already: the return and the IPN of one payment record it once.
 */
export function recordRefundDue(db: DatabaseSync, due: RefundDue, now: Date): number | undefined {
  const at = now.toISOString();
  const inserted = db
    .prepare(
      `INSERT INTO payment_refunds (sale_id, tran_id, val_id, bank_tran_id, amount_paisa, reason, state, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'due', ?, ?) ON CONFLICT (val_id) DO NOTHING`,
    )
    .run(due.saleId, due.tranId, due.valId, due.bankTranId, due.amountPaisa, due.reason, at, at);
  return Number(inserted.changes) === 1 ? Number(inserted.lastInsertRowid) : undefined;
}

/** The refund `id` names. */
export function refundOf(db: DatabaseSync, id: number): RefundRow | undefined {
  return typedQuery<RefundRow>(db, 'SELECT * FROM payment_refunds WHERE id = ?').get(id);
}

/**
 * What the shop owes a shopper back for an order's payments, as their payment page tells it: a
 * payment the order could not take (paid twice, or paid after it closed) and the payment of an order
 * the shop cancelled (api/fulfilment/refund.ts; both are `order_closed` or `second_payment`). The
 * sum, and how much of it has gone back already (an order paid twice and then cancelled owes two
 * refunds, which need not move together); undefined when nothing is owed. Returns are told on the
 * order's page, not here.
 */
export function paymentsOwedBack(db: DatabaseSync, saleId: number): OwedBack | undefined {
  const owed = typedQuery<{ amount: number | null; sent: number | null }>(
    db,
    `SELECT SUM(amount_paisa) AS amount, SUM(CASE WHEN state = 'refunded' THEN amount_paisa ELSE 0 END) AS sent
      FROM payment_refunds WHERE sale_id = ? AND reason IN ('second_payment', 'order_closed')`,
  ).get(saleId);
  return owed?.amount ? { amountPaisa: owed.amount, sentPaisa: owed.sent ?? 0 } : undefined;
}

/** What `paymentsOwedBack` finds: the sum owed back, and the part of it already sent. */
export interface OwedBack {
  amountPaisa: number;
  sentPaisa: number;
}

/**
 * Asks the gateway to refund `id` if it is `due` or `failed`: `'started'` when this call took it,
 * `'not_open'` when it is not (requested or refunded already, or unknown). Never throws.
 */
export async function requestRefund(db: DatabaseSync, config: ApiConfig, id: number, now: () => Date): Promise<'started' | 'not_open'> {
  const claimed = db.prepare("UPDATE payment_refunds SET state = 'requested', error = NULL, updated_at = ? WHERE id = ? AND state IN ('due', 'failed')").run(now().toISOString(), id);
  if (Number(claimed.changes) === 0) return 'not_open';
  const row = refundOf(db, id)!;
  if (!row.bank_tran_id) {
    settle(db, id, 'failed', now, { error: 'The gateway named no bank transaction: refund it from the gateway’s panel' });
    return 'started';
  }
  const answer = await initiateRefund(config.gateway, {
    bankTranId: row.bank_tran_id,
    amount: gatewayAmountOf(row.amount_paisa),
    remarks: REMARKS[row.reason] ?? 'Refund',
    reference: `KLR${row.id}`,
  });
  if (!answer.ok) {
    settle(db, id, 'failed', now, { error: answer.reason });
    return 'started';
  }
  const { APIConnect, status, refund_ref_id: refId, errorReason } = answer.answer;
  if (APIConnect === 'DONE' && (status === 'success' || status === 'processing') && refId) {
    db.prepare('UPDATE payment_refunds SET refund_ref_id = ?, updated_at = ? WHERE id = ?').run(refId, now().toISOString(), id);
    await follow(db, config, id, refId, now);
  } else {
    settle(db, id, 'failed', now, { error: errorReason || `${APIConnect ?? 'no APIConnect'} ${status ?? ''}`.trim() });
  }
  return 'started';
}

/**
 * Moves refunds on: starts the ones still `due` (their start was cut short), asks after the
 * `requested` ones, and fails those the gateway never answered for. Returns how many it touched.
 */
export async function followRefunds(db: DatabaseSync, config: ApiConfig, now: () => Date): Promise<number> {
  const open = typedQuery<RefundRow>(db, "SELECT * FROM payment_refunds WHERE state IN ('due', 'requested') ORDER BY id").all();
  for (const row of open) {
    if (row.state === 'due') await requestRefund(db, config, row.id, now);
    else if (row.refund_ref_id) await follow(db, config, row.id, row.refund_ref_id, now);
    else if (now().getTime() - Date.parse(row.updated_at) > UNANSWERED_MS) settle(db, row.id, 'failed', now, { error: 'The gateway did not answer' });
  }
  return open.length;
}

// Asks the gateway how a started refund stands, and records it once it is over.
async function follow(db: DatabaseSync, config: ApiConfig, id: number, refId: string, now: () => Date): Promise<void> {
  const answer = await queryRefund(config.gateway, refId);
  if (!answer.ok) return; // asked again by the next round
  if (answer.answer.status === 'refunded') settle(db, id, 'refunded', now);
  else if (answer.answer.status === 'cancelled') settle(db, id, 'failed', now, { error: answer.answer.errorReason || 'The gateway cancelled the refund' });
}

// A requested refund's end: only from `requested`, so a late answer never undoes a later move.
function settle(db: DatabaseSync, id: number, state: 'refunded' | 'failed', now: () => Date, { error }: { error?: string } = {}): void {
  db.prepare("UPDATE payment_refunds SET state = ?, error = ?, updated_at = ? WHERE id = ? AND state = 'requested'").run(state, error?.slice(0, 500) ?? null, now().toISOString(), id);
}

/** How often the running API moves refunds on (a refund the gateway is processing, one cut short). */
export const REFUND_FOLLOW_UP_MS = 5 * 60 * 1000;

/** Follows refunds every `intervalMs` on `clock`; unref'd; the returned function stops it. */
export function startRefundFollowUp(db: DatabaseSync, config: ApiConfig, clock: { now(): Date }, intervalMs = REFUND_FOLLOW_UP_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return; // a slow gateway: the last round is still asking
    running = true;
    followRefunds(db, config, () => clock.now())
      .catch((error: unknown) => console.error('[api] refund follow-up failed', error instanceof Error ? error.message : error))
      .finally(() => (running = false));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
