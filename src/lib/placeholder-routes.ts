/**
 * Routes of spec §2 whose screens arrive with later issues. Each is prerendered now as a styled
 * placeholder, so every link in the shop leads somewhere. Remove a route here when its page lands.
 */
export interface PlaceholderRoute {
  path: string;
  title: string;
  purpose: string;
  /** Pages about a shopper's own data are not for search engines. */
  noindex?: boolean;
}

export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [
  { path: 'checkout', title: 'Checkout page', purpose: 'Choose a delivery address and pay by card, cash on delivery, bKash, Nagad or bank transfer.', noindex: true },
  { path: 'about', title: 'About us', purpose: 'Who we are, and how we bring stationery and gifts to every corner of Bangladesh.' },
  { path: 'contact', title: 'Contact us', purpose: 'Call, e-mail or visit us: we answer every question about products, orders and delivery.' },
  { path: 'contact-us', title: 'Contact us', purpose: 'Call, e-mail or visit us: we answer every question about products, orders and delivery.' },
  { path: 'contactV1', title: 'Contact us', purpose: 'Send us a message and we will get back to you within one working day.' },
  { path: 'coming-soon', title: 'Coming soon', purpose: 'New arrivals and our social pages are on their way.' },
  { path: 'details', title: 'Details', purpose: 'Details of your purchase.', noindex: true },
  { path: 'orders', title: 'My orders', purpose: 'Follow your orders from confirmation to delivery.', noindex: true },
  { path: 'outlets', title: 'Our outlets', purpose: 'Find a Kolom outlet near you, with opening hours and directions.' },
  { path: 'profile', title: 'My account', purpose: 'Your profile, addresses, wishlist and e-mail subscription.', noindex: true },
  { path: 'privacy-policy', title: 'Privacy policy', purpose: 'How we collect, use and protect your personal information.' },
  { path: 'terms-conditions', title: 'Terms & conditions', purpose: 'The terms of buying from our shop.' },
  { path: 'return', title: 'Return policy', purpose: 'How to return or exchange a product within 7 days of delivery.' },
  { path: 'payments/response/success', title: 'Payment successful', purpose: 'Your payment was received and your order is confirmed.', noindex: true },
  { path: 'payments/response/failed', title: 'Payment failed', purpose: 'Your payment did not go through; no money was taken. You can try again.', noindex: true },
  { path: 'payments/response/cancel', title: 'Payment cancelled', purpose: 'You cancelled the payment; your cart is still here.', noindex: true },
  { path: 'payments/response/later', title: 'Pay later', purpose: 'Your order is placed; pay later by bKash, Nagad or bank and upload the receipt.', noindex: true },
];
