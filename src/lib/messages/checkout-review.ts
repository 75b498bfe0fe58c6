import type { CouponStatus } from '../contract/coupons.ts';
import * as m from '../../paraglide/messages.js';
import { formatBDT, formatNumber } from './format.ts';
import { orderMoneyMessages } from './order-money.ts';
import { joinTables } from './join.ts';

/**
 * Words of the checkout's coupon and review steps: apart from checkout.ts, as they load when scrolled to.
 * The words themselves are in messages/checkout-review/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const checkoutReviewMessages = joinTables(orderMoneyMessages, {
  get retry() { return m.checkout_review_retry(); },
  get couponLabel() { return m.checkout_review_couponLabel(); },
  get apply() { return m.checkout_review_apply(); },
  get applying() { return m.checkout_review_applying(); },
  get removeCoupon() { return m.checkout_review_removeCoupon(); },
  couponApplied: (code: string, amount: number) => m.checkout_review_couponApplied({ code, amount: formatBDT(amount) }),
  get couponStatus() {
    return {
      applied: m.checkout_review_couponStatus_applied(),
      unknown: m.checkout_review_couponStatus_unknown(),
      expired: m.checkout_review_couponStatus_expired(),
      not_started: m.checkout_review_couponStatus_not_started(),
      below_minimum: m.checkout_review_couponStatus_below_minimum(),
    } satisfies Record<CouponStatus, string>;
  },
  belowMinimum: (amount: number) => m.checkout_review_belowMinimum({ amount: formatBDT(amount) }),
  get availableCoupons() { return m.checkout_review_availableCoupons(); },
  useCoupon: (code: string) => m.checkout_review_useCoupon({ code }),

  get items() { return m.checkout_review_items(); },
  quantity: (n: number) => m.checkout_review_quantity({ n: formatNumber(n) }),
  priceChanged: (was: string, now: string) => m.checkout_review_priceChanged({ was, now }),
  get soldOut() { return m.checkout_review_soldOut(); },
  onlyLeft: (n: number) => m.checkout_review_onlyLeft({ n: formatNumber(n) }),
  setQuantity: (n: number) => m.checkout_review_setQuantity({ n: formatNumber(n) }),
  get remove() { return m.checkout_review_remove(); },
  get deliveryUnknown() { return m.checkout_review_deliveryUnknown(); },
  estimate: (amount: string) => m.checkout_review_estimate({ amount }),
  get chargedInBdt() { return m.checkout_review_chargedInBdt(); },
  get note() { return m.checkout_review_note(); },
  get noteHint() { return m.checkout_review_noteHint(); },
  get placeOrder() { return m.checkout_review_placeOrder(); },
  get placing() { return m.checkout_review_placing(); },
  // A cash order confirmed by a code to the delivery phone (issue 26 §3); what to do is the API's sentence.
  get phoneCode() { return m.checkout_review_phoneCode(); },
  get confirmAndPlace() { return m.checkout_review_confirmAndPlace(); },
  get sendNewCode() { return m.checkout_review_sendNewCode(); },
  get quoteFailed() { return m.checkout_review_quoteFailed(); },
  get quoting() { return m.checkout_review_quoting(); },
  get cannotPlace() { return m.checkout_review_cannotPlace(); },
  get chooseAddress() { return m.checkout_review_chooseAddress(); },
  get couponProblem() { return m.checkout_review_couponProblem(); },
});
