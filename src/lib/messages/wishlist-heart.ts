/** Words of the wishlist heart on product pages (apart from the wishlist page's, which product pages never show). */
export const heartMessages = {
  add: 'Add to wishlist',
  remove: 'Remove from wishlist',
  failed: 'We could not update your wishlist just now. Please try again.',
} as const;
