import * as v from 'valibot';
import { bdt, count, positiveInteger } from './common.ts';
import { couponCheckSchema, deliveryRateSchema, DELIVERY_ZONES } from './coupons.ts';

/*
 * Pricing a checkout (issue 11 §3): the quote's answer, whose lines, totals and delivery an order
 * carries too. The request (skus and quantities only: the API prices every line itself) is in
 * checkout-input.ts. Placing and moving orders are in order-placing.ts, which the checkout page
 * loads with its review step.
 */

/** A line as the server priced it. */
export const pricedLineSchema = v.object({
  skuId: positiveInteger,
  itemId: positiveInteger,
  name: v.string(),
  /** The product's name in Bangla (issue 24 §4), where it has one. */
  nameBn: v.optional(v.string()),
  skuCode: v.string(),
  /** "Size: A5, Color: Blue", empty for a product without options. */
  options: v.string(),
  /** The same in Bangla ("সাইজ: এ৫, রং: নীল"), where there are options. */
  optionsBn: v.optional(v.string()),
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

