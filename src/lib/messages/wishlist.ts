import { count, formatNumber } from './format.ts';

/** Words of the wishlist page (spec §9): its cards, actions, pages and empty state. */
export const wishlistMessages = {
  title: 'Your wishlist',
  loading: 'Loading your wishlist…',
  items: 'Wishlist items',
  count: (n: number) => count(n, { one: 'saved item', other: 'saved items' }),
  empty: 'Your wishlist is empty. Tap the heart on any product to keep it here.',
  startShopping: 'Start shopping',
  moveToCart: 'Move to cart',
  moving: 'Moving…',
  remove: 'Remove',
  unavailable: 'This product is no longer in the shop.',
  moved: (product: string) => `${product} moved to your cart.`,
  movedNotRemoved: (product: string) => `${product} is in your cart, but we could not take it off your wishlist. Remove it when you can.`,
  removed: (product: string) => `${product} removed from your wishlist.`,
  soldOut: 'Sorry, this option is sold out.',
  onlyMore: (available: number) => `Only ${formatNumber(available)} more can be added to your cart.`,
  allInCart: 'You already have all we have in stock in your cart.',
  loadFailed: 'We could not load your wishlist just now.',
  retry: 'Try again',
  actionFailed: 'That did not work just now. Please try again.',
  pages: 'Wishlist pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${formatNumber(page)} of ${formatNumber(pages)}`,
} as const;
