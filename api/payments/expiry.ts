import type { DatabaseSync } from 'node:sqlite';
import { applyMove, type MoveOutcome } from '../checkout/moves.ts';
import type { SaleRow } from '../checkout/sale-rows.ts';
import { transaction } from '../db/open.ts';
import { typedQuery } from '../db/query.ts';
import type { Clock } from '../deps.ts';

/*
 * Card orders hold their stock while the shopper is at the gateway. One left awaiting payment for
 * 30 minutes was abandoned (SSLCommerz sessions do not outlive that either): it is failed, which
 * gives its stock back (issue 12 §1). A payment that arrives later finds it failed and is not
 * taken (logged for a refund).
 */

/** How long a card order may wait for its payment. */
export const PAYMENT_WINDOW_MS = 30 * 60 * 1000;

/**
 * How long a pay-later order waits (bKash, Nagad or a bank transfer, then the receipt): a shopper
 * may pay the next day, after the bank opens.
 */
export const PAY_LATER_WINDOW_MS = 48 * 60 * 60 * 1000;

/** How often the running API looks: an order waits at most this much past its window. */
export const EXPIRY_INTERVAL_MS = 60 * 1000;

/** Fails every card order awaiting payment for 30 minutes, and pay-later order for 48 hours, before `now`; returns how many. */
export function expireUnpaidOrders(db: DatabaseSync, now: Date): number {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const stale = typedQuery<SaleRow>(
    db,
    `SELECT * FROM sales WHERE status = 'awaiting_payment'
       AND ((payment_method = 'card' AND created_at <= ?)
         -- A pay-later order whose receipt came waits for the merchant's check, not the clock (issue 12 §4).
         OR (payment_method = 'pay_later' AND receipt_received_at IS NULL AND created_at <= ?)) ORDER BY id`,
  ).all(before(PAYMENT_WINDOW_MS), before(PAY_LATER_WINDOW_MS));
  let failed = 0;
  for (const row of stale) {
    // One order per transaction: a payment settling meanwhile wins or loses cleanly, never half.
    if (transaction(db, () => failOrder(db, row, now), { immediate: true }) === 'moved') failed += 1;
  }
  return failed;
}

/**
 * Fails an unpaid order inside the caller's write transaction, from the status read: the state
 * machine's `fail` move, which gives its stock back once. The expiry and a merchant rejecting a
 * pay-later payment (api/editor/payment-decision.ts) go through it alike.
 */
export function failOrder(db: DatabaseSync, row: SaleRow, now: Date): MoveOutcome {
  return applyMove(db, row, 'fail', now);
}

/** Runs the expiry now and every `intervalMs` on `clock`; unref'd; the returned function stops it. */
export function startPaymentExpiry(db: DatabaseSync, clock: Clock, intervalMs = EXPIRY_INTERVAL_MS): () => void {
  const run = () => {
    try {
      const failed = expireUnpaidOrders(db, clock.now());
      if (failed > 0) console.log(`[api] ${failed} unpaid card order(s) failed after 30 minutes, stock returned`);
    } catch (error) {
      // A busy database must not crash the API: the next run catches up.
      console.error('[api] payment expiry failed', error);
    }
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
