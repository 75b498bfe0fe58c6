import { cleanTestStorage, getTestStorage, setTestStorageKey, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY as CONTRACT_DEFAULT, type Currency } from '../../src/lib/contract/currency.ts';
import {
  convert,
  currencyLabel,
  currencyFromOption,
  currencyOptionData,
  currencyOptions,
  DEFAULT_CURRENCY,
  formatPrice,
  isCurrency,
  parseStoredCurrency,
  resolveCurrency,
} from '../../src/lib/currency.ts';
import { $currency, selectCurrency } from '../../src/stores/currency.ts';
import { applyCurrencyToPage, applyCurrencyToPrices, PRICE_SELECTOR, type PriceElement } from '../../src/scripts/currency-dom.ts';

const USD: Currency = { id: 2, sourceId: 'BDT', currency: 'USD', country: 'United States', numCode: '+1', rate: 0.0082, img: '🇺🇸' };
const INR: Currency = { id: 5, sourceId: 'BDT', currency: 'INR', country: 'India', numCode: '+91', rate: 0.7, img: '🇮🇳' };
const BDT: Currency = { ...DEFAULT_CURRENCY, img: '🇧🇩' };
const KNOWN = [BDT, USD, INR];

describe('DEFAULT_CURRENCY', () => {
  it('is the contract default itself (BDT, Bangladesh, +88, rate 1), not a copy', () => {
    expect(DEFAULT_CURRENCY).toBe(CONTRACT_DEFAULT);
    expect(DEFAULT_CURRENCY).toEqual({ id: 1, sourceId: 'BDT', currency: 'BDT', country: 'Bangladesh', numCode: '+88', rate: 1, img: '' });
  });
});

describe('convert', () => {
  it('multiplies the BDT amount by the rate', () => {
    expect(convert(1250, USD)).toBeCloseTo(10.25, 10);
    expect(convert(100, INR)).toBeCloseTo(70, 10);
  });

  it('leaves BDT amounts as they are', () => {
    expect(convert(1250, DEFAULT_CURRENCY)).toBe(1250);
    expect(convert(0, USD)).toBe(0);
  });
});

describe('formatPrice', () => {
  it('prints BDT exactly as the shop does', () => {
    expect(formatPrice(1250, DEFAULT_CURRENCY)).toBe('BDT 1,250.00');
    expect(formatPrice(1234567.5, DEFAULT_CURRENCY)).toBe('BDT 1,234,567.50');
  });

  it('prints converted amounts with their code and two decimals', () => {
    expect(formatPrice(1250, USD)).toBe('USD 10.25');
    expect(formatPrice(150000, INR)).toBe('INR 105,000.00');
  });

  it('rounds to the cent, half away from zero, without floating-point surprises', () => {
    expect(formatPrice(99, USD)).toBe('USD 0.81'); // 0.8118
    expect(formatPrice(61, USD)).toBe('USD 0.50'); // 0.5002
    expect(formatPrice(1.005, DEFAULT_CURRENCY)).toBe('BDT 1.01');
    expect(formatPrice(0.5, { currency: 'XYZ', rate: 0.01 })).toBe('XYZ 0.01'); // 0.005
  });
});

describe('isCurrency', () => {
  const valid: unknown[] = [USD, BDT, DEFAULT_CURRENCY];
  const invalid: unknown[] = [
    null, 'USD', [], {},
    { ...USD, rate: 0 }, { ...USD, rate: -1 }, { ...USD, rate: '0.0082' }, { ...USD, rate: Infinity }, { ...USD, id: 0 }, { ...USD, id: 1.5 },
    { ...USD, currency: 'usd' }, { ...USD, currency: 'USDT' }, { ...USD, img: null }, { ...USD, country: 1 },
    { currency: 'USD', rate: 0.0082 },
  ];

  it('accepts a currency of the contract and refuses anything else', () => {
    for (const sample of valid) expect(isCurrency(sample), JSON.stringify(sample)).toBe(true);
    for (const sample of invalid) expect(isCurrency(sample), JSON.stringify(sample)).toBe(false);
  });
});

describe('parseStoredCurrency', () => {
  it('reads a valid stored currency', () => {
    expect(parseStoredCurrency(JSON.stringify(USD))).toEqual(USD);
  });

  it('falls back to BDT when nothing is stored', () => {
    expect(parseStoredCurrency(null)).toEqual(DEFAULT_CURRENCY);
    expect(parseStoredCurrency(undefined)).toEqual(DEFAULT_CURRENCY);
    expect(parseStoredCurrency('')).toEqual(DEFAULT_CURRENCY);
  });

  it('falls back to BDT on corrupt JSON, without throwing', () => {
    for (const raw of ['{', 'undefined', '{"currency":', 'NaN', '\u0000']) expect(parseStoredCurrency(raw)).toEqual(DEFAULT_CURRENCY);
  });

  it('falls back to BDT on tampered data', () => {
    for (const value of [null, 42, 'USD', [USD], { ...USD, rate: -0.5 }, { ...USD, rate: 0 }, { ...USD, currency: '<b>' }, { ...USD, id: 'x' }]) {
      expect(parseStoredCurrency(JSON.stringify(value))).toEqual(DEFAULT_CURRENCY);
    }
  });

  it("takes the known list's rate for the stored code", () => {
    expect(parseStoredCurrency(JSON.stringify({ ...USD, rate: 5 }), KNOWN)).toBe(USD);
  });

  it('falls back to BDT for a currency the known list no longer offers', () => {
    const gone = { ...USD, id: 9, currency: 'JPY', country: 'Japan' };
    expect(parseStoredCurrency(JSON.stringify(gone), KNOWN)).toEqual(DEFAULT_CURRENCY);
  });
});

describe('resolveCurrency', () => {
  it('keeps the stored currency when there is no list', () => {
    expect(resolveCurrency(USD)).toBe(USD);
  });

  it('matches by code', () => {
    expect(resolveCurrency({ ...INR, rate: 1 }, KNOWN)).toBe(INR);
  });
});

describe('currencyOptionData / currencyFromOption', () => {
  /** An <option> as the browser reads it: the code as its value, its `data-*` attributes as `dataset`. */
  const optionOf = (currency: typeof USD) => ({
    value: currency.currency,
    dataset: Object.fromEntries(Object.entries(currencyOptionData(currency)).map(([name, value]) => [name.slice('data-'.length), value])),
  });

  it('carries every field of a currency through its option, rates and empty flags included', () => {
    for (const currency of [BDT, USD, INR, DEFAULT_CURRENCY, { ...USD, rate: 0.0082, img: '' }]) {
      expect(currencyFromOption(optionOf(currency))).toEqual(currency);
    }
  });

  it('gives an option missing its data something currencyOptions drops', () => {
    expect(currencyOptions([currencyFromOption({ value: 'USD', dataset: {} }), currencyFromOption(optionOf(INR))])).toEqual([DEFAULT_CURRENCY, INR]);
  });
});

describe('currencyOptions', () => {
  it('puts BDT first and keeps the API order otherwise', () => {
    expect(currencyOptions([USD, INR, BDT]).map((c) => c.currency)).toEqual(['BDT', 'USD', 'INR']);
  });

  it('adds the default BDT when the API left it out', () => {
    expect(currencyOptions([USD])).toEqual([DEFAULT_CURRENCY, USD]);
  });

  it('drops invalid rows and repeated codes', () => {
    expect(currencyOptions([BDT, USD, { ...USD, id: 7 }, { ...INR, rate: 0 }, null]).map((c) => c.currency)).toEqual(['BDT', 'USD']);
  });
});

describe('currencyLabel', () => {
  it('shows the flag emoji, code and country', () => {
    expect(currencyLabel(BDT)).toBe('🇧🇩 BDT — Bangladesh');
  });

  it('leaves out an empty img or one that is an image address', () => {
    expect(currencyLabel(DEFAULT_CURRENCY)).toBe('BDT — Bangladesh');
    expect(currencyLabel({ ...USD, img: 'https://cdn.example.com/flags/us.svg' })).toBe('USD — United States');
  });
});

/** A stand-in for an element carrying `data-bdt`. */
function priceElement(bdt: string | undefined, text: string): PriceElement {
  return { dataset: { bdt }, textContent: text, title: '' };
}

describe('applyCurrencyToPrices', () => {
  it('rewrites each amount in the chosen currency and keeps the BDT price in the title', () => {
    const price = priceElement('1250', 'BDT 1,250.00');
    const was = priceElement('1500', 'BDT 1,500.00');
    applyCurrencyToPrices([price, was], USD);
    expect(price.textContent).toBe('USD 10.25');
    expect(was.textContent).toBe('USD 12.30');
    expect(price.title).toBe('BDT 1,250.00. Prices converted from BDT; you pay in BDT.');
  });

  it('brings back the original BDT text and clears the note', () => {
    const price = priceElement('1250', 'BDT 1,250.00');
    applyCurrencyToPrices([price], INR);
    expect(price.textContent).toBe('INR 875.00');
    applyCurrencyToPrices([price], DEFAULT_CURRENCY);
    expect(price.textContent).toBe('BDT 1,250.00');
    expect(price.title).toBe('');
  });

  it('leaves elements whose data-bdt is not a number', () => {
    const elements = [priceElement('', 'keep'), priceElement('abc', 'keep'), priceElement(undefined, 'keep')];
    applyCurrencyToPrices(elements, USD);
    expect(elements.map((element) => element.textContent)).toEqual(['keep', 'keep', 'keep']);
  });

  it('does not write text that is already right', () => {
    let writes = 0;
    const element = {
      dataset: { bdt: '1250' },
      title: '',
      get textContent() { return 'BDT 1,250.00'; },
      set textContent(_value: string | null) { writes++; },
    };
    applyCurrencyToPrices([element], DEFAULT_CURRENCY);
    expect(writes).toBe(0);
  });
});

describe('applyCurrencyToPage', () => {
  it('rewrites every [data-bdt] element the root finds', () => {
    const elements = [priceElement('100', 'BDT 100.00'), priceElement('99.5', 'BDT 99.50')];
    const selectors: string[] = [];
    const root = { querySelectorAll: (selector: string) => (selectors.push(selector), elements) };
    applyCurrencyToPage(root, INR);
    expect(selectors).toEqual([PRICE_SELECTOR]);
    expect(elements.map((element) => element.textContent)).toEqual(['INR 70.00', 'INR 69.65']);
  });
});

describe('$currency', () => {
  useTestStorageEngine();
  afterEach(() => {
    cleanTestStorage();
    cleanStores($currency);
  });

  it('is BDT until the shopper chooses', () => {
    expect($currency.get()).toEqual(DEFAULT_CURRENCY);
  });

  it('saves the choice under `currency`', () => {
    const stop = $currency.listen(() => {});
    selectCurrency(USD);
    expect(getTestStorage()['currency']).toBe(JSON.stringify(USD));
    expect($currency.get()).toEqual(USD);
    stop();
  });

  it('follows a choice made in another tab, and turns tampered data into BDT', () => {
    const stop = $currency.listen(() => {});
    setTestStorageKey('currency', JSON.stringify(INR));
    expect($currency.get()).toEqual(INR);
    setTestStorageKey('currency', '{"currency":"USD","rate":-1}');
    expect($currency.get()).toEqual(DEFAULT_CURRENCY);
    stop();
  });
});
