import type { CouponStatus } from '../contract/coupons.ts';
import { formatBDT } from './format.ts';
import { orderMoneyMessages } from './order-money.ts';

/** Words of the checkout's coupon and review steps: apart from checkout.ts, as they load when scrolled to. */
export const checkoutReviewMessages = {
  ...orderMoneyMessages,
  retry: 'Try again',
  couponLabel: 'Coupon code',
  apply: 'Apply',
  applying: 'Checking…',
  removeCoupon: 'Remove coupon',
  couponApplied: (code: string, amount: number) => `${code} applied: ${formatBDT(amount)} off.`,
  couponStatus: {
    applied: 'The coupon is applied.',
    unknown: 'We do not know this coupon code. Check it and try again.',
    expired: 'This coupon has expired.',
    not_started: 'This coupon cannot be used yet.',
    below_minimum: 'Your order is below this coupon’s minimum.',
  } satisfies Record<CouponStatus, string>,
  belowMinimum: (amount: number) => `This coupon needs an order of at least ${formatBDT(amount)}.`,
  availableCoupons: 'Coupons you can use',
  useCoupon: (code: string) => `Use ${code}`,

  items: 'Items in your order',
  quantity: (n: number) => `Qty ${n}`,
  priceChanged: (was: string, now: string) => `Price changed: was ${was}, now ${now}.`,
  soldOut: 'Sold out: remove it to continue.',
  onlyLeft: (n: number) => `Only ${n} left: lower the quantity to continue.`,
  setQuantity: (n: number) => `Change to ${n}`,
  remove: 'Remove',
  deliveryUnknown: 'Choose an address',
  estimate: (amount: string) => `About ${amount}`,
  chargedInBdt: 'You are charged in BDT; other currencies are estimates.',
  note: 'Note for the delivery (optional)',
  noteHint: 'For example: call before coming, or leave it at the gate.',
  placeOrder: 'Place order',
  placing: 'Placing your order…',
  // A cash order confirmed by a code to the delivery phone (issue 26 §3); what to do is the API's sentence.
  phoneCode: 'Code from the text message',
  confirmAndPlace: 'Confirm and place order',
  sendNewCode: 'Send a new code',
  quoteFailed: 'We could not check prices and stock just now.',
  quoting: 'Checking prices and stock…',
  cannotPlace: 'Some items cannot be ordered as they are: change them above to continue.',
  chooseAddress: 'Choose a delivery address first.',
  couponProblem: 'Remove or change the coupon to continue.',
  outOfStockNow: 'Some items sold out while you were checking out; see the items above.',
} as const;
