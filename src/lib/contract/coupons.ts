import * as v from 'valibot';
import { bdt, positiveInteger } from './common.ts';

/*
 * Coupons and delivery zones (issue 11 §2–§3): resources of their own, read by the checkout and
 * used by the API to price an order. What an order's page reads too is here; what only the
 * checkout page sends and reads (the coupon code as typed, the running coupons) is in checkout-input.ts. Amounts on the wire are taka with at most two decimals, as
 * every price is; the API keeps and sums them as whole paisa.
 */

/** How a coupon takes money off: a percentage of the goods (up to a cap) or a fixed amount. */
export const COUPON_TYPES = ['percent', 'fixed'] as const;
export type CouponType = (typeof COUPON_TYPES)[number];

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
