import { imageAt } from '../../lib/links.ts';
import { headerMessages as say } from '../../lib/messages/header.ts';
import type { ProductSummary } from '../../lib/product-summary.ts';
import Price from '../../ui/Price.tsx';
import { localName, nameLang, otherName } from '../../lib/i18n/names.ts';

/** The listbox's id (the search box's `aria-controls`) and each option's (its `aria-activedescendant`). */
export const LIST_ID = 'search-suggestions';
export const optionId = (index: number) => `${LIST_ID}-${index}`;

interface Props {
  /** What the list answers (the trimmed text), or null while nothing is suggested. */
  text: string | null;
  products: readonly ProductSummary[];
  /** Whether the popup is showing: the box has focus and there is an answer for it. */
  shown: boolean;
  active: number;
  format: (amountBdt: number) => string;
  onPick: (product: ProductSummary) => void;
  onPoint: (index: number) => void;
}

/**
 * The header search's suggestion popup (WAI-ARIA combobox pattern: a listbox the search box controls;
 * focus stays in the box, `aria-activedescendant` says which option is active). Each option is a
 * product as its card shows it: picture, name with the other language's beneath, price in the shopper's
 * currency. Options are not links (a listbox's options hold no controls): choosing one opens it.
 */
export default function SuggestionList({ text, products, shown, active, format, onPick, onPoint }: Props) {
  const none = shown && text !== null && products.length === 0;
  return (
    <div className="suggestions" hidden={!shown || text === null} data-suggested-for={text ?? undefined}
      // A press in the list must not take focus from the box (its blur would close the list first).
      onMouseDown={(event) => event.preventDefault()}>
      <ul id={LIST_ID} role="listbox" aria-label={say.suggestions} className="suggestions__list" hidden={products.length === 0}>
        {products.map((product, index) => {
          const other = otherName(product);
          return (
            <li key={product.id} id={optionId(index)} role="option" aria-selected={index === active} className="suggestion"
              onClick={() => onPick(product)} onMouseMove={() => index !== active && onPoint(index)}>
              <img className="suggestion__image" src={imageAt(product.image.src, 160, 'webp')} alt="" width={48} height={48} decoding="async" />
              <span className="suggestion__names">
                <span className="suggestion__name" lang={nameLang(product)}>{localName(product)}</span>
                <span className="suggestion__bn" lang={other.lang}>{other.text}</span>
              </span>
              <span className="suggestion__price"><Price sku={product} format={format} /></span>
            </li>
          );
        })}
      </ul>
      {none && <p className="suggestions__none">{say.noSuggestions}</p>}
    </div>
  );
}
