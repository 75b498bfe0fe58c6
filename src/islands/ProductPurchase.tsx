import { useMemo, useRef, useState } from 'react';
import type { CartProduct } from '../lib/cart.ts';
import type { Sku } from '../lib/contract/index.ts';
import { productMessages as say } from '../lib/messages/product.ts';
import { lowestPrice } from '../lib/pricing.ts';
import { CART_DROPDOWN_MIN_WIDTH } from '../lib/site.ts';
import { attributeChoices, initialSelection, optionState, selectedSku, type AttributeName, type Selection } from '../lib/sku-picker.ts';
import { stockLevel, type StockLevel } from '../lib/stock.ts';
import { $cartOpen, addToCart } from '../stores/cart.ts';
import type { AddOutcome } from '../stores/cart-add.ts';
import { $storageFailed } from '../stores/storage.ts';
import Price from '../ui/Price.tsx';
import { checkedRadios, takeEarlyPress } from '../scripts/early-input.ts';
import { useHydrated } from '../ui/hooks/use-hydrated.ts';
import { useOnWake } from '../ui/hooks/use-on-wake.ts';
import { usePriceFormatter } from '../ui/hooks/use-price.ts';
import { localHref } from '../lib/i18n/href.ts';
import { pageLangWithinEnglish } from '../lib/i18n/names.ts';

interface Props {
  product: CartProduct;
  skus: Sku[];
}

type Feedback = { tone: 'ok' | 'warn'; text: string } | null;

/*
 * The checked add asks the API, and the API client is ~5 KB: loaded once the shopper shows intent
 * (a pointer over, a touch on or focus in the buying box) or at the press, not with every product
 * page. Should the chunk not load, the line is added unchecked, as when the API is out of reach.
 */
const loadCartAdd = () => import('../stores/cart-add.ts');
const warmCartAdd = () => void loadCartAdd().catch(() => undefined);
async function addChecked(...args: Parameters<typeof addToCart>): Promise<AddOutcome> {
  try {
    return await (await loadCartAdd()).addToCartChecked(...args);
  } catch {
    return addToCart(...args) ? { status: 'added', verified: false } : { status: 'no-sku' };
  }
}

function stockText(level: StockLevel): string {
  if (level.kind === 'low') return say.stockLow(level.left);
  return { unchosen: say.stockUnchosen, out: say.stockOut, in: say.stockIn }[level.kind];
}

/** The product page's buying box: Size/Color picker, price, stock, quantity and Add to cart. */
export default function ProductPurchase({ product, skus }: Props) {
  const format = usePriceFormatter();
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const choices = useMemo(() => attributeChoices(skus), [skus]);
  const [selection, setSelection] = useState<Selection>(() => initialSelection(skus));
  const [quantity, setQuantity] = useState(1);
  const [busy, setBusy] = useState(false);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const sku = selectedSku(skus, selection);
  const soldOut = sku !== null && sku.stock <= 0;

  // Options picked and Add pressed while the page was loading: the shopper's choice, then their add.
  useOnWake(root, (element) => {
    const attributes = new Set<string>(choices.map((choice) => choice.attribute));
    const picked = Object.entries(checkedRadios(element)).filter(([name]) => attributes.has(name));
    let next = selection;
    for (const [attribute, option] of picked) next = choose(next, attribute as AttributeName, option);
    if (takeEarlyPress(element.querySelector('.purchase__add'))) void add(selectedSku(skus, next));
  });

  /** Picks `option` on top of `from` and shows its picture; returns the new selection. */
  function choose(from: Selection, attribute: AttributeName, option: string): Selection {
    const next = { ...from, [attribute]: option };
    setSelection(next);
    setFeedback(null);
    setQuantity(1);
    const picked = selectedSku(skus, next) ?? skus.find((s) => s.attributeValues.some((v) => v.attribute === attribute && v.option === option));
    if (picked) document.dispatchEvent(new CustomEvent('product:image', { detail: picked.image.src }));
    return next;
  }

  async function add(chosen: Sku | null) {
    if (!chosen) {
      addToCart(product, null); // logs 'No SKU provided' and adds nothing (spec §5)
      setFeedback({ tone: 'warn', text: say.chooseFirst(choices.map((c) => c.label.toLowerCase())) });
      return;
    }
    setBusy(true);
    const outcome = await addChecked(product, chosen, quantity);
    setBusy(false);
    if (outcome.status === 'added' && $storageFailed.get()) {
      // The line is in this page's cart, but the browser would not save it: say so now, not later.
      setFeedback({ tone: 'warn', text: say.addedNotSaved(quantity) });
    } else if (outcome.status === 'added') {
      setFeedback({ tone: 'ok', text: say.added(quantity) });
      if (window.matchMedia(`(min-width: ${CART_DROPDOWN_MIN_WIDTH}px)`).matches) $cartOpen.set(true);
    } else if (outcome.status === 'sold-out') {
      setFeedback({ tone: 'warn', text: say.justSoldOut });
    } else if (outcome.status === 'limited') {
      setFeedback({ tone: 'warn', text: outcome.available > 0 ? say.onlyMore(outcome.available) : say.allInCart });
    } else if (outcome.status === 'cart-full') {
      setFeedback({ tone: 'warn', text: outcome.message });
    }
  }

  const shown = sku ?? lowestPrice(skus)!;
  // Options are named in the page's language where the API has their Bangla ("রং", "নীল"); one it
  // names in English only is marked so on a Bangla page, and the page's words inside it are marked back.
  const withinEnglish = pageLangWithinEnglish();
  return (
    <div className="purchase" ref={root} onPointerEnter={warmCartAdd} onTouchStart={warmCartAdd} onFocus={warmCartAdd}>
      <p className="purchase__price">
        {!sku && skus.length > 1 && <span className="purchase__from">{say.from}</span>}
        <Price sku={shown} format={format} />
      </p>
      {choices.map((choice) => {
        const chosen = choice.options.find((o) => o.option === selection[choice.attribute]);
        return (
          <fieldset className="purchase__choice" key={choice.attribute}>
            <legend>
              {choice.lang ? <span lang={choice.lang}>{choice.label}</span> : choice.label}: <strong lang={chosen?.lang}>{chosen?.label ?? say.chooseOne}</strong>
            </legend>
            <div className="purchase__options">
              {choice.options.map(({ option, label, lang }) => {
                const state = optionState(skus, selection, choice.attribute, option);
                return (
                  <label key={option} className={`option option--${state}`}>
                    <input type="radio" name={choice.attribute} value={option} checked={selection[choice.attribute] === option}
                      disabled={state === 'unavailable'} onChange={() => choose(selection, choice.attribute, option)} />
                    <span lang={lang}>{label}{state === 'sold-out' && <span className="visually-hidden" lang={lang && withinEnglish}>{say.soldOutOption}</span>}</span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <p className={`purchase__stock${soldOut ? ' purchase__stock--out' : ''}`}>
        {stockText(stockLevel(sku?.stock ?? null))}
      </p>
      <div className="purchase__actions">
        {/* The stepper is inert until the island wakes: a press it cannot count is not silently lost. */}
        <div className="stepper" role="group" aria-label={say.quantity}>
          <button type="button" aria-label={say.decreaseQuantity} disabled={quantity <= 1} onClick={() => setQuantity((q) => Math.max(1, q - 1))}>−</button>
          <output aria-live="polite">{quantity}</output>
          <button type="button" aria-label={say.increaseQuantity} disabled={!hydrated || (sku !== null && quantity >= sku.stock)}
            onClick={() => setQuantity((q) => q + 1)}>+</button>
        </div>
        {/* data-early-press: a press before the island wakes is noted (EarlyPresses.astro) and acted on at wake. */}
        <button type="button" className="btn purchase__add" data-early-press onClick={() => add(sku)} disabled={busy || soldOut}>
          {busy ? say.adding : say.addToCart}
        </button>
      </div>
      <p role="status" className={`purchase__feedback purchase__feedback--${feedback?.tone ?? 'none'}`}>
        {feedback?.text}
        {feedback?.tone === 'ok' && <> <a href={localHref('/cart')}>{say.viewCart}</a></>}
      </p>
    </div>
  );
}
