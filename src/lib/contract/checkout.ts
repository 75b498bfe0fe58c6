import * as v from 'valibot';
import { bdt, count, positiveInteger } from './common.ts';
import { couponCheckSchema, DELIVERY_OPTIONS, deliveryRateSchema, DELIVERY_ZONES, optionalCouponCode } from './coupons.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.ts';

/*
 * Pricing a checkout (issue 11 §3): the quote. The request names skus and quantities only: the API
 * prices every line itself from its database. Request objects are not strict on purpose: a client
 * that still sends `price` or `total` has them dropped and ignored, never trusted. Placing and
 * moving orders are in order-placing.ts, which the checkout page loads with its review step.
 */

/** One line asked for: a sku and how many. */
export const checkoutLineSchema = v.object({
  skuId: positiveInteger,
  quantity: v.pipe(positiveInteger, v.maxValue(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one item`)),
});

export const checkoutLines = v.pipe(
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
export const totals = {
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

