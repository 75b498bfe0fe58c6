import * as v from 'valibot';
import { count, positiveInteger, queryInteger } from './common.ts';
import { pricedLineSchema, totals } from './checkout.ts';
import { checkoutLines, optionalCouponCode, orderNoteSchema } from './checkout-input.ts';
import { DELIVERY_OPTIONS } from './coupons.ts';
import { phoneCodeSchema } from './phone-code.ts';
import { INVOICE_ID_PATTERN, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status.ts';

/* Placing an order and moving it (issue 11 §3); the quote that comes before is in checkout.ts. */

/** `POST /api/checkouts` (with an `Idempotency-Key` header): places the order. */
export const checkoutRequestSchema = v.object({
  items: checkoutLines,
  addressId: positiveInteger,
  deliveryOption: v.optional(v.picklist(DELIVERY_OPTIONS), 'standard'),
  paymentMethod: v.picklist(PAYMENT_METHODS, 'Choose how to pay'),
  coupon: optionalCouponCode,
  note: v.optional(v.nullable(orderNoteSchema), null),
  /** The code texted to the address's phone, when the API asked for one (issue 26 §3: cash on delivery confirmed by code). */
  phoneCode: v.optional(phoneCodeSchema),
});
export type CheckoutRequest = v.InferInput<typeof checkoutRequestSchema>;
export type CheckoutFields = v.InferOutput<typeof checkoutRequestSchema>;

/** An `Idempotency-Key`: one per order attempt, made by the client (a UUID fits). */
export const idempotencyKeySchema = v.pipe(
  v.string('Send an Idempotency-Key header: one per order attempt'),
  v.regex(/^[A-Za-z0-9_-]{16,100}$/, 'An Idempotency-Key has 16 to 100 letters, digits, dashes or underscores'),
);

/** 201 of `POST /api/checkouts`. */
export const placedOrderSchema = v.object({
  invoiceId: v.string(),
  saleId: positiveInteger,
  status: v.picklist(ORDER_STATUSES),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  lines: v.array(pricedLineSchema),
  ...totals,
  /**
   * A card order's hosted payment page (issue 12): where the shop sends the shopper next. `null`
   * when the gateway could not be reached: the order waits, and its result page offers Try again.
   */
  // A plain pattern, not `httpUrl` (v.url): this schema ships with the checkout, whose JavaScript has no room.
  paymentUrl: v.optional(v.nullable(v.pipe(v.string(), v.regex(/^https?:\/\/[^\s]+$/, 'Expected an http(s) address'))), null),
});
export type PlacedOrder = v.InferOutput<typeof placedOrderSchema>;

/** 409 of `POST /api/checkouts` when lines cannot be filled: what was asked and what there is. Nothing was taken. */
export const stockShortfallSchema = v.object({
  message: v.string(),
  lines: v.array(v.object({ skuId: positiveInteger, requested: positiveInteger, available: count })),
});
export type StockShortfall = v.InferOutput<typeof stockShortfallSchema>;

/**
 * What the checkout reads of a move's answer (the API sends the whole sale): where the order is
 * now. The full sale schema stays with the orders pages, off the checkout's page.
 */
export const orderMoveSchema = v.object({ invoiceId: v.string(), status: v.picklist(ORDER_STATUSES) });
export type OrderMove = v.InferOutput<typeof orderMoveSchema>;

/** `PATCH /api/checkouts/confirm|cancel|failure?invoiceId=…`. */
export const invoiceQuerySchema = v.object({
  invoiceId: v.pipe(v.string(), v.regex(INVOICE_ID_PATTERN, 'Not an invoice number')),
});

/** `GET|PATCH /api/sales?id=…`. */
export const saleIdQuerySchema = v.object({ id: v.pipe(queryInteger, v.minValue(1)) });
