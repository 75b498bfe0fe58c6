import * as v from 'valibot';
import { bdt, count, positiveInteger, queryInteger } from './common.ts';
import { couponCheckSchema, DELIVERY_OPTIONS, deliveryRateSchema, DELIVERY_ZONES, optionalCouponCode, orderNoteSchema } from './coupons.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.ts';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order-status.ts';

/*
 * Placing an order (issue 11 §3). The request names skus and quantities only: the API prices
 * every line itself from its database. Request objects are not strict on purpose: a client that
 * still sends `price` or `total` has them dropped and ignored, never trusted.
 */


/** One line asked for: a sku and how many. */
export const checkoutLineSchema = v.object({
  skuId: positiveInteger,
  quantity: v.pipe(positiveInteger, v.maxValue(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one item`)),
});

const checkoutLines = v.pipe(
  v.array(checkoutLineSchema),
  v.minLength(1, 'The cart is empty'),
  v.maxLength(MAX_CART_LINES, `At most ${MAX_CART_LINES} different items in one order`),
  v.check((lines) => new Set(lines.map((line) => line.skuId)).size === lines.length, 'Each item may appear once'),
);

/** `POST /api/checkouts/quote`: what the lines, coupon and delivery would cost now (nothing is held). */
export const quoteRequestSchema = v.object({
  items: checkoutLines,
  /** Without an address the delivery charge is not known yet. */
  addressId: v.optional(v.nullable(positiveInteger), null),
  deliveryOption: v.optional(v.picklist(DELIVERY_OPTIONS), 'standard'),
  coupon: optionalCouponCode,
});
export type QuoteRequest = v.InferInput<typeof quoteRequestSchema>;

/** `POST /api/checkouts` (with an `Idempotency-Key` header): places the order. */
export const checkoutRequestSchema = v.object({
  items: checkoutLines,
  addressId: positiveInteger,
  deliveryOption: v.optional(v.picklist(DELIVERY_OPTIONS), 'standard'),
  paymentMethod: v.picklist(PAYMENT_METHODS, 'Choose how to pay'),
  coupon: optionalCouponCode,
  note: v.optional(v.nullable(orderNoteSchema), null),
});
export type CheckoutRequest = v.InferInput<typeof checkoutRequestSchema>;
export type CheckoutFields = v.InferOutput<typeof checkoutRequestSchema>;

/** An `Idempotency-Key`: one per order attempt, made by the client (a UUID fits). */
export const idempotencyKeySchema = v.pipe(
  v.string('Send an Idempotency-Key header: one per order attempt'),
  v.regex(/^[A-Za-z0-9_-]{16,100}$/, 'An Idempotency-Key has 16 to 100 letters, digits, dashes or underscores'),
);

/** A line as the server priced it. */
export const pricedLineSchema = v.object({
  skuId: positiveInteger,
  itemId: positiveInteger,
  name: v.string(),
  skuCode: v.string(),
  /** "Size: A5, Color: Blue", empty for a product without options. */
  options: v.string(),
  quantity: positiveInteger,
  /** What one unit costs now: the sale rule of spec §5, then the best global discount. */
  unitPrice: bdt,
  /** The price before any reduction, when the unit price is reduced. */
  regularPrice: v.nullable(bdt),
  discountName: v.nullable(v.string()),
  lineTotal: bdt,
});
export type PricedLine = v.InferOutput<typeof pricedLineSchema>;

/** Money of an order, in taka (BDT). */
const totals = {
  subtotal: bdt,
  /** What the coupon takes off. */
  discount: bdt,
  deliveryCharge: bdt,
  total: bdt,
  currency: v.literal('BDT'),
};

/** The delivery a quote or an order has: zone, option, charge, and how long it takes. */
export const deliveryChoiceSchema = v.object({
  zone: v.picklist(DELIVERY_ZONES),
  zoneName: v.string(),
  ...deliveryRateSchema.entries,
});
export type DeliveryChoice = v.InferOutput<typeof deliveryChoiceSchema>;

/** The answer of a quote: lines with what is in stock, the totals, the coupon's fate, the delivery. */
export const quoteSchema = v.object({
  lines: v.array(v.object({ ...pricedLineSchema.entries, available: count })),
  ...totals,
  coupon: v.nullable(couponCheckSchema),
  delivery: v.nullable(deliveryChoiceSchema),
  /** The other options of the address's zone, so the shopper can choose. */
  deliveryRates: v.array(deliveryRateSchema),
});
export type Quote = v.InferOutput<typeof quoteSchema>;

/** 201 of `POST /api/checkouts`. */
export const placedOrderSchema = v.object({
  invoiceId: v.string(),
  saleId: positiveInteger,
  status: v.picklist(ORDER_STATUSES),
  paymentStatus: v.picklist(PAYMENT_STATUSES),
  lines: v.array(pricedLineSchema),
  ...totals,
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
  invoiceId: v.pipe(v.string(), v.regex(/^[A-Z0-9-]{4,40}$/, 'Not an invoice number')),
});

/** `GET|PATCH /api/sales?id=…`. */
export const saleIdQuerySchema = v.object({ id: v.pipe(queryInteger, v.minValue(1)) });
