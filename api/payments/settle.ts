import type { DatabaseSync } from 'node:sqlite';
import type { GatewayPost } from '../../src/lib/contract/gateway.ts';
import type { ApiConfig } from '../config.ts';
import { applyMove, type MoveOutcome } from '../checkout/moves.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import { validateTransaction } from './gateway-client.ts';
import { recordRefundDue } from './refunds.ts';
import { closeSession, sessionOf, type SessionRow } from './sessions.ts';
import { hasValidSignature } from './signature.ts';
import { judgePayment } from './validation-rule.ts';

/*
 * What the gateway posts back (issue 12 §1), handled the same way from the shopper's return and
 * from the IPN: the post is only a hint. It must carry the gateway's signature, or it changes and
 * reveals nothing — not even which order its tran_id names (issue 22 §9). A signed success is then
 * checked with the validation API, asked by us, for this order's tran_id, amount and currency;
 * only then is the order paid, by the state machine's conditional move. The return and the IPN
 * racing, a replay: the move happens once. A validated payment that cannot be applied (the order
 * was paid already, or is over) becomes a refund row (refunds.ts), never just a log line. A signed
 * fail ends its session (Try again opens another); a signed cancel of the order's live session
 * cancels the order and gives its stock back at once (issue 22 §13).
 */

/** The result page the shopper is sent to. */
export type ResultPage = 'success' | 'failed' | 'cancel';

/** What a post came to: the order it names (when it is one of ours and signed), the page that tells its state, a refund it made. */
export interface Settled {
  invoiceId: string | null;
  page: ResultPage;
  /** The language the shopper ordered in: the result page is shown in it. */
  lang: 'en' | 'bn';
  /** A refund this post recorded: to be started once the answer has gone. */
  refundId?: number;
}

/** What a post that proves nothing gets: the same for every one of them, whatever its tran_id. */
const NOTHING: Settled = { invoiceId: null, page: 'failed', lang: 'en' };

/** Handles one post of the gateway; `claimed` is the URL it came to (what the post says happened). */
export async function settlePost(db: DatabaseSync, config: ApiConfig, post: GatewayPost, claimed: 'success' | 'fail' | 'cancel' | 'ipn', now: Date): Promise<Settled> {
  if (!hasValidSignature(post, config.gateway.storePassword)) return NOTHING;
  const session = sessionOf(db, post.tran_id);
  if (!session) return NOTHING;
  const saleOf = () => typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(session.sale_id)!;
  let refundId: number | undefined;

  if ((claimed === 'success' || claimed === 'ipn') && post.val_id) {
    const sale = saleOf();
    const answer = await validateTransaction(config.gateway, post.val_id);
    const verdict = answer ? judgePayment(answer, { tranId: session.tran_id, totalPaisa: session.amount_paisa }) : { ok: false as const, reason: 'the validation API did not answer' };
    if (verdict.ok && session.amount_paisa === sale.total_paisa) {
      refundId = applyPayment(db, session, { valId: post.val_id, bankTranId: answer?.bank_tran_id ?? null }, now);
    } else if (!verdict.ok) {
      console.warn(`[api] payment ${post.tran_id} not accepted: ${verdict.reason}`);
    }
  } else if ((claimed === 'cancel' || claimed === 'ipn') && post.status === 'CANCELLED') {
    cancelByShopper(db, session, now);
  } else if ((claimed === 'fail' || claimed === 'ipn') && post.status === 'FAILED') {
    closeSession(db, session.tran_id);
  }
  const current = saleOf();
  return { invoiceId: current.invoice_id, page: pageFor(current, claimed), lang: current.lang ?? 'en', ...(refundId !== undefined ? { refundId } : {}) };
}

/**
 * The one way an order becomes paid, inside the caller's write transaction: the state machine's
 * `pay` move from the status read, with the payment's reference (the gateway's val_id, or the
 * reference a merchant matched a pay-later transfer by). A card payment validated here and a
 * pay-later payment the merchant confirms (api/editor/payment-decision.ts) go through it alike.
 */
export function payOrder(db: DatabaseSync, row: SaleRow, paymentRef: string, now: Date, set: Readonly<Record<string, string>> = {}): MoveOutcome {
  return applyMove(db, row, 'pay', now, { payment_ref: paymentRef, ...set });
}

/**
 * Applies a validated payment of `session`, read and moved in one write transaction: the order is
 * paid by it, or (paid already by another payment, or over) the payment is recorded as owed back.
 * A replay of the payment that paid it changes nothing. Returns a refund recorded now, if any.
 */
function applyPayment(db: DatabaseSync, session: SessionRow, payment: { valId: string; bankTranId: string | null }, now: Date): number | undefined {
  return transaction(
    db,
    () => {
      const row = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(session.sale_id)!;
      if (row.payment_ref === payment.valId) return undefined; // a replay, or the IPN first
      const moved = payOrder(db, row, payment.valId, now, payment.bankTranId ? { payment_bank_tran_id: payment.bankTranId } : {});
      if (moved === 'moved') {
        closeSession(db, session.tran_id);
        return undefined;
      }
      const reason = row.payment_status === 'paid' ? 'second_payment' : 'order_closed';
      const refundId = recordRefundDue(db, { saleId: row.id, tranId: session.tran_id, valId: payment.valId, bankTranId: payment.bankTranId, amountPaisa: session.amount_paisa, reason }, now);
      if (refundId !== undefined) console.warn(`[api] payment ${payment.valId} for ${row.invoice_id}, which is ${row.status}: recorded for a refund (${reason})`);
      return refundId;
    },
    { immediate: true },
  );
}

// The shopper pressed Cancel at the gateway on the order's live session: the order is cancelled
// and its stock given back at once. A cancel of a session that is not the live one changes nothing.
function cancelByShopper(db: DatabaseSync, session: SessionRow, now: Date): void {
  transaction(
    db,
    () => {
      const live = sessionOf(db, session.tran_id);
      if (live?.state !== 'open') return;
      closeSession(db, session.tran_id);
      const row = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(session.sale_id)!;
      if (row.status === 'awaiting_payment') applyMove(db, row, 'cancel', now);
    },
    { immediate: true },
  );
}

// The page tells the order's state as it is now, whatever the post claimed: its money in, whatever
// the order has become since (paid, packed, shipped, delivered), unless the shop cancelled it.
function pageFor(row: SaleRow, claimed: 'success' | 'fail' | 'cancel' | 'ipn'): ResultPage {
  if (row.status === 'cancelled') return 'cancel';
  if (row.payment_status === 'paid') return 'success';
  if (row.status === 'awaiting_payment' && claimed === 'cancel') return 'cancel';
  return 'failed';
}
