import * as m from '../../paraglide/messages.js';
import { formatBDT, formatNumber } from './format.ts';
import { orderMoneyMessages } from './order-money.ts';
import { joinTables } from './join.ts';

/*
 * The words themselves are in messages/checkout/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */

/** Words of the checkout's address and delivery steps (issue 11 §2); the coupon's and review's are in checkout-review.ts. */
export const checkoutMessages = joinTables(orderMoneyMessages, {
  get loading() { return m.checkout_loading(); },
  get backToCart() { return m.checkout_backToCart(); },

  get addressStep() { return m.checkout_addressStep(); },
  get noAddresses() { return m.checkout_noAddresses(); },
  get addAddress() { return m.checkout_addAddress(); },
  get addressesFailed() { return m.checkout_addressesFailed(); },
  get retry() { return m.checkout_retry(); },
  deliverTo: (label: string) => m.checkout_deliverTo({ label }),

  get chooseAddressFirst() { return m.checkout_chooseAddressFirst(); },
  zoneName: (zone: string) => m.checkout_zoneName({ zone }),
  days: (min: number, max: number) =>
    m.checkout_days({ count: min, n: formatNumber(min), min: formatNumber(min), max: formatNumber(max), span: min === max ? 'single' : 'range' }),
  freeFrom: (amount: number) => m.checkout_freeFrom({ amount: formatBDT(amount) }),
});

/** Words of the checkout page's own HTML (title, headings, payment methods): never shipped to an island. */
export const checkoutPageMessages = {
  get title() { return m.checkout_title(); },
  get heading() { return m.checkout_heading(); },
  get needsJavaScript() { return m.checkout_needsJavaScript(); },
  get deliveryStep() { return m.checkout_deliveryStep(); },
  get paymentStep() { return m.checkout_paymentStep(); },
  get cashOnDelivery() { return m.checkout_cashOnDelivery(); },
  get cashOnDeliveryHint() { return m.checkout_cashOnDeliveryHint(); },
  get card() { return m.checkout_card(); },
  get cardHint() { return m.checkout_cardHint(); },
  get payLater() { return m.checkout_payLater(); },
  get payLaterHint() { return m.checkout_payLaterHint(); },
  get couponStep() { return m.checkout_couponStep(); },
  get reviewStep() { return m.checkout_reviewStep(); },
};
