import { formatPrice } from '../../lib/currency.ts';
import { imageAt, productHref } from '../../lib/links.ts';
import { headerMessages as say } from '../../lib/messages/header.ts';
import { CART_DROPDOWN_MIN_WIDTH } from '../../lib/site.ts';
import { describeSku } from '../../lib/sku-label.ts';
import type { Cart } from '../../lib/cart.ts';
import { $cart, $cartOpen, $cartTotal } from '../../stores/cart.ts';
import { $currency } from '../../stores/currency.ts';

/*
 * The header's cart button (spec §2) in plain DOM code: it is on every page, and as the header's
 * last React island it made every page load React, pages with no island of their own included.
 * The link works before this runs (it goes to /cart); this adds the count, and from 991 px the
 * dropdown of the cart's lines.
 */

type Child = Node | string | null | false;

/** A small element: `el('a', { href: '/cart', className: 'btn' }, 'View Cart')`. */
function el(tag: string, props: Record<string, string | number> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(props)) element.setAttribute(name === 'className' ? 'class' : name, String(value));
  element.append(...children.filter((child): child is Node | string => child !== null && child !== false));
  return element;
}

/** The dropdown's content for `cart` (spec §2: the items, or 'YOUR CART IS EMPTY'; Total, View Cart, Check Out). */
function dropdownContent(cart: Cart, total: number, format: (amountBdt: number) => string): Node[] {
  if (cart.items.length === 0) return [el('p', { className: 'cart-dropdown__empty' }, say.cartEmpty)];
  const lines = cart.items.map((item) => el('li', {},
    el('img', { src: imageAt(item.sku.image.src, 300), alt: '', width: 300, height: 135 }),
    el('div', {},
      el('a', { href: productHref(item.product) }, item.product.name),
      item.sku.attributeValues.length > 0 && el('span', {}, describeSku(item.sku)),
      el('span', {}, `${item.quantity} × ${format(item.subTotal / item.quantity)}`))));
  return [
    el('ul', { className: 'cart-dropdown__items' }, ...lines),
    el('p', { className: 'cart-dropdown__total' }, el('span', {}, say.total), ' ', el('strong', {}, format(total))),
    el('div', { className: 'cart-dropdown__actions' },
      el('a', { className: 'btn btn--ghost', href: '/cart' }, say.viewCart),
      el('a', { className: 'btn', href: '/checkout' }, say.checkOut)),
  ];
}

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
    const currency = $currency.get();
    if (open) dropdown.replaceChildren(...dropdownContent(cart, $cartTotal.get(), (amount) => formatPrice(amount, currency)));
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
