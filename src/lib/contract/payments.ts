import * as v from 'valibot';
import { bdt, httpUrl, positiveInteger } from './common.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status.ts';

/*
 * Card payments as the shop sees them (issue 12): an order's payment state, and a new gateway
 * session for it. The gateway's own wire (SSLCommerz v4) is in gateway.ts, which no page loads.
 */

/** `GET /api/payments?invoiceId=`: where an order's payment stands, for the result pages. */
export const paymentViewSchema = v.object({
  invoiceId: v.string(),
  saleId: positiveInteger,
  status: v.picklist(ORDER_STATUSES),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  total: bdt,
  currency: v.literal('BDT'),
  /** Whether a new card session may be opened (the order still awaits its payment). */
  canRetry: v.boolean(),
  /** A pay-later order still awaiting its money: where to send it, and the reference to quote. */
  payLater: v.nullable(
    v.object({
      reference: v.string(),
      accounts: v.array(v.object({ method: v.picklist(['bkash', 'nagad', 'bank']), account: v.string() })),
    }),
  ),
  /**
   * Money of this order's payments owed back to the shopper (paid twice, paid after it closed, or
   * the shop cancelled it once paid): how much, whether it has all gone back, and (optional, from
   * an API that tells) how much has already. Absent when none (and from an API that does not tell).
   */
  refund: v.optional(v.object({ amount: bdt, refunded: v.boolean(), sent: v.optional(bdt) })),
});
export type PaymentView = v.InferOutput<typeof paymentViewSchema>;

/** `POST /api/payments/sessions?invoiceId=`: the gateway's hosted page to send the shopper to. */
export const paymentSessionSchema = v.object({ invoiceId: v.string(), paymentUrl: httpUrl });
export type PaymentSession = v.InferOutput<typeof paymentSessionSchema>;
