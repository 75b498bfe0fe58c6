import type { RefObject } from 'react';
import type { Cart } from '../../lib/cart.ts';
import { imageAt, productHref } from '../../lib/links.ts';
import { headerMessages as say } from '../../lib/messages/header.ts';
import { formatNumber } from '../../lib/messages/format.ts';
import { unitPrice } from '../../lib/pricing.ts';
import { MAX_LINE_QUANTITY } from '../../lib/contract/limits.ts';
import { describeSku, skuLang } from '../../lib/sku-label.ts';
import { decreaseQuantity, increaseQuantity, removeFromCart } from '../../stores/cart.ts';
import { localHref } from '../../lib/i18n/href.ts';
import { localName, nameLang } from '../../lib/i18n/names.ts';

interface Props {
  cart: Cart;
  total: number;
  format: (amountBdt: number) => string;
  /** The panel: focus goes there when the line holding it is removed (its button is gone). */
  panel: RefObject<HTMLDivElement | null>;
}

/**
 * The cart dropdown's panel (spec §2): the lines (picture, name, Size/Color, quantity with − / + and
 * remove, by spec §4's rules: − only above 1), the Total, View Cart and Check Out; or 'YOUR CART IS
 * EMPTY'. A non-modal dialog: focus stays where the shopper put it; it takes focus (tabIndex −1)
 * only when the line holding it goes.
 */
export default function CartDropdown({ cart, total, format, panel }: Props) {
  return (
    <div className="cart-dropdown" role="dialog" aria-label={say.cart} ref={panel} tabIndex={-1}>
      {cart.items.length === 0 ? (
        <p className="cart-dropdown__empty">{say.cartEmpty}</p>
      ) : (
        <>
          <ul className="cart-dropdown__items">
            {cart.items.map(({ product, sku, quantity }) => {
              const name = localName(product);
              return (
                <li key={sku.id} className="cart-dropdown__line">
                  {/* Spec §9: the dropdown's pictures are 300×135. */}
                  <img src={imageAt(sku.image.src, 300)} alt="" width={300} height={135} decoding="async" />
                  <a href={productHref(product)} lang={nameLang(product)}>{name}</a>
                  {/* Size/Color are named in English only. */}
                  {sku.attributeValues.length > 0 && <span className="cart-dropdown__sku" lang={skuLang(sku)}>{describeSku(sku)}</span>}
                  <span className="cart-dropdown__price">{format(unitPrice(sku))}</span>
                  <div className="cart-dropdown__line-actions">
                    <div className="cart-dropdown__stepper" role="group" aria-label={say.quantityOf(name)}>
                      <button type="button" aria-label={say.decreaseQuantity} disabled={quantity <= 1} onClick={() => decreaseQuantity(sku.id)}>−</button>
                      <output aria-live="polite">{formatNumber(quantity)}</output>
                      <button type="button" aria-label={say.increaseQuantity} disabled={quantity >= MAX_LINE_QUANTITY} onClick={() => increaseQuantity(sku.id)}>+</button>
                    </div>
                    <button type="button" className="cart-dropdown__remove" aria-label={say.removeNamed(name)}
                      onClick={() => {
                        removeFromCart(sku.id);
                        panel.current?.focus();
                      }}>
                      {say.remove}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="cart-dropdown__total"><span>{say.total}</span> <strong>{format(total)}</strong></p>
          <div className="cart-dropdown__actions">
            <a className="btn btn--ghost" href={localHref('/cart')}>{say.viewCart}</a>
            <a className="btn" href={localHref('/checkout')}>{say.checkOut}</a>
          </div>
        </>
      )}
    </div>
  );
}
