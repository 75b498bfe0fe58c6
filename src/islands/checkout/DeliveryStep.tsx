import type { DeliveryOptionId } from '../../lib/contract/coupons.ts';
import type { Quote } from '../../lib/contract/checkout.ts';
import { checkoutMessages as say } from '../../lib/messages/checkout.ts';
import { formatBDT } from '../../lib/messages/format.ts';

interface Props {
  quote: Quote | null;
  chosen: DeliveryOptionId;
  onChoose: (option: DeliveryOptionId) => void;
}

/** Step 2: how fast, at the charge of the address's zone (free past its threshold). */
export function DeliveryStep({ quote, chosen, onChoose }: Props) {
  const delivery = quote?.delivery ?? null;
  const goods = quote ? quote.subtotal - quote.discount : 0;
  return (
    <>
      {!delivery ? (
        <p className="checkout-muted">{say.chooseAddressFirst}</p>
      ) : (
        <fieldset className="checkout-choices">
          <legend>{say.zoneName(delivery.zoneName)}</legend>
          {quote!.deliveryRates.map((rate) => {
            const free = rate.freeFrom !== null && goods >= rate.freeFrom;
            return (
              <label key={rate.option} className="checkout-choice">
                <input type="radio" name="delivery" value={rate.option} checked={chosen === rate.option} onChange={() => onChoose(rate.option)} />
                <span>
                  <strong>{say.option[rate.option]}</strong> · {free ? say.free : formatBDT(rate.charge)} · {say.days(rate.daysMin, rate.daysMax)}
                  {rate.freeFrom !== null && !free && (
                    <>
                      <br />
                      <small>{say.freeFrom(rate.freeFrom)}</small>
                    </>
                  )}
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </>
  );
}
