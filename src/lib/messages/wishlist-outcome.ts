import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words the wishlist screen says after Move to cart or Remove (loaded with the first action).
 * The words themselves are in messages/wishlist-outcome/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const wishlistOutcomeMessages = {
  moved: (product: string) => m.wishlist_outcome_moved({ product }),
  movedNotRemoved: (product: string) => m.wishlist_outcome_movedNotRemoved({ product }),
  removed: (product: string) => m.wishlist_outcome_removed({ product }),
  get soldOut() { return m.wishlist_outcome_soldOut(); },
  onlyMore: (available: number) => m.wishlist_outcome_onlyMore({ available: formatNumber(available) }),
  get allInCart() { return m.wishlist_outcome_allInCart(); },
};
