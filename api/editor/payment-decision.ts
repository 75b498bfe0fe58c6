import type { DatabaseSync } from 'node:sqlite';
import type { PaymentState } from '../../src/lib/contract/uploads.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import { failOrder } from '../payments/expiry.ts';
import { payOrder } from '../payments/settle.ts';
import { paymentStateOf } from '../uploads/payment-info.ts';
import type { Editor } from './auth.ts';
import { recordChange } from './changes.ts';
import type { PaymentDecision } from './order-schemas.ts';

/*
 * The merchant's word on a pay-later payment (issue 12 §3–4): they looked at their bKash, Nagad or
 * bank statement (and the receipt, when one came) and say the money arrived, or did not.
 * - `paid` moves the order exactly as a validated card payment does (`payOrder`, the gateway's own
 *   move: the same history entry and payment status);
 * - `rejected` fails it as the expiry job does (`failOrder`: its stock goes back, once).
 * Read, checked, moved and audited in one write transaction: a second decision, the expiry job or
 * a receipt arriving meanwhile sees the order as the first left it, so an order changes state once.
 * A decision repeated is a 409 (`already_paid` / `already_failed`), never a second move: the client
 * learns the first one won. (The shop sends no e-mail on a card order paid or failed either, so
 * none is sent here; the customer sees the state on `/orders` and `/details`.)
 */

/** Why a decision was refused: a stable code for the screen and scripts, and words for people. */
export type DecisionRefusal = {
  status: 404 | 409;
  code: 'order_not_found' | 'not_pay_later' | 'already_paid' | 'already_failed' | 'not_awaiting_payment' | 'payment_state_changed';
  message: string;
  paymentState?: PaymentState;
};

/** What a decision did: the order as it is now. */
export interface DecisionDone {
  status: 200;
  order: { id: number; invoiceId: string; status: SaleRow['status']; paymentStatus: SaleRow['payment_status']; paymentState: PaymentState; decision: PaymentDecision['decision']; decidedAt: string };
}

const refused = (status: 404 | 409, code: DecisionRefusal['code'], message: string, row?: SaleRow): DecisionRefusal => ({
  status,
  code,
  message,
  ...(row ? { paymentState: paymentStateOf(row) } : {}),
});

/** Why `row` (as read) takes no decision `decision`, or `undefined` when it does. */
function refusalFor(row: SaleRow | undefined, { expectedState }: PaymentDecision): DecisionRefusal | undefined {
  if (!row) return refused(404, 'order_not_found', 'Order not found');
  if (row.payment_method !== 'pay_later') return refused(409, 'not_pay_later', `Order ${row.invoice_id} is not a pay-later order: its payment is not the merchant’s to decide`, row);
  if (row.status === 'paid' || row.payment_status === 'paid') return refused(409, 'already_paid', `Order ${row.invoice_id} is already paid`, row);
  if (row.status === 'failed') return refused(409, 'already_failed', `Order ${row.invoice_id} has already failed (rejected or expired); its stock went back`, row);
  if (row.status !== 'awaiting_payment') return refused(409, 'not_awaiting_payment', `Order ${row.invoice_id} is ${row.status.replace('_', ' ')}, not awaiting payment`, row);
  const state = paymentStateOf(row);
  if (expectedState !== undefined && expectedState !== state) {
    return refused(409, 'payment_state_changed', `Order ${row.invoice_id} changed meanwhile: its payment is now ${state.replace('_', ' ')}. Look again and decide.`, row);
  }
  return undefined;
}

/**
 * Decides the pay-later payment of sale `saleId` for `editor`: 404 when there is no such order,
 * 409 with a code when it is not a pay-later order awaiting payment (or no longer in the state the
 * merchant saw); otherwise the move, its history entry and the audit row land together.
 */
export function decidePayment(db: DatabaseSync, editor: Editor, saleId: number, decision: PaymentDecision, now: Date): DecisionDone | DecisionRefusal {
  return transaction(
    db,
    (): DecisionDone | DecisionRefusal => {
      const row = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(saleId);
      const refusal = refusalFor(row, decision);
      if (refusal || !row) return refusal!;
      const before = paymentStateOf(row);
      // The reference the merchant matched the money by: the shopper's transaction id, else the invoice number they quoted.
      const moved = decision.decision === 'paid' ? payOrder(db, row, row.receipt_transaction_id ?? row.invoice_id, now) : failOrder(db, row, now);
      // Inside this immediate transaction nothing else writes, so this is only a guard.
      if (moved !== 'moved') return refused(409, 'payment_state_changed', `Order ${row.invoice_id} moved on meanwhile`, row);
      const after = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(saleId)!;
      recordChange(
        db,
        editor,
        {
          resource: 'order',
          id: row.invoice_id,
          before: { status: row.status, paymentState: before },
          after: { status: after.status, paymentState: paymentStateOf(after), decision: decision.decision, ...(decision.note ? { note: decision.note } : {}) },
        },
        now,
      );
      return {
        status: 200,
        order: {
          id: after.id,
          invoiceId: after.invoice_id,
          status: after.status,
          paymentStatus: after.payment_status,
          paymentState: paymentStateOf(after),
          decision: decision.decision,
          decidedAt: now.toISOString(),
        },
      };
    },
    { immediate: true },
  );
}
