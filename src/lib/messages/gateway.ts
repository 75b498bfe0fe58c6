import { formatBDT } from './format.ts';

/** Words of the API's local payment gateway's hosted page (issue 12): a demo of what a real gateway shows. */
export const gatewayMessages = {
  title: 'Kolom test gateway: pay for your order',
  heading: 'Test payment gateway',
  notice: 'This is the shop’s local test gateway. No card is charged: choose what the payment should do.',
  merchant: 'Merchant',
  merchantName: 'Kolom stationery & gifts',
  order: 'Order',
  amount: 'Amount',
  formatAmount: (amount: number) => formatBDT(amount),
  risky: 'Flag this payment as risky (the shop must not accept it)',
  pay: 'Pay',
  fail: 'Fail',
  cancel: 'Cancel',
  returning: 'Returning you to the shop…',
  continue: 'Continue to the shop',
  closedTitle: 'This payment session is closed',
  closed: 'This payment was already completed, failed or cancelled. Go back to the shop to see your order.',
  missingTitle: 'Payment session not found',
  missing: 'This payment session does not exist. Go back to the shop and try again.',
} as const;
