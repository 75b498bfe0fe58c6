import * as v from 'valibot';
import { bdt, isoInstant, pageBodySchema, pageSchema, positiveInteger } from './common.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status.ts';
import { salePaymentInfoSchema } from './uploads.ts';

/*
 * A customer's orders ("sales", spec §7): `POST /api/sales` lists them newest first. One order in
 * full (`GET|PATCH /api/sales?id=`) is `sale.ts`: apart, so the history page does not carry it.
 */

/** `POST /api/sales`: a page of the caller's orders, optionally of one status. */
export const saleSearchSchema = v.strictObject({
  ...pageBodySchema.entries,
  status: v.optional(v.picklist(ORDER_STATUSES)),
});
export type SaleSearch = v.InferInput<typeof saleSearchSchema>;

/** An order in a list: enough to recognise it. */
export const saleSummarySchema = v.object({
  id: positiveInteger,
  invoiceId: v.string(),
  /** `order` now; a booking (pre-order) would be listed beside orders. */
  kind: v.picklist(['order', 'booking']),
  status: v.picklist(ORDER_STATUSES),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  paymentMethod: v.picklist(PAYMENT_METHODS),
  total: bdt,
  currency: v.literal('BDT'),
  itemCount: positiveInteger,
  /** The first few lines' names with quantities, for the list. */
  items: v.array(v.object({ name: v.string(), nameBn: v.optional(v.string()), quantity: positiveInteger })),
  dateCreated: isoInstant,
  /** Payment state in one word and the receipts attached (issue 12 §4–5): `uploads.ts`. */
  ...salePaymentInfoSchema.entries,
});
export type SaleSummary = v.InferOutput<typeof saleSummarySchema>;
export const salePageSchema = pageSchema(saleSummarySchema);
