import type { CouponStatus, CouponType, DeliveryOptionId, DeliveryZoneId } from './contract/coupons.ts';
import { DHAKA_DISTRICT_ID } from './bd-geo.ts';

/*
 * How an order's money is worked out (issue 11 §2–§3), in whole paisa so every sum is exact. The
 * API prices orders with these; the shop shows the API's figures, never its own.
 *
 *   subtotal  = Σ unit price × quantity   (unit price: spec §5 sale rule, then the global discount)
 *   discount  = the coupon's take off the subtotal
 *   delivery  = the zone's rate for the option, free once subtotal − discount reaches its threshold
 *   total     = subtotal − discount + delivery
 */

/** A coupon with its amounts in paisa (`value` is a percentage for `percent`). */
export interface CouponTerms {
  type: CouponType;
  value: number;
  maxDiscountPaisa: number | null;
  minSubtotalPaisa: number | null;
  startsAt: string;
  endsAt: string;
}

/** What a coupon does to a subtotal. */
export interface CouponOutcome {
  status: CouponStatus;
  discountPaisa: number;
}

/** What `coupon` takes off `subtotalPaisa` at `now`, or why it takes nothing (`undefined`: no such coupon). */
export function couponOutcome(coupon: CouponTerms | undefined, subtotalPaisa: number, now: Date): CouponOutcome {
  if (!coupon) return { status: 'unknown', discountPaisa: 0 };
  const at = now.getTime();
  if (at < Date.parse(coupon.startsAt)) return { status: 'not_started', discountPaisa: 0 };
  if (at >= Date.parse(coupon.endsAt)) return { status: 'expired', discountPaisa: 0 };
  if (coupon.minSubtotalPaisa !== null && subtotalPaisa < coupon.minSubtotalPaisa) return { status: 'below_minimum', discountPaisa: 0 };
  const raw = coupon.type === 'percent' ? Math.round((subtotalPaisa * Math.min(coupon.value, 100)) / 100) : Math.round(coupon.value);
  const capped = coupon.maxDiscountPaisa === null ? raw : Math.min(raw, coupon.maxDiscountPaisa);
  // A coupon never makes the goods cost less than nothing.
  return { status: 'applied', discountPaisa: Math.max(0, Math.min(capped, subtotalPaisa)) };
}

/** The zone an address is delivered in: a Dhaka city area is inside Dhaka, the rest of the country outside. */
export function deliveryZoneOf(address: { districtId: number; cityAreaId: number | null }): DeliveryZoneId {
  return address.cityAreaId !== null && address.districtId === DHAKA_DISTRICT_ID ? 'inside_dhaka' : 'outside_dhaka';
}

/** A zone's rate for one option, in paisa. */
export interface RateTerms {
  option: DeliveryOptionId;
  chargePaisa: number;
  freeFromPaisa: number | null;
}

/** The delivery charge for goods worth `goodsPaisa` (after the coupon): the rate's charge, or 0 past its threshold. */
export function deliveryChargePaisa(rate: RateTerms, goodsPaisa: number): number {
  return rate.freeFromPaisa !== null && goodsPaisa >= rate.freeFromPaisa ? 0 : rate.chargePaisa;
}

/** An order's money in paisa. */
export interface OrderTotals {
  subtotalPaisa: number;
  discountPaisa: number;
  deliveryPaisa: number;
  totalPaisa: number;
}

/** Adds up lines (unit price × quantity), the coupon's take and the delivery rate (none yet: 0). */
export function orderTotals(
  lines: readonly { unitPaisa: number; quantity: number }[],
  coupon: (subtotalPaisa: number) => CouponOutcome | null,
  rate: RateTerms | null,
): OrderTotals & { coupon: CouponOutcome | null } {
  const subtotalPaisa = lines.reduce((sum, line) => sum + line.unitPaisa * line.quantity, 0);
  const outcome = coupon(subtotalPaisa);
  const discountPaisa = outcome?.discountPaisa ?? 0;
  const deliveryPaisa = rate ? deliveryChargePaisa(rate, subtotalPaisa - discountPaisa) : 0;
  return { subtotalPaisa, discountPaisa, deliveryPaisa, totalPaisa: subtotalPaisa - discountPaisa + deliveryPaisa, coupon: outcome };
}

/** The calendar date (Dhaka time) `days` days after `from`: delivery promises are in local days. */
export function dhakaDateAfter(from: Date, days: number): string {
  // Bangladesh keeps UTC+6 all year (no daylight saving), so a fixed offset is exact.
  const local = new Date(from.getTime() + 6 * 60 * 60 * 1000 + days * 24 * 60 * 60 * 1000);
  return local.toISOString().slice(0, 10);
}
