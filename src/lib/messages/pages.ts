/**
 * Titles and one-line purposes of the routes of spec §2 whose screens arrive with later issues
 * (see `placeholder-routes.ts`), keyed by path.
 */
export const pageMessages = {
  checkout: { title: 'Checkout page', purpose: 'Choose a delivery address and pay by card, cash on delivery, bKash, Nagad or bank transfer.' },
  about: { title: 'About us', purpose: 'Who we are, and how we bring stationery and gifts to every corner of Bangladesh.' },
  contact: { title: 'Contact us', purpose: 'Call, e-mail or visit us: we answer every question about products, orders and delivery.' },
  contactV1: { title: 'Contact us', purpose: 'Send us a message and we will get back to you within one working day.' },
  comingSoon: { title: 'Coming soon', purpose: 'New arrivals and our social pages are on their way.' },
  details: { title: 'Details', purpose: 'Details of your purchase.' },
  orders: { title: 'My orders', purpose: 'Follow your orders from confirmation to delivery.' },
  outlets: { title: 'Our outlets', purpose: 'Find a Kolom outlet near you, with opening hours and directions.' },
  profile: { title: 'My account', purpose: 'Your profile, addresses, wishlist and e-mail subscription.' },
  privacyPolicy: { title: 'Privacy policy', purpose: 'How we collect, use and protect your personal information.' },
  termsConditions: { title: 'Terms & conditions', purpose: 'The terms of buying from our shop.' },
  returnPolicy: { title: 'Return policy', purpose: 'How to return or exchange a product within 7 days of delivery.' },
  paymentSuccess: { title: 'Payment successful', purpose: 'Your payment was received and your order is confirmed.' },
  paymentFailed: { title: 'Payment failed', purpose: 'Your payment did not go through; no money was taken. You can try again.' },
  paymentCancelled: { title: 'Payment cancelled', purpose: 'You cancelled the payment; your cart is still here.' },
  payLater: { title: 'Pay later', purpose: 'Your order is placed; pay later by bKash, Nagad or bank and upload the receipt.' },
} as const;
