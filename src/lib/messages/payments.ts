import { formatBDT } from './format.ts';

/** Words of the payment result pages (issue 12 §2, spec §2 `/payments/response/*`). */
export const paymentPageMessages = {
  successTitle: 'Thank you for your payment',
  failedTitle: 'Your payment did not go through',
  cancelTitle: 'You cancelled the payment',
  laterTitle: 'How to pay for your order',
  description: 'What happened to your card payment.',
  needsJavaScript: 'This page needs JavaScript to show your order. Please turn it on, or open your orders.',
  lead: 'We check every payment with the payment gateway ourselves, so this page shows your order as we have it.',
} as const;

/** Words of the payment result island: what the order's payment is now, and what the shopper can do. */
export const paymentMessages = {
  loading: 'Looking up your order…',
  missingInvoice: 'This page needs an order number.',
  notFound: 'We could not find this order in your account.',
  loadFailed: 'We could not load your order.',
  retry: 'Try again',
  order: (invoiceId: string) => `Order ${invoiceId}`,
  paid: (amount: number) => `We have received your payment of ${formatBDT(amount)}. Your order is being prepared.`,
  awaiting: (amount: number) => `Your order is saved and its items are held for you, but its payment of ${formatBDT(amount)} has not come through.`,
  awaitingOnSuccess: 'The payment gateway has not confirmed this payment to us yet. If money left your account, it will show here shortly.',
  holdFor: 'The items are held for 30 minutes from when you placed the order.',
  failed: 'This order’s payment did not arrive in time, so the order was closed and its items released.',
  cancelled: 'This order is cancelled.',
  confirmedCash: 'Your order is confirmed: pay the courier in cash when it arrives.',
  viewOrder: 'View order',
  myOrders: 'My orders',
  tryAgain: 'Try again',
  tryingAgain: 'Opening the payment page…',
  payOnDelivery: 'Pay on delivery instead',
  switching: 'Switching to cash on delivery…',
  phoneCode: 'Code from the text message',
  confirmCash: 'Confirm: pay on delivery',
  actionFailed: 'That did not work:',
  actions: 'What would you like to do?',
  payLater: (amount: number, reference: string) => `Send ${formatBDT(amount)} to one of the accounts below and quote the reference ${reference}. We hold your items for 48 hours.`,
  payLaterAccounts: 'Where to send the money',
  payLaterReference: 'Reference',
  method: { bkash: 'bKash', nagad: 'Nagad', bank: 'Bank transfer' },
  copy: 'Copy',
  copyLabel: (what: string) => `Copy ${what}`,
  copied: (what: string) => `${what} copied.`,
  copyFailed: 'Your browser did not let us copy: select the text and copy it yourself.',
} as const;
