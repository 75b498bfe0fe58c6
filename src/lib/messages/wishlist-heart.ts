/** Words of the wishlist hearts on product pages and cards (apart from the wishlist page's, which those pages never show). */
export const heartMessages = {
  add: 'Add to wishlist',
  remove: 'Remove from wishlist',
  failed: 'We could not update your wishlist just now. Please try again.',
  /** A pressed card's heart (its "add" label is the card's own: card.ts). */
  removeNamed: (name: string) => `Remove from wishlist: ${name}`,
} as const;
