import { wishlistOutcomeMessages as say } from '../../lib/messages/wishlist-outcome.ts';
import type { MoveOutcome } from '../../stores/wishlist.ts';

/*
 * What the wishlist screen tells after an action: loaded with the first action rather than with the
 * screen, whose JavaScript budget is nearly spent before any of it is needed. The screen's own words
 * come in as `screen`: imported here, they would leave the screen's chunk for one of their own.
 */

/** What the shopper is told after Move to cart. */
export function moveText(outcome: MoveOutcome, name: string, screen: { unavailable: string; actionFailed: string }): string {
  switch (outcome.status) {
    case 'added': return say.moved(name);
    case 'sold-out': return say.soldOut;
    case 'limited': return outcome.available > 0 ? say.onlyMore(outcome.available) : say.allInCart;
    case 'cart-full': return outcome.message;
    case 'unavailable': return screen.unavailable;
    case 'not-removed': return say.movedNotRemoved(name);
    default: return screen.actionFailed;
  }
}

/** What the shopper is told after Remove. */
export const removedText = (name: string): string => say.removed(name);
