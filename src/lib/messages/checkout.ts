import { count, formatBDT } from './format.ts';
import { orderMoneyMessages } from './order-money.ts';

/** Words of the checkout's address and delivery steps (issue 11 §2); the coupon's and review's are in checkout-review.ts. */
export const checkoutMessages = {
  ...orderMoneyMessages,
  loading: 'Preparing your checkout…',
  backToCart: 'Back to cart',

  addressStep: '1. Delivery address',
  noAddresses: 'You have no saved address yet: add one to deliver to.',
  addAddress: 'Add a new address',
  addressesFailed: 'We could not load your addresses.',
  retry: 'Try again',
  deliverTo: (label: string) => `Deliver to ${label}`,

  chooseAddressFirst: 'Choose an address to see the delivery options and charge.',
  zoneName: (zone: string) => `Delivering ${zone}.`,
  days: (min: number, max: number) => (min === max ? count(min, { one: 'day', other: 'days' }) : `${min}–${max} days`),
  freeFrom: (amount: number) => `Free delivery on orders from ${formatBDT(amount)}.`,
} as const;

/** Words of the checkout page's own HTML (title, headings, payment methods): never shipped to an island. */
export const checkoutPageMessages = {
  title: 'Checkout page',
  heading: 'Checkout',
  needsJavaScript: 'Checkout needs JavaScript. Please turn it on in your browser and reload this page.',
  deliveryStep: '2. Delivery option',
  paymentStep: '3. Payment method',
  cashOnDelivery: 'Cash on delivery',
  cashOnDeliveryHint: 'Pay the courier in cash when your order arrives.',
  card: 'Card or mobile banking',
  cardHint: 'Pay on the secure payment page (SSLCommerz) after you place the order. Your items are held for 30 minutes.',
  payLater: 'Pay later (bKash, Nagad or bank transfer)',
  payLaterHint: 'After you place the order we show where to send the money and the reference to quote. Your items are held for 48 hours.',
  couponStep: '4. Coupon',
  reviewStep: '5. Review and place your order',
} as const;
