import * as m from '../../paraglide/messages.js';

/**
 * Words of the wishlist hearts on product pages and cards (apart from the wishlist page's, which those pages never show).
 * The words themselves are in messages/wishlist-heart/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const heartMessages = {
  get add() { return m.wishlist_heart_add(); },
  get remove() { return m.wishlist_heart_remove(); },
  get failed() { return m.wishlist_heart_failed(); },
  /** A pressed card's heart (its "add" label is the card's own: card.ts). */
  removeNamed: (name: string) => m.wishlist_heart_removeNamed({ name }),
};
