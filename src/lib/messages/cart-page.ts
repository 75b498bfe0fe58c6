/** Words of the cart page (spec §4): its lines, notices, total and actions. */
export const cartPageMessages = {
  title: 'Your cart',
  loading: 'Loading your cart…',
  empty: 'Your cart is empty.',
  /** Checkout sent the shopper back (its guard, issue 11 §1). */
  emptyAtCheckout: 'Your cart is empty: add something to it before checking out.',
  startShopping: 'Start shopping',
  storageFull: 'Your browser’s storage is full, so this cart may not be kept after you leave. Free some space or check out now.',
  liveCheckFailed: 'We could not check live stock and prices just now; we will check again at checkout.',
  items: 'Cart items',
  each: (price: string) => `${price} each`,
  quantityOf: (product: string) => `Quantity of ${product}`,
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  remove: 'Remove',
  clear: 'Clear cart',
  orderTotal: 'Order total',
  checkOut: 'Check Out',
  chargedInBdt: 'Orders are charged in BDT. Delivery is calculated at checkout.',
} as const;
