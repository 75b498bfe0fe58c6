import { useStore } from '@nanostores/react';
import { useEffect, useRef, type MouseEvent } from 'react';
import { CART_DROPDOWN_MIN_WIDTH } from '../lib/site.ts';
import { imageAt } from '../lib/links.ts';
import { headerMessages as say } from '../lib/messages/header.ts';
import { $cart, $cartOpen, $cartTotal } from '../stores/cart.ts';
import { describeSku } from '../lib/sku-picker.ts';
import { usePriceFormatter } from './hooks/use-price.ts';
import { useHydrated } from './hooks/use-hydrated.ts';

/**
 * Cart icon with its count badge (spec §2). Below 991 px it is a plain link to /cart; from
 * 991 px it toggles a dropdown of the cart's lines.
 */
export default function CartButton() {
  const hydrated = useHydrated();
  const cart = useStore($cart);
  const total = useStore($cartTotal);
  const open = useStore($cartOpen);
  const setOpen = (value: boolean | ((was: boolean) => boolean)) => $cartOpen.set(typeof value === 'function' ? value($cartOpen.get()) : value);
  const format = usePriceFormatter();
  const root = useRef<HTMLDivElement>(null);
  const count = hydrated ? cart.quantity : 0;
  const items = hydrated ? cart.items : [];

  useEffect(() => {
    if (!open) return;
    // Adding from a product page opens the dropdown; a click elsewhere or Escape closes it.
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('click', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('click', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  function toggle(event: MouseEvent<HTMLAnchorElement>) {
    if (!window.matchMedia(`(min-width: ${CART_DROPDOWN_MIN_WIDTH}px)`).matches) return; // go to /cart
    event.preventDefault();
    setOpen((value) => !value);
  }

  return (
    <div className="cart-button" ref={root}>
      <a
        className="cart-button__icon"
        href="/cart"
        onClick={toggle}
        aria-expanded={open}
        aria-label={say.cartLabel(count)}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2.1-6.3H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9.5" cy="19.5" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19.5" r="1.6" fill="currentColor" />
        </svg>
        <span className="cart-button__badge" data-testid="cart-count">{count}</span>
      </a>
      {open && (
        <div className="cart-dropdown" role="dialog" aria-label={say.cart}>
          {items.length === 0 ? (
            <p className="cart-dropdown__empty">{say.cartEmpty}</p>
          ) : (
            <>
              <ul className="cart-dropdown__items">
                {items.map((item) => (
                  <li key={item.sku.id}>
                    <img src={imageAt(item.sku.image.src, 300)} alt="" width="300" height="135" />
                    <div>
                      <a href={`/products/${item.product.id}`}>{item.product.name}</a>
                      {item.sku.attributeValues.length > 0 && <span>{describeSku(item.sku)}</span>}
                      <span>{item.quantity} × {format(item.subTotal / item.quantity)}</span>
                    </div>
                  </li>
                ))}
              </ul>
              <p className="cart-dropdown__total"><span>{say.total}</span> <strong>{format(total)}</strong></p>
              <div className="cart-dropdown__actions">
                <a className="btn btn--ghost" href="/cart">{say.viewCart}</a>
                <a className="btn" href="/checkout">{say.checkOut}</a>
              </div>
            </>
          )}
        </div>
      )}
    </div>
  );
}
