import type { DatabaseSync } from 'node:sqlite';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { typedQuery } from '../db/query.ts';
import { recordRefundDue, refundOf, type RefundState } from '../payments/refunds.ts';

/*
 * The money back of an order the shop cancels after it was paid (issue 26 §4), on the refund rows
 * of issue 22 §3 (api/payments/refunds.ts, migration 14): the merchant sees it beside the other
 * refunds on /editor, and the refund follow-up job and "Try again" work on it as on any other.
 *
 * - Paid through the gateway (a card or mobile-banking payment: the order has the payment's
 *   validation id): a `due` row, keyed by that validation id, started through the gateway's refund
 *   API once the cancel has committed (the route does), as a payment that could not be applied is.
 * - Paid by pay later (a bKash, Nagad or bank transfer the merchant confirmed): the gateway never
 *   saw that money and cannot send it back, so the row is recorded `by_hand`: the merchant sends it
 *   back the way it came and records it as sent on /editor (`POST /api/editor/refunds/{id}/sent`).
 *
 * Never more than was paid: the amount is the order's total, which is what its payment was for (a
 * card payment is applied only when its amount is the total, api/payments/settle.ts; the merchant
 * marks a pay-later order paid for its total); and the row's key (`val_id`, unique) names the
 * payment, so one payment is owed back at most once, whatever path records it.
 */

/** How a refund goes back: through the payment gateway, or by the merchant's own hand. */
export type RefundChannel = 'gateway' | 'manual';

/** A refund recorded for a cancelled order. */
export interface CancelRefund {
  id: number;
  amountPaisa: number;
  channel: RefundChannel;
  state: RefundState;
}

/** The key of a pay-later payment in `payment_refunds.val_id`: one per order, never a gateway's id. */
const payLaterKey = (row: SaleRow) => `pay-later:${row.invoice_id}`;

/**
 * Records the refund of `row` (the order as read before the cancel) inside the caller's write
 * transaction, when it was paid; `undefined` when nothing was paid, or its payment is owed back already.
 */
export function recordCancelRefund(db: DatabaseSync, row: SaleRow, now: Date): CancelRefund | undefined {
  if (row.payment_status !== 'paid') return undefined;
  const viaGateway = refundChannelOf(row) === 'gateway';
  const id = viaGateway ? recordGatewayRefund(db, row, now) : recordManualRefund(db, row, now);
  if (id === undefined) return undefined;
  const recorded = refundOf(db, id)!;
  return { id, amountPaisa: recorded.amount_paisa, channel: viaGateway ? 'gateway' : 'manual', state: recorded.state };
}

/**
 * How `row`'s payment goes back (also a return's refund, api/returns/): through the gateway when the
 * gateway took it (the order has the payment's validation id), else by the merchant's own hand
 * (pay later; cash on delivery, paid into the courier's hand).
 */
export function refundChannelOf(row: SaleRow): RefundChannel {
  return row.payment_method !== 'pay_later' && row.payment_ref !== null ? 'gateway' : 'manual';
}

/**
 * The gateway session shown beside a refund of `row`: the order's last one (after a payment no new
 * one opens). The gateway's refund API names the payment by its bank transaction id, not by the session.
 */
export function refundTranIdOf(db: DatabaseSync, row: SaleRow): string {
  const session = typedQuery<{ tran_id: string }>(db, 'SELECT tran_id FROM payment_sessions WHERE sale_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1').get(row.id);
  return session?.tran_id ?? row.invoice_id;
}

function recordGatewayRefund(db: DatabaseSync, row: SaleRow, now: Date): number | undefined {
  return recordRefundDue(
    db,
    {
      saleId: row.id,
      tranId: refundTranIdOf(db, row),
      valId: row.payment_ref!,
      bankTranId: row.payment_bank_tran_id,
      amountPaisa: row.total_paisa,
      reason: 'order_closed',
    },
    now,
  );
}

function recordManualRefund(db: DatabaseSync, row: SaleRow, now: Date): number | undefined {
  const at = now.toISOString();
  const reference = row.payment_ref ?? row.invoice_id;
  const inserted = db
    .prepare(
      `INSERT INTO payment_refunds (sale_id, tran_id, val_id, bank_tran_id, amount_paisa, reason, state, error, created_at, updated_at)
       VALUES (?, ?, ?, NULL, ?, 'order_closed', 'by_hand', NULL, ?, ?) ON CONFLICT (val_id) DO NOTHING`,
    )
    .run(row.id, reference, payLaterKey(row), row.total_paisa, at, at);
  return Number(inserted.changes) === 1 ? Number(inserted.lastInsertRowid) : undefined;
}
