import type { DatabaseSync } from 'node:sqlite';
import type { ReturnRefundChannel } from '../../src/lib/contract/index.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { typedQuery } from '../db/query.ts';
import { refundChannelOf, refundTranIdOf } from '../fulfilment/refund.ts';
import { recordRefundDue, refundOf, type RefundState } from '../payments/refunds.ts';

/*
 * The money back of a received return (issue 26 §5), on the refund rows every other refund uses
 * (migration 14, api/payments/refunds.ts), so the merchant sees it beside the others on /editor and
 * the follow-up job and "Try again" work on it as on any other. The channel is the order's, as a
 * cancel's refund is (api/fulfilment/refund.ts):
 * - paid through the gateway (a card): a `due` row, started at the gateway's refund API once the
 *   receipt has committed (the route does), for the return's amount only: a partial refund;
 * - cash on delivery or pay later: the gateway never saw that money, so the row is recorded
 *   `by_hand`: the merchant sends it back by bKash, Nagad or bank and records it as sent on /editor.
 * A return's row is keyed `return:{id}` (payment_refunds.val_id is unique): one refund per return,
 * whatever path records it; the payment's own id stays the key of a whole-order refund.
 */

/** A return's refund as recorded. */
export interface RecordedRefund {
  id: number;
  channel: ReturnRefundChannel;
  state: RefundState;
}

/** Every refund of sale `saleId` recorded so far, in paisa: a payment refunded twice (another payment's, `second_payment`) is not this order's money. */
export function refundedPaisaOf(db: DatabaseSync, saleId: number): number {
  return typedQuery<{ paisa: number }>(db, "SELECT COALESCE(SUM(amount_paisa), 0) AS paisa FROM payment_refunds WHERE sale_id = ? AND reason != 'second_payment'").get(saleId)!.paisa;
}

const keyOf = (returnId: number) => `return:${returnId}`;

/** Records `paisa` owed back for return `returnId` of `sale`, inside the caller's write transaction; undefined when it has its row already. */
export function recordReturnRefund(db: DatabaseSync, sale: SaleRow, returnId: number, paisa: number, now: Date): RecordedRefund | undefined {
  const channel = refundChannelOf(sale);
  const id = channel === 'gateway' ? viaGateway(db, sale, returnId, paisa, now) : byHand(db, sale, returnId, paisa, now);
  if (id === undefined) return undefined;
  return { id, channel, state: refundOf(db, id)!.state };
}

function viaGateway(db: DatabaseSync, sale: SaleRow, returnId: number, paisa: number, now: Date): number | undefined {
  return recordRefundDue(
    db,
    { saleId: sale.id, tranId: refundTranIdOf(db, sale), valId: keyOf(returnId), bankTranId: sale.payment_bank_tran_id, amountPaisa: paisa, reason: 'returned' },
    now,
  );
}

function byHand(db: DatabaseSync, sale: SaleRow, returnId: number, paisa: number, now: Date): number | undefined {
  const at = now.toISOString();
  const inserted = db
    .prepare(
      `INSERT INTO payment_refunds (sale_id, tran_id, val_id, bank_tran_id, amount_paisa, reason, state, error, created_at, updated_at)
       VALUES (?, ?, ?, NULL, ?, 'returned', 'by_hand', NULL, ?, ?) ON CONFLICT (val_id) DO NOTHING`,
    )
    .run(sale.id, sale.payment_ref ?? sale.invoice_id, keyOf(returnId), paisa, at, at);
  return Number(inserted.changes) === 1 ? Number(inserted.lastInsertRowid) : undefined;
}
