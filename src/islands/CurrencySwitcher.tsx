import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, type ChangeEvent } from 'react';
import type { Currency } from '../lib/contract/currency.ts';
import { CONVERTED_NOTE, DEFAULT_CURRENCY, currencyLabel, isShopCurrency, resolveCurrency } from '../lib/currency.ts';
import { applyCurrencyToPage, observePrices } from './dom/currency-dom.ts';
import { headerMessages as say } from '../lib/messages/header.ts';
import { $currency, selectCurrency } from '../stores/currency.ts';
import { useHydrated } from './hooks/use-hydrated.ts';
import { useOnWake } from './hooks/use-on-wake.ts';

interface Props {
  /** The build's list (spec §7), BDT first. */
  currencies: Currency[];
}

/**
 * The header's currency picker (spec §3, §9). Renders BDT on the server and the stored choice once
 * hydrated, and converts the page's prerendered `[data-bdt]` prices, including ones added later.
 */
export default function CurrencySwitcher({ currencies }: Props) {
  const id = useId();
  const hydrated = useHydrated();
  const stored = useStore($currency);
  const shown = hydrated ? stored : DEFAULT_CURRENCY;
  const converted = !isShopCurrency(shown);
  const select = useRef<HTMLSelectElement>(null);

  // The page shows BDT until the island wakes: any other currency there was picked by the shopper.
  useOnWake(select, (element) => {
    if (element.value !== DEFAULT_CURRENCY.currency) choose(element.value);
  });

  // A stored currency takes the build's rate for its code, or becomes BDT if no longer offered.
  useEffect(() => {
    const current = resolveCurrency(stored, currencies);
    if (current.currency !== stored.currency || current.rate !== stored.rate) selectCurrency(current);
  }, [stored, currencies]);

  useEffect(() => {
    if (hydrated) applyCurrencyToPage(document, shown);
  }, [hydrated, shown]);

  useEffect(() => observePrices(document.body, () => $currency.get()), []);

  function choose(code: string) {
    const next = currencies.find((currency) => currency.currency === code);
    if (next) selectCurrency(next);
  }

  return (
    <div className="currency-switcher">
      <label className="visually-hidden" htmlFor={id}>{say.currency}</label>
      <select
        id={id}
        ref={select}
        className="currency-switcher__select"
        value={shown.currency}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => choose(event.target.value)}
        title={converted ? CONVERTED_NOTE : undefined}
        aria-describedby={converted ? `${id}-note` : undefined}
      >
        {currencies.map((currency) => (
          <option key={currency.currency} value={currency.currency}>{currencyLabel(currency)}</option>
        ))}
      </select>
      {/* What the closed select shows: the code alone, so it fits beside the cart or the search. */}
      <span className="currency-switcher__code" aria-hidden="true">{shown.currency}</span>
      {converted && <p className="currency-switcher__note" id={`${id}-note`}>{CONVERTED_NOTE}</p>}
    </div>
  );
}
