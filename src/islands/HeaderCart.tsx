import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { formatNumber } from '../lib/messages/format.ts';
import { headerMessages as say } from '../lib/messages/header.ts';
import { CART_DROPDOWN_MIN_WIDTH } from '../lib/site.ts';
import { $cart, $cartOpen, $cartTotal } from '../stores/cart.ts';
import { paintedBadge } from '../scripts/cart-badge.ts';
import CartDropdown from './header/CartDropdown.tsx';
import { useAnnounceAwake } from '../ui/hooks/use-announce-awake.ts';
import { useHydrated } from '../ui/hooks/use-hydrated.ts';
import { usePopupStyles } from '../ui/hooks/use-popup-styles.ts';
import { usePriceFormatter } from '../ui/hooks/use-price.ts';
import { localHref } from '../lib/i18n/href.ts';

/** From this width the icon toggles the dropdown; below it, it is a link to /cart (spec §2). */
const DROPDOWN_MEDIA = `(min-width: ${CART_DROPDOWN_MIN_WIDTH}px)`;

/*
 * The header's cart button and dropdown (spec §2; issue 23 §2), on `$cart`. It wakes with
 * `client:header="cart"`: when the shopper reaches for the header, or when the cart first changes on
 * the page (the buying box adds and opens it through `$cartOpen`), or in another tab. Until
 * then the link goes to /cart, and the badge shows the count the inline script wrote before the
 * first paint (src/scripts/cart-badge.ts). The first render repeats what the page painted, so hydration
 * matches whatever the script wrote; the store's values follow at once.
 */
export default function HeaderCart() {
  const hydrated = useHydrated();
  const [painted] = useState(paintedBadge);
  const cart = useStore($cart);
  const total = useStore($cartTotal);
  // Open once its styles apply too (they load as the island wakes: usePopupStyles).
  const styled = usePopupStyles();
  const open = useStore($cartOpen) && hydrated && styled;
  const format = usePriceFormatter();
  const root = useRef<HTMLDivElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  useAnnounceAwake(root);

  // A click elsewhere or Escape closes it (focus back on the button when it was inside).
  useEffect(() => {
    if (!open) return;
    const outside = (event: Event) => {
      // The path as dispatched: a line's removed button is no longer inside the root, yet was clicked there.
      if (!event.composedPath().includes(root.current!)) $cartOpen.set(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (root.current!.contains(document.activeElement)) link.current!.focus();
      $cartOpen.set(false);
    };
    document.addEventListener('click', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('click', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  function toggle(event: MouseEvent<HTMLAnchorElement>) {
    if (!matchMedia(DROPDOWN_MEDIA).matches) return; // below 991 px: the link goes to /cart
    event.preventDefault();
    $cartOpen.set(!$cartOpen.get());
  }

  const count = hydrated ? formatNumber(cart.quantity) : (painted?.count ?? '');
  const label = hydrated ? say.cartLabel(cart.quantity) : (painted?.label ?? say.cart);
  return (
    <div className="cart-button" ref={root}>
      {/* `data-hold-press`: a press before it wakes is held and made again once awake (the dropdown opens, as awake). */}
      <a ref={link} className="cart-button__icon" href={localHref('/cart')} aria-expanded={open} aria-label={label} onClick={toggle}
        data-label-one={say.cartLabelForms.one} data-label-other={say.cartLabelForms.other} data-hold-press={DROPDOWN_MEDIA}>
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
          <path d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.1h8.6a1.5 1.5 0 0 0 1.4-1l2.1-6.3H6.2" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
          <circle cx="9.5" cy="19.5" r="1.6" fill="currentColor" />
          <circle cx="17" cy="19.5" r="1.6" fill="currentColor" />
        </svg>
        <span className="cart-button__badge" data-testid="cart-count" data-cart-count>{count}</span>
      </a>
      {open && <CartDropdown cart={cart} total={total} format={format} panel={panel} />}
    </div>
  );
}
