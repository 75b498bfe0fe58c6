import { heartMessages as say } from '../lib/messages/wishlist-heart.ts';
import { pressWaiting, readKept, type KeptItems } from '../lib/wishlist-kept.ts';

/*
 * Drawing the card hearts' state (pressed, and the label that says what a press will do): from the
 * device's record at load (card-hearts.ts), or from the API once a press has asked
 * (card-hearts-actions.ts). Plain DOM code, a few hundred bytes, loaded for a signed-in customer only.
 */

const HEART = '[data-card-heart]';
let shown: KeptItems | null = null;

/**
 * A signed-in customer's hearts at load: painted from this device's record while it is fresh; else
 * (no record, an old one, or a guest's press waiting to be added) `ask` loads the wishlist code.
 */
export function showKeptHearts(userId: number, ask: () => void): void {
  const remembered = pressWaiting() ? null : readKept(userId);
  if (remembered) keepHeartsPainted(remembered);
  else ask();
}

/** Shows one heart as `kept` has it. */
export function paintHeart(button: HTMLElement, kept: KeptItems): void {
  const pressed = (kept.get(Number(button.dataset['cardHeart']))?.length ?? 0) > 0;
  const name = button.closest('.product-card')?.querySelector('.product-card__name')?.textContent ?? '';
  button.setAttribute('aria-pressed', String(pressed));
  // The card drew its "add" label (ProductCard, from the card's words): kept here to put back.
  button.dataset['addLabel'] ??= button.getAttribute('aria-label') ?? '';
  button.setAttribute('aria-label', pressed ? say.removeNamed(name) : button.dataset['addLabel']);
}

function paintAll(kept: KeptItems, root: ParentNode): void {
  for (const button of root.querySelectorAll<HTMLElement>(HEART)) paintHeart(button, kept);
}

/** Shows every heart as `kept` has it, and the cards the listing draws later (another page, a refined search) too. */
export function keepHeartsPainted(kept: KeptItems): void {
  const observing = shown !== null;
  shown = kept;
  paintAll(kept, document);
  if (observing) return;
  new MutationObserver((changes) => {
    for (const change of changes) {
      for (const node of change.addedNodes) if (node instanceof Element && shown) paintAll(shown, node.parentElement ?? node);
    }
  }).observe(document.body, { childList: true, subtree: true });
}
