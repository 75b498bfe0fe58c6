import * as v from 'valibot';
import { bdt, isoInstant, pageBodySchema, pageSchema, plainText, positiveInteger } from './common.ts';

/*
 * Coupons and delivery zones (issue 11 §2–§3): resources of their own, read by the checkout and
 * used by the API to price an order. Amounts on the wire are taka with at most two decimals, as
 * every price is; the API keeps and sums them as whole paisa.
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

/** How a coupon takes money off: a percentage of the goods (up to a cap) or a fixed amount. */
export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

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

/**
 * Why a coupon does or does not apply. Not an error status: "expired" is an answer about a
 * well-formed question, and the shop words each case for the shopper.
 */
export const COUPON_STATUSES = ['applied', 'unknown', 'expired', 'not_started', 'below_minimum'] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

/** What a coupon does to a subtotal: `discount` is what it takes off (0 unless applied). */
export const couponCheckSchema = v.object({
  code: v.string(),
  status: v.picklist(COUPON_STATUSES),
  discount: bdt,
  /** For `below_minimum`: the subtotal the coupon needs. */
  minSubtotal: v.nullable(bdt),
  description: v.nullable(v.string()),
});
export type CouponCheck = v.InferOutput<typeof couponCheckSchema>;

/** Where an address is for delivery: Dhaka city, or anywhere else in Bangladesh. */
export const DELIVERY_ZONES = ['inside_dhaka', 'outside_dhaka'] as const;
export type DeliveryZoneId = (typeof DELIVERY_ZONES)[number];
/** How fast: standard everywhere; express where a zone offers it. */
export const DELIVERY_OPTIONS = ['standard', 'express'] as const;
export type DeliveryOptionId = (typeof DELIVERY_OPTIONS)[number];

/** One way to deliver in a zone: its charge, from what subtotal it is free, how many days it takes. */
export const deliveryRateSchema = v.object({
  option: v.picklist(DELIVERY_OPTIONS),
  charge: bdt,
  freeFrom: v.nullable(bdt),
  daysMin: positiveInteger,
  daysMax: positiveInteger,
});
export type DeliveryRate = v.InferOutput<typeof deliveryRateSchema>;

/** A delivery zone and its rates (`GET /api/delivery/zones`). */
export const deliveryZoneSchema = v.object({
  id: v.picklist(DELIVERY_ZONES),
  name: v.string(),
  rates: v.array(deliveryRateSchema),
});
export type DeliveryZone = v.InferOutput<typeof deliveryZoneSchema>;
export const deliveryZoneListSchema = v.object({ list: v.array(deliveryZoneSchema) });

/** A customer's note to the shop ("call before coming"): lines allowed, other control characters not. */
export const orderNoteSchema = v.pipe(
  v.string(),
  v.check((text) => !/[^\P{Cc}\n\r\t]/u.test(text), 'Must not contain control characters'),
  v.trim(),
  v.maxLength(500, 'At most 500 characters'),
);

/** Used by other schemas: a coupon code or nothing. */
export const optionalCouponCode = v.optional(v.nullable(couponCodeSchema), null);
