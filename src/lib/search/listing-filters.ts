/*
 * Filters that narrow a listing (issue 25 §5): brand, price, availability, on sale, and a
 * product's option values (Size, Color). What a listing is filtered by lives in its URL, is
 * answered by the static index (Pagefind's filters, written by records.ts), and is counted per
 * value the way shops count: each value's count is what the listing would hold with it chosen,
 * the other filters kept (values of one filter add up: Deli or Econo).
 */

/** What a listing is narrowed to; every part optional, values of one part are alternatives. */
export interface ListingFilters {
  brands: string[];
  /** Taka (to the paisa), both ends included; null for no bound. */
  price: PriceRange | null;
  inStock: boolean;
  onSale: boolean;
  /** An option's name ("Size", "Color") to the values chosen. */
  options: Record<string, string[]>;
}

export interface PriceRange { min: number | null; max: number | null }

export const NO_FILTERS: ListingFilters = { brands: [], price: null, inStock: false, onSale: false, options: {} };

/** A listing's address with this fragment opens its filters as the page loads (a link to them, and the bench's measure of the open sheet). */
export const FILTERS_HASH = '#filters';

/** The preset price bands, both ends included, to the paisa: a card at BDT 99.50 is in the first. */
export const PRICE_BANDS: readonly PriceRange[] = [
  { min: null, max: 99.99 },
  { min: 100, max: 249.99 },
  { min: 250, max: 499.99 },
  { min: 500, max: 999.99 },
  { min: 1000, max: null },
];

/** The index's filter names (records.ts writes them). */
export const FILTER_KEYS = { category: 'category', brand: 'brand', price: 'price', stock: 'stock', sale: 'sale' } as const;
/** An option's filter name in the index: `option:Size`. */
export const optionKey = (option: string): string => `option:${option}`;
export const IN_STOCK = 'in';
export const ON_SALE = 'yes';

/** A facet of the listing: one of the fixed filters, or an option by name. */
export type Facet = 'brand' | 'price' | 'stock' | 'sale' | `option:${string}`;

/**
 * A card's price as the index files it for the price filter: in paisa, zero-padded so the values
 * sort as numbers (a range is the values between its ends: `pagefindFilters`).
 */
export function priceValue(price: number): string {
  return String(toPaisa(price)).padStart(10, '0');
}

const toPaisa = (taka: number) => Math.round(taka * 100);

// URL parameters, kept short and readable: ?brand=Deli&brand=Econo&price=100-249&stock=in&sale=1&size=A4
const PARAM = { brand: 'brand', price: 'price', stock: 'stock', sale: 'sale' } as const;
/** Parameters a listing already uses (listing-query.ts), never read as an option's name. */
const RESERVED = new Set(['query', 'categoryId', 'category', 'sort', 'page', ...Object.values(PARAM)]);
/** At most this many values per filter are read from a URL: a crafted link cannot make a huge search. */
const MAX_VALUES = 30;
const MAX_TAKA = 10_000_000;

/** An option's URL parameter: its name in lower case (`size`, `color`). */
const optionParam = (option: string) => option.toLowerCase();

/** Whether an option can be a filter: its parameter is none of the listing's own. */
export const isOptionName = (option: string): boolean => option.trim() !== '' && !RESERVED.has(optionParam(option));

function amount(value: string): number | null {
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_TAKA ? n : null;
}

/** `100-249.99`, `-99.99`, `1000-` (taka, to the paisa at most); null for anything else or an empty or upside-down range. */
export function parsePriceRange(text: string | null): PriceRange | null {
  const match = /^([\d.]*)-([\d.]*)$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const min = match[1] ? amount(match[1]) : null;
  const max = match[2] ? amount(match[2]) : null;
  if ((match[1] && min === null) || (match[2] && max === null)) return null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function formatPriceRange(range: PriceRange): string {
  return `${range.min ?? ''}-${range.max ?? ''}`;
}

const distinctSorted = (values: readonly string[]) => [...new Set(values.map((value) => value.trim()).filter(Boolean))].sort().slice(0, MAX_VALUES);

/**
 * Reads the filters from URL parameters; `optionNames` are the options the shop has (the index's
 * `option:` filters), so a stray parameter is not taken for one. Unknown or malformed values are
 * dropped rather than showing an empty shop.
 */
export function parseListingFilters(params: URLSearchParams, optionNames: readonly string[] = []): ListingFilters {
  const options: Record<string, string[]> = {};
  for (const option of optionNames) {
    const param = optionParam(option);
    if (RESERVED.has(param)) continue;
    const values = distinctSorted(params.getAll(param));
    if (values.length) options[option] = values;
  }
  return {
    brands: distinctSorted(params.getAll(PARAM.brand)),
    price: parsePriceRange(params.get(PARAM.price)),
    inStock: params.get(PARAM.stock) === IN_STOCK,
    onSale: params.get(PARAM.sale) === '1',
    options,
  };
}

/** Writes the filters into `params` (defaults left out), in a fixed order so equal filters make equal URLs. */
export function writeListingFilters(params: URLSearchParams, filters: ListingFilters): void {
  for (const brand of filters.brands) params.append(PARAM.brand, brand);
  if (filters.price) params.set(PARAM.price, formatPriceRange(filters.price));
  if (filters.inStock) params.set(PARAM.stock, IN_STOCK);
  if (filters.onSale) params.set(PARAM.sale, '1');
  for (const option of Object.keys(filters.options).sort()) {
    // An option named as a listing parameter ("Sort") could not be read back: never written.
    if (RESERVED.has(optionParam(option))) continue;
    for (const value of filters.options[option]!) params.append(optionParam(option), value);
  }
}

/** How many filters are chosen (each brand and option value counts; a price range, stock and sale once). */
export function activeFilterCount(filters: ListingFilters): number {
  return filters.brands.length + (filters.price ? 1 : 0) + Number(filters.inStock) + Number(filters.onSale)
    + Object.values(filters.options).reduce((sum, values) => sum + values.length, 0);
}

export function hasFilters(filters: ListingFilters | undefined): filters is ListingFilters {
  return filters !== undefined && activeFilterCount(filters) > 0;
}

/** The same filters in one canonical form (values sorted, empty options gone), so listings compare by value. */
export function normalizeFilters(filters: ListingFilters): ListingFilters {
  const options: Record<string, string[]> = {};
  for (const option of Object.keys(filters.options).sort()) {
    const values = distinctSorted(filters.options[option]!);
    if (values.length) options[option] = values;
  }
  return { brands: distinctSorted(filters.brands), price: filters.price, inStock: filters.inStock, onSale: filters.onSale, options };
}

/** Whether a price value (`priceValue`, paisa) lies in a range. */
export function inRange(value: string, range: PriceRange): boolean {
  const paisa = Number(value);
  return (range.min === null || paisa >= toPaisa(range.min)) && (range.max === null || paisa <= toPaisa(range.max));
}

/** Filters in the forms Pagefind takes that the listing uses: a value the record must have, or `any` of some. */
export type PagefindFilters = Record<string, string | { any: string[] }>;

/**
 * The filters as Pagefind takes them (values of one filter are alternatives: `any`), less the
 * facet `except` (its counts are those of the listing without it). A price range is the price
 * values the index holds within it (`priceValues`, every value there is); none there, nothing matches.
 */
export function pagefindFilters(filters: ListingFilters, priceValues: readonly string[], except?: Facet): PagefindFilters {
  const out: PagefindFilters = {};
  if (filters.brands.length && except !== 'brand') out[FILTER_KEYS.brand] = { any: filters.brands };
  if (filters.price && except !== 'price') {
    const range = filters.price;
    const values = priceValues.filter((value) => inRange(value, range));
    // No value in range: a value no product has, so the answer is empty rather than unfiltered.
    out[FILTER_KEYS.price] = { any: values.length ? values : ['none'] };
  }
  if (filters.inStock && except !== 'stock') out[FILTER_KEYS.stock] = IN_STOCK;
  if (filters.onSale && except !== 'sale') out[FILTER_KEYS.sale] = ON_SALE;
  for (const [option, values] of Object.entries(filters.options)) {
    if (values.length && except !== optionKey(option)) out[optionKey(option)] = { any: values };
  }
  return out;
}

/** The facets a search must count apart, besides the listing itself: those with a choice made. */
export function chosenFacets(filters: ListingFilters): Facet[] {
  const facets: Facet[] = [];
  if (filters.brands.length) facets.push('brand');
  if (filters.price) facets.push('price');
  if (filters.inStock) facets.push('stock');
  if (filters.onSale) facets.push('sale');
  for (const [option, values] of Object.entries(filters.options)) if (values.length) facets.push(optionKey(option) as Facet);
  return facets;
}

/** The products within each preset band, from the counts per price value. */
export function bandCounts(priceCounts: Readonly<Record<string, number>>): number[] {
  return PRICE_BANDS.map((band) => Object.entries(priceCounts).reduce((sum, [value, n]) => sum + (inRange(value, band) ? n : 0), 0));
}

/** Whether a range is one of the preset bands (else the shopper typed it). */
export function presetBand(range: PriceRange | null): number {
  if (!range) return -1;
  return PRICE_BANDS.findIndex((band) => band.min === range.min && band.max === range.max);
}
