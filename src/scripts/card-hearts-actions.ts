import { heartMessages as say } from '../lib/messages/wishlist-heart.ts';
import { rememberWishlistIntent, signInHref } from '../lib/wishlist.ts';
import { writeKept } from '../lib/wishlist-kept.ts';
import { $auth } from '../stores/auth.ts';
import { keepHeartsPainted, paintHeart } from './card-heart-paint.ts';
import { addToWishlist, allWishlistItems, cardHeartSkuCode, removeWishlistItems, settleWishlistIntent } from '../stores/wishlist-hearts.ts';

/*
 * What a card's heart does (loaded by `card-hearts.ts` at the first press, or at once for a
 * signed-in customer), through the wishlist hearts' actions. A card names its product only; the
 * option kept is the one `cardHeartSkuCode` picks.
 */

/** The customer's wishlist ids by product; null until the API has said. */
let kept: Map<number, number[]> | null = null;
let loading: Promise<void> | undefined;
const busy = new WeakSet<Element>();

function itemIdOf(button: HTMLElement): number {
  return Number(button.dataset['cardHeart']);
}

/** Reads which products the customer keeps (after adding a press made as a guest), and keeps new cards painted. */
export function showKept(): Promise<void> {
  loading ??= (async () => {
    await settleWishlistIntent();
    const items = await allWishlistItems();
    if (!items.ok) {
      loading = undefined; // asked again at the next press
      return;
    }
    kept = new Map();
    for (const item of items.body) kept.set(item.itemId, [...(kept.get(item.itemId) ?? []), item.wishlistId]);
    remember(kept);
    keepHeartsPainted(kept);
  })();
  return loading;
}

/** Keeps what the API said in this device's record, so the next grid paints it without asking. */
function remember(items: Map<number, number[]>): void {
  const auth = $auth.get();
  if (auth.isAuthenticated) writeKept(auth.currentUser.userId, items);
}

/** Says at the card that the press did not go through (the heart keeps showing what is true). */
function tellFailure(button: HTMLElement): void {
  const card = button.closest('.product-card');
  if (!card || card.querySelector('.card-heart__note')) return;
  const note = document.createElement('p');
  note.className = 'card-heart__note';
  note.setAttribute('role', 'alert');
  note.textContent = say.failed;
  card.append(note);
}

/** A press on a card's heart: a guest goes to sign in (the product is kept once back); a customer's list changes. */
export async function press(button: HTMLElement): Promise<void> {
  if (busy.has(button)) return;
  busy.add(button);
  button.setAttribute('aria-busy', 'true');
  button.closest('.product-card')?.querySelector('.card-heart__note')?.remove();
  const itemId = itemIdOf(button);
  try {
    if (!$auth.get().isAuthenticated) {
      const skuCode = await cardHeartSkuCode(itemId);
      if (skuCode === null) return tellFailure(button);
      rememberWishlistIntent({ itemId, skuCode });
      location.assign(signInHref(location.pathname + location.search));
      return;
    }
    await showKept();
    if (!kept) return tellFailure(button);
    const ids = kept.get(itemId) ?? [];
    if (ids.length > 0) {
      if (await removeWishlistItems(ids)) kept.set(itemId, []);
      else tellFailure(button);
    } else {
      const skuCode = await cardHeartSkuCode(itemId);
      const added = skuCode === null ? null : await addToWishlist({ itemId, skuCode });
      if (added?.ok) kept.set(itemId, [added.body.wishlistId]);
      else tellFailure(button);
    }
    remember(kept);
    // Every card of this product on the page (a product can be in two grids) shows it.
    for (const heart of document.querySelectorAll<HTMLElement>(`[data-card-heart="${itemId}"]`)) paintHeart(heart, kept);
  } catch {
    tellFailure(button); // a chunk that would not load (offline)
  } finally {
    busy.delete(button);
    button.removeAttribute('aria-busy');
  }
}
