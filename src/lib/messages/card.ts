/** Words of a product's card and price, drawn statically and inside the listing and cart islands. */
export const cardMessages = {
  sale: 'Sale',
  from: 'From',
  outOfStock: 'Out of stock',
  /** Read before the struck-through price (followed by the amount). */
  regularPrice: 'Regular price ',
  /** A card's wishlist heart: the product's name says which of the grid's hearts it is. */
  addToWishlistNamed: (name: string) => `Add to wishlist: ${name}`,
} as const;
