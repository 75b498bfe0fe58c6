import type { DatabaseSync } from 'node:sqlite';
import type { GatewayPost } from '../../src/lib/contract/gateway.ts';
import type { ApiConfig } from '../config.ts';
import { applyMove, type MoveOutcome } from '../checkout/moves.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import { validateTransaction } from './gateway-client.ts';
import { sessionOf } from './sessions.ts';
import { hasValidSignature } from './signature.ts';
import { judgePayment } from './validation-rule.ts';

/*
 * What the gateway posts back (issue 12 §1), handled the same way from the shopper's return and
 * from the IPN: the post is only a hint. It must carry the gateway's signature, and then the
 * validation API, asked by us, must confirm the payment for this order's tran_id, amount and
 * currency; only then is the order paid, by the state machine's conditional move. The return and
 * the IPN racing, a replay, a success after a cancel: the move happens once, the rest change nothing.
 * A fail or cancel post changes nothing either: the order waits (Try again, or pay on delivery)
 * until it is paid, changed by its customer, or failed by the expiry job.
 */

/** The result page the shopper is sent to. */
export type ResultPage = 'success' | 'failed' | 'cancel';

/** What a post came to: the order it names (when it is one of ours) and the page that tells its state. */
export interface Settled {
  invoiceId: string | null;
  page: ResultPage;
}

/** Handles one post of the gateway; `claimed` is the URL it came to (what the post says happened). */
export async function settlePost(db: DatabaseSync, config: ApiConfig, post: GatewayPost, claimed: 'success' | 'fail' | 'cancel' | 'ipn', now: Date): Promise<Settled> {
  const session = sessionOf(db, post.tran_id);
  if (!session) return { invoiceId: null, page: 'failed' };
  const saleOf = () => typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(session.sale_id)!;
  const sale = saleOf();

  if ((claimed === 'success' || claimed === 'ipn') && post.val_id && hasValidSignature(post, config.gateway.storePassword)) {
    const answer = await validateTransaction(config.gateway, post.val_id);
    const verdict = answer ? judgePayment(answer, { tranId: session.tran_id, totalPaisa: sale.total_paisa }) : { ok: false as const, reason: 'the validation API did not answer' };
    if (verdict.ok && session.amount_paisa === sale.total_paisa) {
      markPaid(db, session.sale_id, post.val_id, now);
    } else if (!verdict.ok) {
      console.warn(`[api] payment ${post.tran_id} not accepted: ${verdict.reason}`);
    }
  }
  const current = saleOf();
  return { invoiceId: current.invoice_id, page: pageFor(current.status, claimed) };
}

/**
 * The one way an order becomes paid, inside the caller's write transaction: the state machine's
 * `pay` move from the status read, with the payment's reference (the gateway's val_id, or the
 * reference a merchant matched a pay-later transfer by). A card payment validated here and a
 * pay-later payment the merchant confirms (api/editor/payment-decision.ts) go through it alike.
 */
export function payOrder(db: DatabaseSync, row: SaleRow, paymentRef: string, now: Date): MoveOutcome {
  return applyMove(db, row, 'pay', now, { payment_ref: paymentRef });
}

// Read and moved in one write transaction; `applyMove` only moves from the status read.
function markPaid(db: DatabaseSync, saleId: number, valId: string, now: Date): void {
  transaction(
    db,
    () => {
      const row = typedQuery<SaleRow>(db, 'SELECT * FROM sales WHERE id = ?').get(saleId)!;
      if (row.status === 'paid' || row.status === 'shipped' || row.status === 'delivered') return; // already paid: a replay, or the IPN first
      const moved = payOrder(db, row, valId, now);
      // Money came in for an order that is over (cancelled, failed by the expiry): the merchant refunds it.
      if (moved !== 'moved') console.warn(`[api] payment ${valId} arrived for ${row.invoice_id}, which is ${row.status}: refund it`);
    },
    { immediate: true },
  );
}

// The page tells the order's state as it is now, whatever the post claimed.
function pageFor(status: SaleRow['status'], claimed: 'success' | 'fail' | 'cancel' | 'ipn'): ResultPage {
  if (status === 'paid' || status === 'shipped' || status === 'delivered') return 'success';
  if (status === 'cancelled') return 'cancel';
  if (status === 'awaiting_payment' && claimed === 'cancel') return 'cancel';
  return 'failed';
}
