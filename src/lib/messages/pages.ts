/**
 * Titles and one-line purposes of the routes of spec §2 whose screens arrive with later issues
 * (see `placeholder-routes.ts`), keyed by path.
 */
export const pageMessages = {
  checkout: { title: 'Checkout page', purpose: 'Choose a delivery address and pay by card, cash on delivery, bKash, Nagad or bank transfer.' },
  contact: { title: 'Contact us', purpose: 'Call, e-mail or visit us: we answer every question about products, orders and delivery.' },
  details: { title: 'Details', purpose: 'Details of your purchase.' },
  orders: { title: 'My orders', purpose: 'Follow your orders from confirmation to delivery.' },
  profile: { title: 'My account', purpose: 'Your profile, addresses, wishlist and e-mail subscription.' },
  paymentSuccess: { title: 'Payment successful', purpose: 'Your payment was received and your order is confirmed.' },
  paymentFailed: { title: 'Payment failed', purpose: 'Your payment did not go through; no money was taken. You can try again.' },
  paymentCancelled: { title: 'Payment cancelled', purpose: 'You cancelled the payment; your cart is still here.' },
  payLater: { title: 'Pay later', purpose: 'Your order is placed; pay later by bKash, Nagad or bank and upload the receipt.' },
} as const;
