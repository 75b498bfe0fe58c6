import { headerMessages as say } from '../../lib/messages/header.ts';
import { CART_DROPDOWN_MIN_WIDTH } from '../../lib/site.ts';
import { $cart, $cartOpen } from '../../stores/cart.ts';
import { $currency } from '../../stores/currency.ts';

// The dropdown's lines are drawn by code loaded when it first opens: most pages never open it.
async function fillDropdown(dropdown: HTMLElement): Promise<void> {
  const { drawDropdown } = await import('./cart-dropdown.ts');
  // Still open when the code arrived: draw what the cart holds now.
  if ($cartOpen.get()) drawDropdown(dropdown);
}

/*
 * The header's cart button (spec §2) in plain DOM code: it is on every page, and as the header's
 * last React island it made every page load React, pages with no island of their own included.
 * The link works before this runs (it goes to /cart); this adds the count, and from 991 px the
 * dropdown of the cart's lines.
 */

/** Wires one cart button: its count, and the dropdown that adding to the cart or a click opens. */
export function initCartButton(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('[data-cart-link]')!;
  const badge = root.querySelector<HTMLElement>('[data-testid="cart-count"]')!;
  const dropdown = root.querySelector<HTMLElement>('[data-cart-dropdown]')!;

  const render = () => {
    const cart = $cart.get();
    const open = $cartOpen.get();
    badge.textContent = String(cart.quantity);
    link.setAttribute('aria-label', say.cartLabel(cart.quantity));
    link.setAttribute('aria-expanded', String(open));
    dropdown.hidden = !open;
    if (open) void fillDropdown(dropdown);
  };
  for (const store of [$cart, $cartOpen, $currency]) store.listen(render);
  render();

  link.addEventListener('click', (event) => {
    if (!matchMedia(`(min-width: ${CART_DROPDOWN_MIN_WIDTH}px)`).matches) return; // below 991 px: go to /cart
    event.preventDefault();
    $cartOpen.set(!$cartOpen.get());
  });
  // A click elsewhere or Escape closes it; the click that opened it is inside the button.
  document.addEventListener('click', (event) => {
    if ($cartOpen.get() && !root.contains(event.target as Node)) $cartOpen.set(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && $cartOpen.get()) $cartOpen.set(false);
  });
  root.dataset['ready'] = '';
}
