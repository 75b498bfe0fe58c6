import * as m from '../../paraglide/messages.js';

/**
 * Words of a product's card and price, drawn statically and inside the listing and cart islands.
 * The words themselves are in messages/card/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const cardMessages = {
  get sale() { return m.card_sale(); },
  get from() { return m.card_from(); },
  get outOfStock() { return m.card_outOfStock(); },
  /** Read before the struck-through price (followed by the amount). */
  get regularPrice() { return m.card_regularPrice(); },
  /** A card's wishlist heart: the product's name says which of the grid's hearts it is. */
  addToWishlistNamed: (name: string) => m.card_addToWishlistNamed({ name }),
};
