import { useLayoutEffect, useRef } from 'react';
import { filterMessages as say } from '../../lib/messages/listing.ts';
import { optionName, optionValue, type OptionWords } from '../../lib/i18n/option-words.ts';
import { NO_FILTERS, type ListingFilters } from '../../lib/search/listing-filters.ts';

interface Props {
  filters: ListingFilters;
  /** The options' Bangla words, on a Bangla page. */
  optionWords?: OptionWords | undefined;
  onChange(filters: ListingFilters): void;
  /** Where focus goes once no filter is left to remove (the Filters button). */
  onEmptied(): void;
}

/** One chosen filter: what it says, and the filters without it. */
interface Chosen { key: string; label: string; without: ListingFilters }

/** Every chosen filter, each as a chip that removes it (an option's in the page's language where `optionWords` has it). */
export function chosenFilters(filters: ListingFilters, optionWords?: OptionWords): Chosen[] {
  const chosen: Chosen[] = filters.brands.map((brand) => ({
    key: `brand:${brand}`, label: brand, without: { ...filters, brands: filters.brands.filter((b) => b !== brand) },
  }));
  if (filters.price) chosen.push({ key: 'price', label: say.priceRange(filters.price.min, filters.price.max), without: { ...filters, price: null } });
  if (filters.inStock) chosen.push({ key: 'stock', label: say.inStock, without: { ...filters, inStock: false } });
  if (filters.onSale) chosen.push({ key: 'sale', label: say.onSale, without: { ...filters, onSale: false } });
  for (const [option, values] of Object.entries(filters.options)) {
    for (const value of values) {
      chosen.push({
        key: `option:${option}:${value}`, label: say.option(optionName(option, optionWords).text, optionValue(option, value, optionWords).text),
        without: { ...filters, options: { ...filters.options, [option]: values.filter((v) => v !== value) } },
      });
    }
  }
  return chosen;
}

/** The chosen filters above the grid, each a button that removes it, and one that clears them all. */
export default function ChosenFilters({ filters, optionWords, onChange, onEmptied }: Props) {
  const chosen = chosenFilters(filters, optionWords);
  const list = useRef<HTMLUListElement>(null);
  // The place of a chip just removed: focus goes to the chip that takes it (or the one before),
  // not to the page's start with the button that is gone.
  const removedAt = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (removedAt.current === null) return;
    const chips = list.current?.querySelectorAll('button');
    chips?.[Math.min(removedAt.current, chips.length - 1)]?.focus();
    removedAt.current = null;
  });
  const remove = (next: ListingFilters, at: number) => {
    if (chosen.length === 1) onEmptied();
    else removedAt.current = at;
    onChange(next);
  };
  if (!chosen.length) return null;
  return (
    <div className="chosen-filters">
      <ul ref={list} aria-label={say.chosen}>
        {chosen.map(({ key, label, without }, at) => (
          <li key={key}>
            <button type="button" className="chosen-filters__chip" aria-label={say.remove(label)} onClick={() => remove(without, at)}>
              {label} <span aria-hidden="true">✕</span>
            </button>
          </li>
        ))}
      </ul>
      {chosen.length > 1 && <button type="button" className="chosen-filters__clear" onClick={() => (onEmptied(), onChange(NO_FILTERS))}>{say.clearAll}</button>}
    </div>
  );
}
