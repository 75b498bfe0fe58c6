import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { EMPTY_CART_NOTICE } from '../lib/site.ts';
import { imageAt, productHref } from '../lib/links.ts';
import { cartPageMessages as say } from '../lib/messages/cart-page.ts';
import { unitPrice } from '../lib/pricing.ts';
import { describeSku, skuLang } from '../lib/sku-label.ts';
import { $cart, $cartTotal, clearCart, decreaseQuantity, increaseQuantity, removeFromCart } from '../stores/cart.ts';
import { $liveCheckFailed, $liveNotices, checkCartLive } from '../stores/cart-live.ts';
import { $storageFailed } from '../stores/storage.ts';
import { useHydrated } from '../ui/hooks/use-hydrated.ts';
import { usePriceFormatter } from '../ui/hooks/use-price.ts';
import { localHref } from '../lib/i18n/href.ts';
import { localName, nameLang } from '../lib/i18n/names.ts';

/** The cart page (spec §4): lines with quantity controls, subtotals, total, and live notices. */
export default function CartPage() {
  const hydrated = useHydrated();
  const cart = useStore($cart);
  const total = useStore($cartTotal);
  const notices = useStore($liveNotices);
  const liveFailed = useStore($liveCheckFailed);
  const storageFailed = useStore($storageFailed);
  const format = usePriceFormatter();
  const skuIds = cart.items.map((item) => item.sku.id).join(',');

  // Re-check live stock and prices when the set of lines changes (not on every quantity click).
  useEffect(() => {
    if (hydrated) void checkCartLive();
  }, [hydrated, skuIds]);

  // Only this island ends the wait: with scripts off the page hides it and says why (cart.astro).
  if (!hydrated) return <p className="cart-page__loading" data-needs-script="">{say.loading}</p>;
  const fromCheckout = new URLSearchParams(location.search).get('notice') === EMPTY_CART_NOTICE;
  if (cart.items.length === 0) {
    return (
      <div className="cart-page__empty">
        <p role={fromCheckout ? 'alert' : undefined}>{fromCheckout ? say.emptyAtCheckout : say.empty}</p>
        <a className="btn" href={localHref('/products')}>{say.startShopping}</a>
      </div>
    );
  }
  return (
    <div className="cart-page">
      {storageFailed && <p className="notice" role="alert">{say.storageFull}</p>}
      {liveFailed && <p className="notice" role="status">{say.liveCheckFailed}</p>}
      <ul className="cart-lines" aria-label={say.items}>
        {cart.items.map((item) => {
          const notice = notices[item.sku.id];
          const name = localName(item.product);
          return (
            <li key={item.sku.id} className="cart-line" aria-label={name}>
              <img src={imageAt(item.sku.image.src, 160)} alt="" width="96" height="96" loading="lazy" />
              <div className="cart-line__info">
                <a href={productHref(item.product)} lang={nameLang(item.product)}>{name}</a>
                {/* Size/Color are named in English only. */}
                {item.sku.attributeValues.length > 0 && <span className="cart-line__options" lang={skuLang(item.sku)}>{describeSku(item.sku)}</span>}
                <span className="cart-line__unit">{say.each(format(unitPrice(item.sku)))}</span>
                {notice && <span className={`cart-line__notice cart-line__notice--${notice.kind}`} role="status">{notice.message}</span>}
              </div>
              <div className="stepper" role="group" aria-label={say.quantityOf(name)}>
                <button type="button" aria-label={say.decreaseQuantity} disabled={item.quantity <= 1} onClick={() => decreaseQuantity(item.sku.id)}>−</button>
                <output aria-live="polite">{item.quantity}</output>
                <button type="button" aria-label={say.increaseQuantity} onClick={() => increaseQuantity(item.sku.id)}>+</button>
              </div>
              <strong className="cart-line__subtotal">{format(item.subTotal)}</strong>
              <button type="button" className="cart-line__remove" onClick={() => removeFromCart(item.sku.id)}>{say.remove}</button>
            </li>
          );
        })}
      </ul>
      <div className="cart-summary">
        <button type="button" className="btn btn--ghost" onClick={clearCart}>{say.clear}</button>
        <p className="cart-summary__total">{say.orderTotal} <strong data-testid="cart-total">{format(total)}</strong></p>
        <a className="btn" href={localHref('/checkout')}>{say.checkOut}</a>
      </div>
      <p className="cart-summary__note">{say.chargedInBdt}</p>
    </div>
  );
}
