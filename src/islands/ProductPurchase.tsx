import { useMemo, useState } from 'react';
import type { CartProduct } from '../lib/cart.ts';
import type { Sku } from '../lib/contract/index.ts';
import { lowestPrice } from '../lib/pricing.ts';
import { attributeChoices, initialSelection, optionState, selectedSku, type AttributeName, type Selection } from '../lib/sku-picker.ts';
import { addToCartChecked, $cartOpen } from '../stores/cart.ts';
import { $storageFailed } from '../stores/storage.ts';
import Price from '../ui/Price.tsx';
import { usePriceFormatter } from './hooks/use-price.ts';

interface Props {
  product: CartProduct;
  skus: Sku[];
}

type Feedback = { tone: 'ok' | 'warn'; text: string } | null;
const LOW_STOCK = 5;

/** The product page's buying box: Size/Color picker, price, stock, quantity and Add to cart. */
export default function ProductPurchase({ product, skus }: Props) {
  const format = usePriceFormatter();
  const choices = useMemo(() => attributeChoices(skus), [skus]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(skus));
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const sku = selectedSku(skus, selection);
  const soldOut = sku !== null && sku.stock <= 0;

  function choose(attribute: AttributeName, option: string) {
    const next = { ...selection, [attribute]: option };
    setSelection(next);
    setFeedback(null);
    setQuantity(1);
    const picked = selectedSku(skus, next) ?? skus.find((s) => s.attributeValues.some((v) => v.attribute === attribute && v.option === option));
    if (picked) document.dispatchEvent(new CustomEvent('product:image', { detail: picked.image.src }));
  }

  async function add() {
    if (!sku) {
      addToCartChecked(product, null); // logs 'No SKU provided' and adds nothing (spec §5)
      setFeedback({ tone: 'warn', text: `Please choose ${choices.map((c) => c.label.toLowerCase()).join(' and ')} first.` });
      return;
    }
    setBusy(true);
    const outcome = await addToCartChecked(product, sku, quantity);
    setBusy(false);
    if (outcome.status === 'added' && $storageFailed.get()) {
      // The line is in this page's cart, but the browser would not save it: say so now, not later.
      setFeedback({ tone: 'warn', text: `Added ${quantity} to your cart, but your browser’s storage is full, so the cart may not be kept after you leave this page.` });
    } else if (outcome.status === 'added') {
      setFeedback({ tone: 'ok', text: `Added ${quantity} to your cart.` });
      if (window.matchMedia('(min-width: 991px)').matches) $cartOpen.set(true);
    } else if (outcome.status === 'sold-out') {
      setFeedback({ tone: 'warn', text: 'Sorry, this option has just sold out.' });
    } else if (outcome.status === 'limited') {
      setFeedback({ tone: 'warn', text: outcome.available > 0 ? `Only ${outcome.available} more can be added.` : 'You already have all we have in stock in your cart.' });
    }
  }

  const shown = sku ?? lowestPrice(skus)!;
  return (
    <div className="purchase">
      <p className="purchase__price">
        {!sku && skus.length > 1 && <span className="purchase__from">From </span>}
        <Price sku={shown} format={format} />
      </p>
      {choices.map((choice) => (
        <fieldset className="purchase__choice" key={choice.attribute}>
          <legend>
            {choice.label}: <strong>{choice.options.find((o) => o.option === selection[choice.attribute])?.label ?? 'choose one'}</strong>
          </legend>
          <div className="purchase__options">
            {choice.options.map(({ option, label }) => {
              const state = optionState(skus, selection, choice.attribute, option);
              return (
                <label key={option} className={`option option--${state}`}>
                  <input type="radio" name={choice.attribute} value={option} checked={selection[choice.attribute] === option}
                    disabled={state === 'unavailable'} onChange={() => choose(choice.attribute, option)} />
                  <span>{label}{state === 'sold-out' && <span className="visually-hidden"> (sold out)</span>}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
      <p className={`purchase__stock${soldOut ? ' purchase__stock--out' : ''}`}>
        {sku === null ? 'Choose an option to see stock' : soldOut ? 'Out of stock' : sku.stock <= LOW_STOCK ? `Only ${sku.stock} left` : 'In stock'}
      </p>
      <div className="purchase__actions">
        <div className="stepper" role="group" aria-label="Quantity">
          <button type="button" aria-label="Decrease quantity" disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>−</button>
          <output aria-live="polite">{quantity}</output>
          <button type="button" aria-label="Increase quantity" disabled={sku !== null && quantity >= sku.stock}
            onClick={() => setQuantity((q) => q + 1)}>+</button>
        </div>
        <button type="button" className="btn purchase__add" onClick={add} disabled={busy || soldOut}>
          {busy ? 'Adding…' : 'Add to cart'}
        </button>
      </div>
      <p role="status" className={`purchase__feedback purchase__feedback--${feedback?.tone ?? 'none'}`}>
        {feedback?.text}
        {feedback?.tone === 'ok' && <> <a href="/cart">View cart</a></>}
      </p>
    </div>
  );
}
