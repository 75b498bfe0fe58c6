/** Words of a product's card and price, drawn statically and inside the listing and cart islands. */
export const cardMessages = {
  sale: 'Sale',
  from: 'From',
  outOfStock: 'Out of stock',
  /** Read before the struck-through price (followed by the amount). */
  regularPrice: 'Regular price ',
} as const;
