import type { DatabaseSync } from 'node:sqlite';
import type { CouponCheck, DeliveryChoice, DeliveryOptionId, Quote } from '../../src/lib/contract/index.ts';
import { paisaToTaka } from '../../src/lib/money.ts';
import { deliveryZoneOf, orderTotals, type OrderTotals } from '../../src/lib/order-pricing.ts';
import { ownAddress, toAddress, type AddressRow } from '../accounts/address-rows.ts';
import { priceLines, type PricedRow } from './pricing.ts';
import { checkCoupon, ratesOf, type RateRecord } from './terms.ts';

/*
 * What an order would be now (issue 11 §2–§3): its lines priced from the database, the coupon's
 * take, and the delivery of the address's zone. The quote shows it; placing an order builds the
 * same plan inside its transaction, so what is charged is what was computed by the same code.
 */

/** What a plan is asked for: skus and quantities, and the shopper's choices. */
export interface PlanRequest {
  items: readonly { skuId: number; quantity: number }[];
  addressId: number | null;
  deliveryOption: DeliveryOptionId;
  coupon: string | null;
}

/** An order as it would be now. */
export interface OrderPlan {
  rows: PricedRow[];
  /** Indexes of `items` naming skus that do not exist. */
  unknown: number[];
  address: AddressRow | null;
  /** The zone's rates, and the one chosen (`null` without an address, or when the zone lacks the option). */
  rates: RateRecord[];
  rate: RateRecord | null;
  coupon: (CouponCheck & { discountPaisa: number }) | null;
  totals: OrderTotals;
}

/** Plans `request` for `customerId` at `now`; `undefined` when the address is not the customer's. */
export function planOrder(db: DatabaseSync, customerId: number, request: PlanRequest, now: Date): OrderPlan | undefined {
  const address = request.addressId === null ? null : (ownAddress(db, customerId, request.addressId) ?? undefined);
  if (address === undefined) return undefined;
  const { rows, unknown } = priceLines(db, request.items, now);
  const rates = address ? ratesOf(db, deliveryZoneOf({ districtId: address.district_id, cityAreaId: address.city_area_id })) : [];
  const rate = rates.find((candidate) => candidate.option === request.deliveryOption) ?? null;
  let coupon: OrderPlan['coupon'] = null;
  const totals = orderTotals(
    rows.map((row) => ({ unitPaisa: row.unitPaisa, quantity: row.quantity })),
    (subtotalPaisa) => {
      if (request.coupon === null) return null;
      coupon = checkCoupon(db, request.coupon, subtotalPaisa, now);
      return { status: coupon.status, discountPaisa: coupon.discountPaisa };
    },
    rate,
  );
  return { rows, unknown, address, rates, rate, coupon, totals };
}

/** The delivery a plan charges for, as the contract shows it. */
export function deliveryChoiceOf(rate: RateRecord): DeliveryChoice {
  return { zone: rate.zone, zoneName: rate.zoneName, ...rate.rate };
}

/** Money of a plan in taka, as the contract sends it. */
export function totalsInTaka(totals: OrderTotals) {
  return {
    subtotal: paisaToTaka(totals.subtotalPaisa),
    discount: paisaToTaka(totals.discountPaisa),
    deliveryCharge: paisaToTaka(totals.deliveryPaisa),
    total: paisaToTaka(totals.totalPaisa),
    currency: 'BDT' as const,
  };
}

/** A priced row as the contract's line. */
export function lineOf(row: Pick<PricedRow, 'skuId' | 'itemId' | 'name' | 'nameBn' | 'skuCode' | 'options' | 'optionsBn' | 'quantity' | 'unitPaisa' | 'regularPaisa' | 'discountName' | 'linePaisa'>) {
  return {
    skuId: row.skuId,
    itemId: row.itemId,
    name: row.name,
    // Additive, and only where there is some (issue 24 §4): a client that knows only the English reads what it always did.
    ...(row.nameBn ? { nameBn: row.nameBn } : {}),
    skuCode: row.skuCode,
    options: row.options,
    ...(row.optionsBn ? { optionsBn: row.optionsBn } : {}),
    quantity: row.quantity,
    unitPrice: paisaToTaka(row.unitPaisa),
    regularPrice: row.regularPaisa === null ? null : paisaToTaka(row.regularPaisa),
    discountName: row.discountName,
    lineTotal: paisaToTaka(row.linePaisa),
  };
}

/** The quote of a plan: lines with their stock, the server's totals, the coupon, the delivery. */
export function quoteOf(plan: OrderPlan): Quote {
  const { coupon } = plan;
  return {
    lines: plan.rows.map((row) => ({ ...lineOf(row), available: row.stock })),
    ...totalsInTaka(plan.totals),
    coupon: coupon ? { code: coupon.code, status: coupon.status, discount: coupon.discount, minSubtotal: coupon.minSubtotal, description: coupon.description } : null,
    delivery: plan.rate ? deliveryChoiceOf(plan.rate) : null,
    deliveryRates: plan.rates.map((rate) => rate.rate),
  };
}

/** The address snapshot an order keeps. */
export function shippingAddressOf(row: AddressRow) {
  const address = toAddress(row);
  const { label, recipientName, phone, addressLine, areaName, districtName, divisionName, postcode } = address;
  return { label, recipientName, phone, addressLine, areaName, districtName, divisionName, postcode };
}
