/**
 * Words of the customer screens' static shells (`CustomerScreen.astro`): what each screen holds,
 * shown at once while the customer's data is on its way. Apart from the islands' tables, so no
 * island carries words only its page's HTML shows.
 */
export const customerPageMessages = {
  ordersLead: 'Every order you placed with Kolom, newest first. Open one to see its items, the delivery address and each step it has taken; an order can be cancelled until it is packed.',
  orderLead: 'Your order’s items, money, delivery address and expected delivery, with every step it has taken. You can cancel it until it is packed.',
  profileLead: 'Your name and phone for deliveries, the e-mails you get from us, and your password. Your orders, addresses and wishlist are one tap away below.',
  addressesLead: 'Where we deliver your orders. The default address is chosen for you at checkout; add home, office or family addresses anywhere in Bangladesh.',
  wishlistLead: 'The products you kept for later, newest first. Move one to your cart when you are ready, or remove it.',
  wishlistDescription: 'The products you kept for later.',
  /** The cart page without scripts, instead of its "Loading your cart…": the cart lives in this browser's storage, which only a script reads. */
  cartNeedsJavaScript: 'Your cart is kept in this browser and needs JavaScript to show it. Please turn JavaScript on and reload this page.',
  wishlistNeedsJavaScript: 'Your wishlist needs JavaScript. Please turn it on in your browser and reload this page.',
  checkoutLead: 'Choose where we deliver, how fast and how you pay, then check the total and place your order. Prices and stock are checked again before you confirm.',
} as const;
