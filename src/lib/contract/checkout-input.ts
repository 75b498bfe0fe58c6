import * as v from 'valibot';
import { bdt, isoInstant, pageBodySchema, pageSchema, plainText, positiveInteger } from './common.ts';
import { COUPON_TYPES, DELIVERY_OPTIONS } from './coupons.ts';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './limits.ts';

/*
 * What only the checkout page sends and reads (issue 11 §2–§3): the coupon code as typed, the
 * running coupons, the customer's note, and the quote request. Apart from coupons.ts and
 * checkout.ts, which an order's page reads too, so that page never loads the checkout's schemas.
 * Request objects are not strict on purpose: a client that still sends `price` or `total` has them
 * dropped and ignored, never trusted.
 */

/** Longest coupon code accepted. */
export const MAX_COUPON_CODE_LENGTH = 32;

/** A coupon code as typed: trimmed and upper-cased (codes are printed in capitals, typed any way). */
export const couponCodeSchema = v.pipe(
  plainText,
  v.trim(),
  v.toUpperCase(),
  v.minLength(1, 'Enter a coupon code'),
  v.maxLength(MAX_COUPON_CODE_LENGTH, `At most ${MAX_COUPON_CODE_LENGTH} characters`),
  v.regex(/^[A-Z0-9_-]+$/, 'A coupon code has only letters, digits and dashes'),
);

/** A coupon as the shop describes it to a customer. */
export const couponSchema = v.object({
  code: v.string(),
  description: v.string(),
  type: v.picklist(COUPON_TYPES),
  /** Percent (1–100) or taka. */
  value: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  /** Most a percentage coupon takes off, in taka. */
  maxDiscount: v.nullable(bdt),
  /** Least the goods must come to, in taka. */
  minSubtotal: v.nullable(bdt),
  startsAt: isoInstant,
  endsAt: isoInstant,
});
export type Coupon = v.InferOutput<typeof couponSchema>;

/** `POST /api/discount/coupons/search`: the coupons running now. */
export const couponSearchSchema = v.strictObject({ ...pageBodySchema.entries });
export type CouponSearch = v.InferInput<typeof couponSearchSchema>;
export const couponPageSchema = pageSchema(couponSchema);

/** An amount of taka in a query string: digits with at most two decimals (`1250`, `1250.5`). */
const queryTaka = v.union(
  [bdt, v.pipe(v.string(), v.regex(/^(?:0|[1-9]\d{0,9})(?:\.\d{1,2})?$/), v.transform(Number))],
  'Expected an amount in taka, like 1250.50',
);

/** `GET /api/discount/coupons/apply?code=…&subtotal=…`. */
export const couponApplyQuerySchema = v.object({ code: couponCodeSchema, subtotal: queryTaka });
export type CouponApplyQuery = v.InferInput<typeof couponApplyQuerySchema>;

/** A customer's note to the shop ("call before coming"): lines allowed, other control characters not. */
export const orderNoteSchema = v.pipe(
  v.string(),
  v.check((text) => !/[^\P{Cc}\n\r\t]/u.test(text), 'Must not contain control characters'),
  v.trim(),
  v.maxLength(500, 'At most 500 characters'),
);

/** Used by other schemas: a coupon code or nothing. */
export const optionalCouponCode = v.optional(v.nullable(couponCodeSchema), null);

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
