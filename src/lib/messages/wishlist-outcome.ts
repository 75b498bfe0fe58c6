import { formatNumber } from './format.ts';

/** Words the wishlist screen says after Move to cart or Remove (loaded with the first action). */
export const wishlistOutcomeMessages = {
  moved: (product: string) => `${product} moved to your cart.`,
  movedNotRemoved: (product: string) => `${product} is in your cart, but we could not take it off your wishlist. Remove it when you can.`,
  removed: (product: string) => `${product} removed from your wishlist.`,
  soldOut: 'Sorry, this option is sold out.',
  onlyMore: (available: number) => `Only ${formatNumber(available)} more can be added to your cart.`,
  allInCart: 'You already have all we have in stock in your cart.',
} as const;
