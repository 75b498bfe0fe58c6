import type { DatabaseSync } from 'node:sqlite';
import type { Coupon, CouponCheck, DeliveryRate, DeliveryZone, DeliveryZoneId } from '../../src/lib/contract/index.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import { couponOutcome, type CouponTerms, type RateTerms } from '../../src/lib/order-pricing.ts';
import { typedQuery } from '../db/query.ts';

/* The coupons and delivery rates the API prices orders with (issue 11 §3), read from their tables. */

interface CouponRow {
  code: string;
  description: string;
  type: 'percent' | 'fixed';
  value: number;
  max_discount_paisa: number | null;
  min_subtotal_paisa: number | null;
  starts_at: string;
  ends_at: string;
}

export interface CouponRecord {
  coupon: Coupon;
  terms: CouponTerms;
}

function recordOf(row: CouponRow): CouponRecord {
  const taka = (paisa: number | null) => (paisa === null ? null : paisaToTaka(paisa));
  return {
    coupon: {
      code: row.code,
      description: row.description,
      type: row.type,
      value: row.type === 'percent' ? row.value : paisaToTaka(row.value),
      maxDiscount: taka(row.max_discount_paisa),
      minSubtotal: taka(row.min_subtotal_paisa),
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    },
    terms: {
      type: row.type,
      value: row.value,
      maxDiscountPaisa: row.max_discount_paisa,
      minSubtotalPaisa: row.min_subtotal_paisa,
      startsAt: row.starts_at,
      endsAt: row.ends_at,
    },
  };
}

/** The coupon `code` (already upper-cased by the contract), if there is one. */
export function couponByCode(db: DatabaseSync, code: string): CouponRecord | undefined {
  const row = typedQuery<CouponRow>(db, 'SELECT * FROM coupons WHERE code = ?').get(code);
  return row ? recordOf(row) : undefined;
}

/** The coupons running at `now`, a page of them, and how many there are. */
export function runningCoupons(db: DatabaseSync, now: Date, page: number, size: number): { list: Coupon[]; total: number } {
  const at = now.toISOString();
  const from = 'FROM coupons WHERE starts_at <= ? AND ends_at > ?';
  const rows = typedQuery<CouponRow>(db, `SELECT * ${from} ORDER BY code LIMIT ? OFFSET ?`).all(at, at, size, (page - 1) * size);
  const total = typedQuery<{ n: number }>(db, `SELECT COUNT(*) AS n ${from}`).get(at, at)?.n ?? 0;
  return { list: rows.map((row) => recordOf(row).coupon), total };
}

/** What coupon `code` does to `subtotalPaisa` at `now`, as the contract says it. */
export function checkCoupon(db: DatabaseSync, code: string, subtotalPaisa: number, now: Date): CouponCheck & { discountPaisa: number } {
  const record = couponByCode(db, code);
  const outcome = couponOutcome(record?.terms, subtotalPaisa, now);
  return {
    code,
    status: outcome.status,
    discount: paisaToTaka(outcome.discountPaisa),
    discountPaisa: outcome.discountPaisa,
    minSubtotal: record?.coupon.minSubtotal ?? null,
    description: record?.coupon.description ?? null,
  };
}

interface RateRow {
  zone: DeliveryZoneId;
  zone_name: string;
  option: 'standard' | 'express';
  charge_paisa: number;
  free_from_paisa: number | null;
  days_min: number;
  days_max: number;
}

/** A delivery rate in paisa (for pricing) and as the contract shows it. */
export interface RateRecord extends RateTerms {
  zone: DeliveryZoneId;
  zoneName: string;
  rate: DeliveryRate;
}

function rateOf(row: RateRow): RateRecord {
  return {
    zone: row.zone,
    zoneName: row.zone_name,
    option: row.option,
    chargePaisa: row.charge_paisa,
    freeFromPaisa: row.free_from_paisa,
    rate: {
      option: row.option,
      charge: paisaToTaka(row.charge_paisa),
      freeFrom: row.free_from_paisa === null ? null : paisaToTaka(row.free_from_paisa),
      daysMin: row.days_min,
      daysMax: row.days_max,
    },
  };
}

/** The rates of `zone`, standard first. */
export function ratesOf(db: DatabaseSync, zone: DeliveryZoneId): RateRecord[] {
  return typedQuery<RateRow>(db, `SELECT * FROM delivery_rates WHERE zone = ? ORDER BY option = 'express', option`).all(zone).map(rateOf);
}

/** Every zone with its rates. */
export function deliveryZones(db: DatabaseSync): DeliveryZone[] {
  const rows = typedQuery<RateRow>(db, `SELECT * FROM delivery_rates ORDER BY zone, option = 'express', option`).all().map(rateOf);
  const zones = new Map<DeliveryZoneId, DeliveryZone>();
  for (const row of rows) {
    const zone = zones.get(row.zone) ?? { id: row.zone, name: row.zoneName, rates: [] };
    zone.rates.push(row.rate);
    zones.set(row.zone, zone);
  }
  return [...zones.values()];
}
