import { guardNamed } from '../lib/guards.ts';
import { $auth } from '../stores/auth.ts';
import { $cart } from '../stores/cart.ts';

/**
 * Runs the guard a page names (`data-guard`) as soon as the page's script runs, before its island
 * wakes: a guest or an empty cart is sent on at once. The stores read localStorage synchronously,
 * and they are on every page for the header already, so this costs a few bytes.
 */
export function runRouteGuard(root: ParentNode = document): void {
  const element = root.querySelector<HTMLElement>('[data-guard]');
  const guard = guardNamed(element?.dataset['guard'] ?? '');
  if (!guard) return; // the build rendered the error page in its place
  const outcome = guard({ cartLines: $cart.get().items.length, signedIn: $auth.get().isAuthenticated });
  if (outcome.kind !== 'redirect') return;
  // The page's islands must not wake and send the shopper somewhere else first (an island
  // detached from the document never hydrates): the guard's word is the last.
  element!.replaceChildren();
  location.replace(outcome.to);
}
