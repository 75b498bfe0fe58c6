import { convertedNote, DEFAULT_CURRENCY, currencyFromOption, currencyOptions, isShopCurrency, resolveCurrency } from '../lib/currency.ts';
import { $currency, selectCurrency } from '../stores/currency.ts';
import { applyCurrencyToPage, observePrices } from './currency-dom.ts';

/*
 * The header's currency picker (spec §3, §9) in plain DOM code: it is on every page, and a native
 * select needs no framework. The page is rendered in BDT; this shows the stored choice, follows it
 * across tabs, and converts the page's prerendered `[data-bdt]` prices, including ones added later.
 */

/** Wires one currency picker; its currencies (the build's list, BDT first) are its options (`currencyOptionData`). */
export function initCurrencySwitcher(root: HTMLElement): void {
  const select = root.querySelector('select')!;
  const code = root.querySelector<HTMLElement>('[data-currency-code]')!;
  const note = root.querySelector<HTMLElement>('[data-currency-note]')!;
  const currencies = currencyOptions([...select.options].map(currencyFromOption));
  const choose = (value: string) => {
    const next = currencies.find((currency) => currency.currency === value);
    if (next) selectCurrency(next);
  };

  // The page shows BDT until this runs: any other currency in the select was picked by the shopper.
  if (select.value !== DEFAULT_CURRENCY.currency) choose(select.value);
  select.addEventListener('change', () => choose(select.value));

  // The currency the page's prices show: rendered in BDT. Until another has been shown, BDT needs no
  // rewriting: the page's HTML already says it, and rewriting every price as the page loads would be
  // work on the main thread for nothing.
  let shown = DEFAULT_CURRENCY.currency;
  $currency.subscribe((stored) => {
    // A stored currency takes the build's rate for its code, or becomes BDT if no longer offered.
    const current = resolveCurrency(stored, currencies);
    if (current.currency !== stored.currency || current.rate !== stored.rate) return selectCurrency(current);
    const converted = !isShopCurrency(current);
    select.value = current.currency;
    code.textContent = current.currency;
    note.hidden = !converted;
    select.title = converted ? convertedNote() : '';
    if (converted) select.setAttribute('aria-describedby', note.id);
    else select.removeAttribute('aria-describedby');
    if (converted || shown !== current.currency) applyCurrencyToPage(document, current);
    shown = current.currency;
  });
  observePrices(document.body, () => $currency.get());
  root.dataset['ready'] = '';
}
