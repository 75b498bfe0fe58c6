import type { Priced } from '../lib/contract/index.ts';
import { formatBDT } from '../lib/messages/format.ts';
import { cardMessages as say } from '../lib/messages/card.ts';
import { isOnSale, unitPrice } from '../lib/pricing.ts';

interface Props {
  sku: Priced;
  /**
   * Formats a BDT amount for display. Islands pass the shopper's currency formatter; static
   * markup leaves it out, prints BDT and tags each amount with `data-bdt` for the currency script.
   */
  format?: (amountBdt: number) => string;
}

/** A unit price (spec §5), with the regular price struck through when on sale. */
export default function Price({ sku, format }: Props) {
  const onSale = isOnSale(sku);
  const amount = (value: number) => (format ? { children: format(value) } : { children: formatBDT(value), 'data-bdt': value });
  return (
    <span className="product-price">
      <span className={onSale ? 'price price--sale' : 'price'} {...amount(unitPrice(sku))} />
      {onSale && (
        <span className="price__was">
          <span className="visually-hidden">{say.regularPrice}</span>
          <s {...amount(sku.regularPrice!)} />
        </span>
      )}
    </span>
  );
}
