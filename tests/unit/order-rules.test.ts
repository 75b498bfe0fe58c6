import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderStatus } from '../../src/lib/contract/index.ts';
import { canCancel, nextStatus, paymentStatusAfter, returnsStock, type OrderEvent } from '../../src/lib/order-machine.ts';
import { couponOutcome, deliveryChargePaisa, deliveryZoneOf, dhakaDateAfter, orderTotals, type CouponTerms } from '../../src/lib/order-pricing.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const running = { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' };
const percent: CouponTerms = { type: 'percent', value: 10, maxDiscountPaisa: 20_000, minSubtotalPaisa: null, ...running };
const fixed: CouponTerms = { type: 'fixed', value: 10_000, maxDiscountPaisa: null, minSubtotalPaisa: 100_000, ...running };

describe('coupons (issue 11 §2)', () => {
  it('takes a percentage of the subtotal, rounded to the paisa, up to its cap', () => {
    expect(couponOutcome(percent, 123_45, NOW)).toEqual({ status: 'applied', discountPaisa: 12_35 });
    expect(couponOutcome(percent, 500_000, NOW)).toEqual({ status: 'applied', discountPaisa: 20_000 });
  });

  it('takes a fixed amount from its minimum on, never more than the goods', () => {
    expect(couponOutcome(fixed, 99_999, NOW)).toEqual({ status: 'below_minimum', discountPaisa: 0 });
    expect(couponOutcome(fixed, 100_000, NOW)).toEqual({ status: 'applied', discountPaisa: 10_000 });
    expect(couponOutcome({ ...fixed, minSubtotalPaisa: null }, 5_000, NOW)).toEqual({ status: 'applied', discountPaisa: 5_000 });
  });

  it('says unknown, not started and expired (the end instant itself is over)', () => {
    expect(couponOutcome(undefined, 1_000, NOW).status).toBe('unknown');
    expect(couponOutcome({ ...percent, startsAt: '2026-11-24T00:00:00Z' }, 1_000, NOW).status).toBe('not_started');
    expect(couponOutcome({ ...percent, endsAt: NOW.toISOString() }, 1_000, NOW).status).toBe('expired');
  });
});

describe('delivery (issue 11 §2)', () => {
  it('is inside Dhaka for a Dhaka city area, outside for an upazila anywhere (Dhaka district’s too)', () => {
    expect(deliveryZoneOf({ districtId: 47, cityAreaId: 12 })).toBe('inside_dhaka');
    expect(deliveryZoneOf({ districtId: 47, cityAreaId: null })).toBe('outside_dhaka');
    expect(deliveryZoneOf({ districtId: 1, cityAreaId: null })).toBe('outside_dhaka');
  });

  it('is free from the threshold on, and always charged without one', () => {
    const standard = { option: 'standard' as const, chargePaisa: 6_000, freeFromPaisa: 300_000 };
    expect(deliveryChargePaisa(standard, 299_999)).toBe(6_000);
    expect(deliveryChargePaisa(standard, 300_000)).toBe(0);
    expect(deliveryChargePaisa({ ...standard, freeFromPaisa: null }, 9_000_000)).toBe(6_000);
  });

  it('promises dates in Dhaka’s calendar (UTC+6)', () => {
    expect(dhakaDateAfter(new Date('2026-11-23T17:59:00Z'), 0)).toBe('2026-11-23');
    expect(dhakaDateAfter(new Date('2026-11-23T18:00:00Z'), 0)).toBe('2026-11-24');
    expect(dhakaDateAfter(new Date('2026-11-23T10:00:00Z'), 3)).toBe('2026-11-26');
  });
});

describe('order totals', () => {
  const rate = { option: 'standard' as const, chargePaisa: 6_000, freeFromPaisa: 300_000 };
  it('adds lines, takes the coupon off, and charges delivery on what is left', () => {
    const totals = orderTotals([{ unitPaisa: 150_000, quantity: 2 }, { unitPaisa: 2_550, quantity: 1 }], (subtotal) => couponOutcome(percent, subtotal, NOW), rate);
    // 3,025.50 of goods, 200.00 off (capped): 2,825.50 is under the free threshold, so delivery is charged.
    expect(totals).toMatchObject({ subtotalPaisa: 302_550, discountPaisa: 20_000, deliveryPaisa: 6_000, totalPaisa: 288_550 });
  });

  it('charges nothing for delivery before an address is known, and nothing off without a coupon', () => {
    expect(orderTotals([{ unitPaisa: 1_000, quantity: 3 }], () => null, null)).toMatchObject({ subtotalPaisa: 3_000, discountPaisa: 0, deliveryPaisa: 0, totalPaisa: 3_000 });
  });
});

describe('the order state machine (issue 11 §3)', () => {
  const allowed: Record<OrderEvent, [OrderStatus, OrderStatus][]> = {
    confirm: [['pending', 'confirmed']],
    cancel: [['pending', 'cancelled'], ['confirmed', 'cancelled'], ['awaiting_payment', 'cancelled']],
    // Issue 26 §4: the shop also cancels a paid or packed order (and refunds what was paid).
    cancel_by_shop: [['pending', 'cancelled'], ['confirmed', 'cancelled'], ['awaiting_payment', 'cancelled'], ['paid', 'cancelled'], ['packed', 'cancelled']],
    fail: [['awaiting_payment', 'failed']],
    pay: [['awaiting_payment', 'paid'], ['confirmed', 'paid']],
    // Issue 12: a card order the shopper decides to pay in cash instead.
    pay_on_delivery: [['awaiting_payment', 'confirmed']],
    // Issue 26 §4: packed first, then handed to the courier.
    pack: [['confirmed', 'packed'], ['paid', 'packed']],
    ship: [['packed', 'shipped']],
    deliver: [['shipped', 'delivered']],
  };

  for (const [event, moves] of Object.entries(allowed) as [OrderEvent, [OrderStatus, OrderStatus][]][]) {
    it(`${event} moves only ${moves.map(([from]) => from).join(', ')}`, () => {
      for (const status of ORDER_STATUSES) {
        const expected = moves.find(([from]) => from === status)?.[1];
        expect(nextStatus(status, event), `${event} from ${status}`).toBe(expected);
      }
    });
  }

  it('lets a customer cancel only before shipping, and never a final order', () => {
    expect(ORDER_STATUSES.filter(canCancel)).toEqual(['pending', 'confirmed', 'awaiting_payment']);
  });

  it('gives stock back only on the way into a final cancelled or failed', () => {
    expect(ORDER_STATUSES.filter(returnsStock)).toEqual(['cancelled', 'failed']);
    for (const status of ['cancelled', 'failed'] as const) {
      expect((['confirm', 'cancel', 'cancel_by_shop', 'fail', 'pay', 'pay_on_delivery', 'pack', 'ship', 'deliver'] as const).map((event) => nextStatus(status, event))).toEqual(Array(9).fill(undefined));
    }
  });

  it('marks money in on payment or on delivery (cash), and failed on a failed payment', () => {
    expect(paymentStatusAfter('paid', 'unpaid')).toBe('paid');
    expect(paymentStatusAfter('delivered', 'unpaid')).toBe('paid');
    expect(paymentStatusAfter('failed', 'unpaid')).toBe('failed');
    expect(paymentStatusAfter('cancelled', 'unpaid')).toBe('unpaid');
  });
});
