import * as v from 'valibot';
import { pageQuerySchema } from '../../src/lib/contract/common.ts';
import type { ReceiptMimeType } from '../../src/lib/contract/upload-limits.ts';

/*
 * The merchant's side of pay later (issue 12 §3–4): the orders waiting for the merchant's word and
 * the decision on one. Only the API and its editor screen read these (no storefront page does), so
 * they live beside the editor API rather than in the storefront's contract.
 */

/** The payment states an order may wait for the merchant in: money not yet seen, or a receipt sent. */
export const WAITING_STATES = ['awaiting_payment', 'receipt_received'] as const;
export type WaitingState = (typeof WAITING_STATES)[number];

/** `GET /api/editor/orders?paymentState=&page=&size=`: without `paymentState`, both. */
export const editorOrdersQuerySchema = v.strictObject({
  ...pageQuerySchema.entries,
  paymentState: v.optional(v.picklist(WAITING_STATES, 'Expected awaiting_payment or receipt_received')),
});

/** A merchant's note on a decision: one line, as the audit keeps it. */
const note = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(500, 'At most 500 characters'),
  v.check((text) => !/\p{Cc}/u.test(text), 'Must not contain control characters'),
);

/**
 * `POST /api/editor/orders/{id}/payment`: `paid` (the money arrived) or `rejected` (it did not: the
 * order fails and its stock goes back). `expectedState`, the state the merchant saw, refuses a
 * decision taken on a stale screen (a receipt came meanwhile).
 */
export const paymentDecisionSchema = v.strictObject({
  decision: v.picklist(['paid', 'rejected'], 'Expected paid or rejected'),
  expectedState: v.optional(v.picklist(WAITING_STATES, 'Expected awaiting_payment or receipt_received')),
  note: v.optional(note),
});
export type PaymentDecision = v.InferOutput<typeof paymentDecisionSchema>;

/** A receipt as the merchant sees it. */
export interface EditorReceipt {
  uuid: string;
  name: string;
  size: number;
  mimeType: ReceiptMimeType;
  cdnUrl: string;
  dateCreated: string;
}

/** An order waiting for the merchant. */
export interface EditorOrder {
  id: number;
  invoiceId: string;
  /** `email` is null and `phone` the number they sign in with for a customer who signed up by phone. */
  customer: { name: string; email: string | null; phone: string | null };
  total: number;
  currency: 'BDT';
  paymentMethod: 'pay_later';
  paymentState: WaitingState;
  /** The transaction id the shopper gave with the receipt, else the invoice number they were asked to quote. */
  reference: string;
  receipts: EditorReceipt[];
  dateCreated: string;
  receiptReceivedAt: string | null;
}
