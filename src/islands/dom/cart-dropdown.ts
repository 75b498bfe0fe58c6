import { formatPrice } from '../../lib/currency.ts';
import { imageAt, productHref } from '../../lib/links.ts';
import { headerMessages as say } from '../../lib/messages/header.ts';
import { describeSku } from '../../lib/sku-label.ts';
import type { Cart } from '../../lib/cart.ts';
import { $cart, $cartTotal } from '../../stores/cart.ts';
import { $currency } from '../../stores/currency.ts';

/*
 * The cart dropdown's content (spec §2), drawn in plain DOM code: loaded by the header's cart
 * button (`cart-button.ts`) the first time the dropdown opens.
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

/** Draws the cart as it is now into `dropdown`, prices in the shopper's currency. */
export function drawDropdown(dropdown: HTMLElement): void {
  const currency = $currency.get();
  dropdown.replaceChildren(...dropdownContent($cart.get(), $cartTotal.get(), (amount) => formatPrice(amount, currency)));
}
