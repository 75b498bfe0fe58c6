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
  loadFailed: 'We could not load your wishlist just now.',
  retry: 'Try again',
  actionFailed: 'That did not work just now. Please try again.',
  pages: 'Wishlist pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${formatNumber(page)} of ${formatNumber(pages)}`,
} as const;
