import { useEffect, useRef } from 'react';
import type { ApiError } from '../../lib/api/types.ts';
import { CodeField } from '../../ui/form/CodeField.tsx';
import { useStore } from '@nanostores/react';
import { rebuildCart, type CartItem } from '../../lib/cart.ts';
import { allFillable, reviewLines } from '../../lib/checkout-review.ts';
import type { Quote } from '../../lib/contract/checkout.ts';
import { imageAt } from '../../lib/links.ts';
import { formatBDT } from '../../lib/messages/format.ts';
import { checkoutReviewMessages as say } from '../../lib/messages/checkout-review.ts';
import { $cart } from '../../stores/cart.ts';
import { $placing } from '../../stores/checkout-place.ts';
import { localName, localText, nameLang, textLang } from '../../lib/i18n/names.ts';

interface Props {
  quote: Quote;
  /** Why the order cannot be placed yet, if it cannot. */
  blocked: string | null;
  /** Places the order; with the code texted to the delivery phone once the API asked for one (issue 26 §3). */
  onPlace: (note: string, phoneCode?: string) => void;
  /** The total in the shopper's display currency, when that is not BDT. */
  estimate: string | null;
}

function setQuantity(skuId: number, quantity: number) {
  const cart = $cart.get();
  const items = cart.items.flatMap((item) => (item.sku.id !== skuId ? [item] : quantity > 0 ? [{ ...item, quantity }] : []));
  $cart.set(rebuildCart(items, cart.coupon));
}

/** The alert's words for a failed placing: an item's problem first, then any field's but the code's (shown at its field). */
function alertOf(error: ApiError | null): string {
  if (!error) return '';
  const { phoneCode, items, ...others } = error.fieldErrors;
  if (items) return items;
  const other = Object.values(others)[0];
  return other ?? (phoneCode ? '' : error.message);
}

/** Step 5: every line as the server priced it, with what changed, the server's totals, and Place order. */
export function ReviewStep({ quote, blocked, onPlace, estimate }: Props) {
  const cart = useStore($cart);
  const placing = useStore($placing);
  const note = useRef<HTMLTextAreaElement>(null);
  const code = useRef<HTMLInputElement>(null);
  const asked = placing.phoneCodeAsk;
  // The code is asked for: the shopper is taken to its field (its hint, the API's words, is read out).
  useEffect(() => {
    if (asked) code.current?.focus();
  }, [asked]);
  const review = reviewLines(cart, quote);
  const stop = blocked ?? (allFillable(review) ? null : say.cannotPlace);
  const error = placing.error;
  // The code's own refusal shows under its field; the request for it, as its hint.
  const codeError = asked && error?.fieldErrors['phoneCode'] !== asked ? error?.fieldErrors['phoneCode'] : undefined;

  return (
    <>
      <ul className="checkout-lines" aria-label={say.items}>
        {cart.items.map((item: CartItem, index) => {
          const line = quote.lines.find((priced) => priced.skuId === item.sku.id);
          const flags = review[index]!;
          // The server's name for the line, in Bangla too where the product has it; before the quote, the cart's.
          const named = line ?? { name: item.product.name, nameBn: item.product.nameBn };
          return (
            <li key={item.sku.id} className="checkout-line">
              <img src={imageAt(item.sku.image.src, 160)} alt="" width="64" height="64" loading="lazy" />
              <div>
                <strong lang={nameLang(named)}>{localName(named)}</strong>
                {line?.options && <span className="checkout-muted"> · <span lang={textLang(line.optionsBn)}>{localText(line.options, line.optionsBn)}</span></span>}
                <br />
                <span>{say.quantity(item.quantity)}</span>
                {line && <span> · {formatBDT(line.unitPrice)}</span>}
                {flags.priceWas !== null && line && <p className="checkout-flag" role="status">{say.priceChanged(formatBDT(flags.priceWas), formatBDT(line.unitPrice))}</p>}
                {flags.shortTo !== null && (
                  <p className="checkout-flag checkout-flag--stop">
                    {flags.shortTo === 0 ? say.soldOut : say.onlyLeft(flags.shortTo)}{' '}
                    {flags.shortTo > 0 && <button type="button" className="btn btn--ghost" onClick={() => setQuantity(item.sku.id, flags.shortTo!)}>{say.setQuantity(flags.shortTo)}</button>}
                    <button type="button" className="btn btn--ghost" onClick={() => setQuantity(item.sku.id, 0)}>{say.remove}</button>
                  </p>
                )}
              </div>
              <strong className="checkout-line__total">{line ? formatBDT(line.lineTotal) : ''}</strong>
            </li>
          );
        })}
      </ul>
      <dl className="checkout-totals">
        <dt>{say.subtotal}</dt>
        <dd>{formatBDT(quote.subtotal)}</dd>
        {quote.discount > 0 && (
          <>
            <dt>{say.couponDiscount}</dt>
            <dd>− {formatBDT(quote.discount)}</dd>
          </>
        )}
        <dt>{say.delivery}</dt>
        <dd>{quote.delivery ? (quote.deliveryCharge === 0 ? say.free : formatBDT(quote.deliveryCharge)) : say.deliveryUnknown}</dd>
        <dt className="checkout-totals__total">{say.total}</dt>
        <dd className="checkout-totals__total" data-testid="checkout-total">
          {formatBDT(quote.total)}
          {estimate && <small> ({say.estimate(estimate)})</small>}
        </dd>
      </dl>
      <p className="checkout-muted">{say.chargedInBdt}</p>
      <label htmlFor="order-note">{say.note}</label>
      <textarea id="order-note" ref={note} className="input checkout-note" maxLength={500} rows={2} aria-describedby="order-note-hint" />
      <small id="order-note-hint" className="checkout-muted">{say.noteHint}</small>
      {asked && (
        <CodeField
          id="order-phone-code"
          className="checkout-code"
          label={say.phoneCode}
          ask={asked}
          error={codeError}
          inputRef={code}
          onEnter={(typed) => !placing.busy && onPlace(note.current?.value ?? '', typed)}
        >
          <p>
            <button type="button" className="btn btn--ghost" onClick={() => !placing.busy && onPlace(note.current?.value ?? '')}>{say.sendNewCode}</button>
          </p>
        </CodeField>
      )}
      <div className="form-alert-slot" role="alert">{alertOf(error)}</div>
      {stop && <p className="checkout-problem">{stop}</p>}
      <button
        type="button"
        className="btn checkout-place"
        disabled={stop !== null}
        aria-disabled={placing.busy || undefined}
        onClick={() => !placing.busy && onPlace(note.current?.value ?? '', asked ? (code.current?.value ?? '') : undefined)}
      >
        {placing.busy ? say.placing : asked ? say.confirmAndPlace : say.placeOrder}
      </button>
    </>
  );
}
