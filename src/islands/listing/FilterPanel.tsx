import { useEffect, useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { toAsciiDigits } from '../../lib/digits.ts';
import { filterMessages, listingMessages } from '../../lib/messages/listing.ts';
import { filterPanelMessages as say } from '../../lib/messages/listing-filter-panel.ts';
import {
  FILTER_KEYS, IN_STOCK, NO_FILTERS, ON_SALE, PRICE_BANDS, bandCounts, formatPriceRange, optionKey, presetBand, type ListingFilters, type PriceRange,
} from '../../lib/search/listing-filters.ts';
import type { FacetCounts, FilterCounts } from '../../lib/search/pagefind.ts';
import { optionName, optionValue, type OptionWords } from '../../lib/i18n/option-words.ts';

interface Props {
  dialog: RefObject<HTMLDialogElement | null>;
  filters: ListingFilters;
  /** The current listing's counts, or 'loading' or 'error'. */
  status: FacetCounts | 'loading' | 'error' | null;
  /** The counts to show: the current ones, or while they load the last ones (the panel keeps its place and focus). */
  facets: FacetCounts | null;
  optionNames: readonly string[];
  /** The options' Bangla words, on a Bangla page. */
  optionWords?: OptionWords | undefined;
  /** How many products the listing holds now (before the counts come). */
  total: number | null;
  onChange(filters: ListingFilters): void;
}

/**
 * The listing's filters in a modal dialog (a sheet on phones, a side panel on wider screens): each
 * filter a fieldset of checkboxes or radios with its count, a value with nothing to show disabled,
 * not hidden. A choice applies at once (the grid behind follows); "Show N products" closes it.
 */
export default function FilterPanel({ dialog, filters, status, facets, optionNames, optionWords, total, onChange }: Props) {
  const titleId = useId();
  const counts = facets;
  const current = typeof status === 'object' && status !== null ? status : null;
  const shown = current?.total ?? total;
  const close = () => dialog.current?.close();
  const toggle = (values: readonly string[], value: string) => (values.includes(value) ? values.filter((v) => v !== value) : [...values, value]);
  const options = (option: string, values: string[]) => ({ ...filters.options, [option]: values });
  // The listing renders the panel on the first press of Filters (LazyFilterPanel.tsx): it opens as it mounts.
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [dialog]);

  return (
    <dialog ref={dialog} className="filters" aria-labelledby={titleId}
      // A tap on the backdrop (outside the panel) closes it, as the menu does.
      onClick={(event) => event.target === event.currentTarget && close()}>
      <div className="filters__head">
        <h2 id={titleId}>{filterMessages.filters}</h2>
        <button type="button" className="filters__close" aria-label={filterMessages.closeFilters} onClick={close}>{filterMessages.close}</button>
      </div>
      <div className="filters__body" aria-busy={status === 'loading'}>
        {status === 'loading' && !counts && <p role="status">{say.loading}</p>}
        {status === 'error' && <p role="alert">{filterMessages.unavailable}</p>}
        {counts && (
          <>
            <Checks legend={say.availability} facet={FILTER_KEYS.stock} counts={counts}
              values={[{ value: IN_STOCK, label: say.inStockOnly }]} chosen={filters.inStock ? [IN_STOCK] : []}
              onToggle={() => onChange({ ...filters, inStock: !filters.inStock })} />
            <Checks legend={say.offers} facet={FILTER_KEYS.sale} counts={counts}
              values={[{ value: ON_SALE, label: filterMessages.onSale }]} chosen={filters.onSale ? [ON_SALE] : []}
              onToggle={() => onChange({ ...filters, onSale: !filters.onSale })} />
            <PriceFilter range={filters.price} priceCounts={counts.counts[FILTER_KEYS.price] ?? {}} onChange={(price) => onChange({ ...filters, price })} />
            <Checks legend={say.brand} facet={FILTER_KEYS.brand} counts={counts} values={valuesIn(counts.scope, FILTER_KEYS.brand, filters.brands)}
              chosen={filters.brands} onToggle={(brand) => onChange({ ...filters, brands: toggle(filters.brands, brand) })} />
            {optionNames.map((option) => {
              const chosen = filters.options[option] ?? [];
              const values = valuesIn(counts.scope, optionKey(option), chosen, (value) => optionValue(option, value, optionWords));
              const name = optionName(option, optionWords);
              return values.length > 0 && (
                <Checks key={option} legend={name.text} lang={name.lang} facet={optionKey(option)} counts={counts} values={values} chosen={chosen}
                  onToggle={(value) => onChange({ ...filters, options: options(option, toggle(chosen, value)) })} />
              );
            })}
          </>
        )}
      </div>
      {/* The grid's own count is behind the modal panel, where screen readers no longer hear it. */}
      <p role="status" className="visually-hidden">{current ? listingMessages.productCount(current.total) : ''}</p>
      <div className="filters__foot">
        <button type="button" className="btn btn--ghost" onClick={() => onChange(NO_FILTERS)}>{filterMessages.clearAll}</button>
        <button type="button" className="btn" onClick={close}>{shown === null ? filterMessages.filters : say.showProducts(shown)}</button>
      </div>
    </dialog>
  );
}

/** A value of a filter: what it filters by, what the shopper reads, and that text's language when not the page's. */
interface Value { value: string; label: string; lang?: 'en' | undefined }

/**
 * The values of a filter the listing's scope has, and any chosen ones it lacks (so they can be
 * unchosen), sorted by what the shopper reads (`shown`: the value itself unless told).
 */
function valuesIn(scope: FilterCounts, facet: string, chosen: readonly string[], shown?: (value: string) => { text: string; lang: 'en' | undefined }): Value[] {
  const values = new Set([...Object.keys(scope[facet] ?? {}).filter((value) => (scope[facet]?.[value] ?? 0) > 0), ...chosen]);
  return [...values]
    .map((value) => {
      const read = shown?.(value);
      return read ? { value, label: read.text, lang: read.lang } : { value, label: value };
    })
    .sort((a, b) => a.label.localeCompare(b.label));
}

interface ChecksProps {
  legend: string;
  /** The legend's language when not the page's (an option without Bangla: "Color"). */
  lang?: string | undefined;
  facet: string;
  counts: FacetCounts;
  values: Value[];
  chosen: readonly string[];
  onToggle(value: string): void;
}

/** A filter as checkboxes, each with its count; one with none to show is disabled unless chosen. */
function Checks({ legend, lang, facet, counts, values, chosen, onToggle }: ChecksProps) {
  return (
    <fieldset className="filters__group">
      <legend lang={lang}>{legend}</legend>
      {values.map(({ value, label, lang: valueLang }) => {
        const n = counts.counts[facet]?.[value] ?? 0;
        const on = chosen.includes(value);
        return (
          <label key={value} className="filters__choice">
            <input type="checkbox" checked={on} disabled={!on && n === 0} onChange={() => onToggle(value)} />
            {' '}{valueCount(label, n, valueLang)}
          </label>
        );
      })}
    </fieldset>
  );
}

/** "Blue (3)", the value marked with its language when that is not the page's (the count is the page's). */
function valueCount(label: string, n: number, lang: string | undefined): ReactNode {
  const text = say.valueCount(label, n);
  const at = lang ? text.indexOf(label) : -1;
  if (at < 0) return text;
  return <>{text.slice(0, at)}<span lang={lang}>{label}</span>{text.slice(at + label.length)}</>;
}

interface PriceProps {
  range: PriceRange | null;
  priceCounts: Readonly<Record<string, number>>;
  onChange(range: PriceRange | null): void;
}

/** The price filter: any price, a preset band (each with its count), or the shopper's own range. */
function PriceFilter({ range, priceCounts, onChange }: PriceProps) {
  const name = useId();
  const minId = useId();
  const maxId = useId();
  const errorId = useId();
  const [error, setError] = useState('');
  const bands = bandCounts(priceCounts);
  const preset = presetBand(range);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const read = (field: string) => toAsciiDigits(String(form.get(field) ?? '')).trim().replaceAll(',', '');
    const [min, max] = [read('min'), read('max')];
    if (!min && !max) return setError(say.priceNeeded);
    if ((min && !/^\d{1,7}$/.test(min)) || (max && !/^\d{1,7}$/.test(max))) return setError(say.priceNotWhole);
    const chosen = { min: min ? Number(min) : null, max: max ? Number(max) : null };
    if (chosen.min !== null && chosen.max !== null && chosen.min > chosen.max) return setError(say.priceUpsideDown);
    setError('');
    onChange(chosen);
  };

  return (
    <fieldset className="filters__group">
      <legend>{say.price}</legend>
      <label className="filters__choice">
        <input type="radio" name={name} checked={range === null} onChange={() => onChange(null)} /> {say.anyPrice}
      </label>
      {PRICE_BANDS.map((band, i) => {
        const n = bands[i] ?? 0;
        const on = preset === i;
        return (
          <label key={i} className="filters__choice">
            <input type="radio" name={name} checked={on} disabled={!on && n === 0} onChange={() => onChange(band)} />
            {' '}{say.valueCount(filterMessages.priceRange(band.min, band.max), n)}
          </label>
        );
      })}
      {range && preset === -1 && (
        <label className="filters__choice">
          <input type="radio" name={name} checked readOnly /> {filterMessages.priceRange(range.min, range.max)}
        </label>
      )}
      {/* Keyed by the range: a band chosen above shows in the boxes (they are uncontrolled). */}
      <form key={range ? formatPriceRange(range) : ''} className="filters__range" onSubmit={apply} noValidate aria-label={say.ownRange}>
        <div className="filters__bound">
          <label htmlFor={minId}>{say.minPrice}</label>
          <input id={minId} name="min" inputMode="numeric" autoComplete="off" size={7} defaultValue={range?.min ?? ''}
            aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        </div>
        <div className="filters__bound">
          <label htmlFor={maxId}>{say.maxPrice}</label>
          <input id={maxId} name="max" inputMode="numeric" autoComplete="off" size={7} defaultValue={range?.max ?? ''}
            aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} />
        </div>
        <button type="submit" className="btn btn--ghost">{say.applyPrice}</button>
        <p id={errorId} className="filters__error" role="alert">{error}</p>
      </form>
    </fieldset>
  );
}
