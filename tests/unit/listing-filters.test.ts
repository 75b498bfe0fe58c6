import { describe, expect, it } from 'vitest';
import { chosenFilters } from '../../src/islands/listing/ChosenFilters.tsx';
import {
  NO_FILTERS, PRICE_BANDS, activeFilterCount, bandCounts, chosenFacets, formatPriceRange, hasFilters, inRange, normalizeFilters, pagefindFilters,
  parseListingFilters, parsePriceRange, presetBand, priceValue, writeListingFilters, type ListingFilters,
} from '../../src/lib/search/listing-filters.ts';
import { listingParams, parseListingQuery, withFilters, type ListingQuery } from '../../src/lib/search/listing-query.ts';

/*
 * Issue 25 §5: the filters that narrow a listing, as a pure model: read from and written to the
 * URL, turned into Pagefind's filters, counted per price band, and shown as removable chips.
 */

const OPTIONS = ['Color', 'Size'];
const filters = (over: Partial<ListingFilters> = {}): ListingFilters => ({ ...NO_FILTERS, ...over });
const parse = (query: string, optionNames: readonly string[] = OPTIONS) => parseListingFilters(new URLSearchParams(query), optionNames);
function written(value: ListingFilters): string {
  const params = new URLSearchParams();
  writeListingFilters(params, value);
  return params.toString();
}

describe('priceValue', () => {
  it('files a price in paisa, zero-padded to ten digits so values sort as numbers', () => {
    expect(priceValue(20)).toBe('0000002000');
    expect(priceValue(249.99)).toBe('0000024999');
    expect(priceValue(99.5)).toBe('0000009950');
    expect(priceValue(1200)).toBe('0000120000');
    expect(priceValue(0.1 + 0.2)).toBe('0000000030'); // binary fractions rounded to the paisa
    expect([priceValue(1000), priceValue(99), priceValue(250)].sort()).toEqual(['0000009900', '0000025000', '0000100000']);
  });
});

describe('parsePriceRange / formatPriceRange', () => {
  it('reads a range with both ends, or either end open', () => {
    expect(parsePriceRange('100-249')).toEqual({ min: 100, max: 249 });
    expect(parsePriceRange('-99')).toEqual({ min: null, max: 99 });
    expect(parsePriceRange('1000-')).toEqual({ min: 1000, max: null });
    expect(parsePriceRange(' 250-250 ')).toEqual({ min: 250, max: 250 });
    expect(parsePriceRange('100-249.99')).toEqual({ min: 100, max: 249.99 });
    expect(parsePriceRange('10.5-20')).toEqual({ min: 10.5, max: 20 });
  });

  it('drops malformed, empty, upside-down and huge ranges', () => {
    for (const text of ['abc', '-', '', '300-100', '100', '1e3-', '10.555-20', '1..2-', '.5-', '-5-10', '100-abc', '99999999999-', '20000000-', '0-20000000', null]) {
      expect(parsePriceRange(text), String(text)).toBeNull();
    }
  });

  it('writes what it reads', () => {
    for (const text of ['100-249', '-99', '1000-', '0-0']) expect(formatPriceRange(parsePriceRange(text)!)).toBe(text);
  });
});

describe('parseListingFilters', () => {
  it('reads brands, a price range, stock, sale and the known options', () => {
    expect(parse('brand=Econo&brand=Deli&price=100-249&stock=in&sale=1&size=A4&color=Blue&color=Black')).toEqual({
      brands: ['Deli', 'Econo'], price: { min: 100, max: 249 }, inStock: true, onSale: true, options: { Color: ['Black', 'Blue'], Size: ['A4'] },
    });
  });

  it('reads nothing from a URL without filters', () => {
    expect(parse('query=pen&sort=price_asc&page=2')).toEqual(NO_FILTERS);
  });

  it('drops malformed values rather than showing an empty shop', () => {
    expect(parse('price=abc&stock=yes&sale=true&brand=&brand=%20%20')).toEqual(NO_FILTERS);
    expect(parse('price=300-100').price).toBeNull();
    expect(parse('price=-').price).toBeNull();
    expect(parse('price=99999999999-').price).toBeNull();
  });

  it('reads each value once, trimmed, and at most 30 values per filter', () => {
    expect(parse('brand=Deli&brand=%20Deli%20&brand=Econo').brands).toEqual(['Deli', 'Econo']);
    const many = Array.from({ length: 40 }, (_, i) => `brand=B${String(i).padStart(2, '0')}&size=S${String(i).padStart(2, '0')}`).join('&');
    const read = parse(many);
    expect(read.brands).toHaveLength(30);
    expect(read.brands[0]).toBe('B00');
    expect(read.options['Size']).toHaveLength(30);
  });

  it("reads an option only for the shop's own option names, by its lower-case name", () => {
    expect(parse('size=A4&material=Wood').options).toEqual({ Size: ['A4'] });
    expect(parse('size=A4', []).options).toEqual({});
    // The parameter is the option's name in lower case; another case is another parameter.
    expect(parse('Size=A4&SIZE=A5').options).toEqual({});
    expect(parse('paper+size=A4', ['Paper Size']).options).toEqual({ 'Paper Size': ['A4'] });
  });

  it('never reads a parameter the listing already uses as an option, even if the shop has one by that name', () => {
    const read = parse('sort=price_asc&page=2&query=pen&category=pens&categoryId=1&brand=Deli&price=100-&stock=in&sale=1',
      ['Sort', 'Page', 'Query', 'Category', 'CategoryId', 'Brand', 'Price', 'Stock', 'Sale']);
    expect(read.options).toEqual({});
    expect(read.brands).toEqual(['Deli']);
  });
});

describe('writeListingFilters', () => {
  it('never writes an option named as a listing parameter, which could not be read back', () => {
    expect(written(filters({ options: { Sort: ['Newest'], Brand: ['x'], Size: ['A4'] } }))).toBe('size=A4');
  });

  it('leaves defaults out', () => {
    expect(written(NO_FILTERS)).toBe('');
    expect(written(filters({ options: { Size: [] } }))).toBe('');
  });

  it('writes short readable parameters, options by lower-case name in a fixed order', () => {
    expect(written(filters({ brands: ['Deli', 'Econo'], price: { min: 100, max: 249 }, inStock: true, onSale: true, options: { Size: ['A4'], Color: ['Blue'] } })))
      .toBe('brand=Deli&brand=Econo&price=100-249&stock=in&sale=1&color=Blue&size=A4');
    expect(written(filters({ options: { Color: ['Blue'], Size: ['A4'] } }))).toBe(written(filters({ options: { Size: ['A4'], Color: ['Blue'] } })));
  });

  it('round-trips: reading what it wrote gives the normalized filters', () => {
    const cases: ListingFilters[] = [
      NO_FILTERS,
      filters({ brands: ['Matador', 'Deli', 'Deli', ' Econo '] }),
      filters({ price: { min: null, max: 99 } }),
      filters({ price: { min: 1000, max: null }, inStock: true }),
      filters({ price: { min: 250, max: 499 }, onSale: true, options: { Size: ['A5', 'A4'], Color: [] } }),
      filters({ brands: ['Deli & Co', 'Ünicode ব্র্যান্ড'], inStock: true, onSale: true, options: { Color: ['Sky blue', 'Red/White'], Size: ['A4'] } }),
    ];
    for (const value of cases) {
      const params = new URLSearchParams();
      writeListingFilters(params, value);
      expect(parseListingFilters(new URLSearchParams(params.toString()), OPTIONS)).toEqual(normalizeFilters(value));
    }
  });
});

describe('normalizeFilters', () => {
  it('sorts and dedupes values, drops empty options and sorts option names', () => {
    const normal = normalizeFilters(filters({ brands: ['Econo', 'Deli', 'Econo'], options: { Size: ['A5', 'A4'], Color: [], Material: ['Wood'] } }));
    expect(normal).toEqual(filters({ brands: ['Deli', 'Econo'], options: { Material: ['Wood'], Size: ['A4', 'A5'] } }));
    expect(Object.keys(normal.options)).toEqual(['Material', 'Size']);
  });
});

describe('activeFilterCount / hasFilters', () => {
  it('counts each brand and option value, and a price range, stock and sale once each', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount(filters({ brands: ['Deli', 'Econo'], price: { min: 1, max: 2 }, inStock: true, onSale: true, options: { Size: ['A4', 'A5'], Color: ['Red'] } }))).toBe(8);
    expect(activeFilterCount(filters({ options: { Size: [] } }))).toBe(0);
  });

  it('has filters only when something is chosen', () => {
    expect(hasFilters(undefined)).toBe(false);
    expect(hasFilters(NO_FILTERS)).toBe(false);
    expect(hasFilters(filters({ options: { Size: [] } }))).toBe(false);
    expect(hasFilters(filters({ onSale: true }))).toBe(true);
  });
});

describe('inRange', () => {
  it('includes both ends, and an open end has no bound', () => {
    expect(inRange('0000010000', { min: 100, max: 249 })).toBe(true);
    expect(inRange('0000024900', { min: 100, max: 249 })).toBe(true);
    expect(inRange('0000009900', { min: 100, max: 249 })).toBe(false);
    expect(inRange('0000025000', { min: 100, max: 249 })).toBe(false);
    expect(inRange('0000000000', { min: null, max: 99 })).toBe(true);
    expect(inRange('0999999900', { min: 1000, max: null })).toBe(true);
  });
});

describe('pagefindFilters', () => {
  const PRICES = ['0000002000', '0000009900', '0000010000', '0000024900', '0000025000', '0000100000'];

  it('makes brands and option values alternatives (`any`), stock and sale plain values', () => {
    expect(pagefindFilters(filters({ brands: ['Deli', 'Econo'], inStock: true, onSale: true, options: { Size: ['A4', 'A5'] } }), PRICES)).toEqual({
      brand: { any: ['Deli', 'Econo'] }, stock: 'in', sale: 'yes', 'option:Size': { any: ['A4', 'A5'] },
    });
  });

  it('is empty without filters, and leaves an option with no values out', () => {
    expect(pagefindFilters(NO_FILTERS, PRICES)).toEqual({});
    expect(pagefindFilters(filters({ options: { Size: [] } }), PRICES)).toEqual({});
  });

  it('makes a price range the price values the index has within it, both ends included', () => {
    expect(pagefindFilters(filters({ price: { min: 99, max: 249 } }), PRICES)).toEqual({ price: { any: ['0000009900', '0000010000', '0000024900'] } });
    expect(pagefindFilters(filters({ price: { min: null, max: 99 } }), PRICES)).toEqual({ price: { any: ['0000002000', '0000009900'] } });
    expect(pagefindFilters(filters({ price: { min: 1000, max: null } }), PRICES)).toEqual({ price: { any: ['0000100000'] } });
  });

  it('matches nothing (not everything) for a range no value lies in', () => {
    expect(pagefindFilters(filters({ price: { min: 300, max: 900 } }), PRICES)).toEqual({ price: { any: ['none'] } });
    expect(pagefindFilters(filters({ price: { min: 1, max: 5 } }), [])).toEqual({ price: { any: ['none'] } });
  });

  it('leaves out the facet `except`, keeping the others', () => {
    const all = filters({ brands: ['Deli'], price: { min: 100, max: 249 }, inStock: true, onSale: true, options: { Size: ['A4'], Color: ['Red'] } });
    const full = pagefindFilters(all, PRICES);
    expect(Object.keys(full).sort()).toEqual(['brand', 'option:Color', 'option:Size', 'price', 'sale', 'stock']);
    for (const [facet, key] of [['brand', 'brand'], ['price', 'price'], ['stock', 'stock'], ['sale', 'sale'], ['option:Size', 'option:Size']] as const) {
      const { [key]: _, ...rest } = full;
      expect(pagefindFilters(all, PRICES, facet), facet).toEqual(rest);
    }
  });
});

describe('chosenFacets', () => {
  it('lists the facets with a choice made', () => {
    expect(chosenFacets(NO_FILTERS)).toEqual([]);
    expect(chosenFacets(filters({ brands: ['Deli'], price: { min: 1, max: null }, inStock: true, onSale: true, options: { Size: ['A4'], Color: [] } })))
      .toEqual(['brand', 'price', 'stock', 'sale', 'option:Size']);
  });
});

describe('bandCounts', () => {
  it('sums the products per preset band, both ends of a band included, to the paisa', () => {
    expect(bandCounts({})).toEqual([0, 0, 0, 0, 0]);
    expect(bandCounts({ '0000009950': 1, '0000024999': 1, '0000025000': 1 })).toEqual([1, 1, 1, 0, 0]); // 99.50 is under 100
    expect(bandCounts({ '0000000000': 1, '0000009900': 2, '0000010000': 3, '0000024900': 4, '0000025000': 5, '0000049900': 6, '0000050000': 7, '0000099900': 8, '0000100000': 9, '0025000000': 10 }))
      .toEqual([3, 7, 11, 15, 19]);
    expect(bandCounts({ '0000009900': 1, '0000010000': 1 })).toEqual([1, 1, 0, 0, 0]);
  });
});

describe('presetBand', () => {
  it('finds a preset band by its ends; a typed range or none is -1', () => {
    expect(PRICE_BANDS).toHaveLength(5);
    expect(presetBand({ min: null, max: 99.99 })).toBe(0);
    expect(presetBand({ min: 100, max: 249.99 })).toBe(1);
    expect(presetBand({ min: 100, max: 249 })).toBe(-1);
    expect(presetBand({ min: 1000, max: null })).toBe(4);
    expect(presetBand({ min: 100, max: 250 })).toBe(-1);
    expect(presetBand({ min: 0, max: 99 })).toBe(-1);
    expect(presetBand(null)).toBe(-1);
  });
});

describe('withFilters and the listing query', () => {
  const listing: ListingQuery = { query: 'pen', categoryId: 1, sort: 'relevance', page: 2 };

  it('leaves `filters` absent when nothing is filtered', () => {
    expect(withFilters(listing, NO_FILTERS)).toEqual(listing);
    expect('filters' in withFilters(listing, NO_FILTERS)).toBe(false);
    expect('filters' in withFilters(listing, undefined)).toBe(false);
    expect('filters' in withFilters({ ...listing, filters: filters({ inStock: true }) }, filters({ options: { Size: [] } }))).toBe(false);
  });

  it('keeps filters in canonical form, so equal filter sets give equal JSON', () => {
    const a = withFilters(listing, filters({ brands: ['Econo', 'Deli'], options: { Size: ['A5', 'A4'], Color: ['Red'] } }));
    const b = withFilters(listing, filters({ brands: ['Deli', 'Econo', 'Deli'], options: { Color: ['Red'], Size: ['A4', 'A5'], Material: [] } }));
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.filters).toEqual(filters({ brands: ['Deli', 'Econo'], options: { Color: ['Red'], Size: ['A4', 'A5'] } }));
  });

  it('reads filters from the URL with the rest of the listing, and writes them back', () => {
    const categories = [{ id: 1, slug: 'pens' }];
    const read = parseListingQuery(new URLSearchParams('query=pen&brand=Deli&stock=in&size=A4&sort=price_asc&page=2'), categories, 1, OPTIONS);
    expect(read).toEqual({ query: 'pen', categoryId: 1, sort: 'price_asc', page: 2, filters: filters({ brands: ['Deli'], inStock: true, options: { Size: ['A4'] } }) });
    expect(listingParams(read, true).toString()).toBe('query=pen&brand=Deli&stock=in&size=A4&sort=price_asc&page=2');
    expect('filters' in parseListingQuery(new URLSearchParams('query=pen&price=abc'), categories)).toBe(false);
  });
});

describe('chosenFilters', () => {
  const chosen = filters({ brands: ['Deli', 'Econo'], price: { min: 100, max: 249 }, inStock: true, onSale: true, options: { Size: ['A4', 'A5'] } });

  it('makes a chip per brand, the price range, stock, sale and each option value', () => {
    expect(chosenFilters(chosen).map((chip) => chip.label)).toEqual(['Deli', 'Econo', 'BDT 100 – 249', 'In stock', 'On sale', 'Size: A4', 'Size: A5']);
    expect(new Set(chosenFilters(chosen).map((chip) => chip.key)).size).toBe(7);
    expect(chosenFilters(NO_FILTERS)).toEqual([]);
  });

  it('labels open-ended price ranges', () => {
    expect(chosenFilters(filters({ price: { min: null, max: 99 } }))[0]!.label).toBe('Up to BDT 99');
    expect(chosenFilters(filters({ price: { min: 1000, max: null } }))[0]!.label).toBe('BDT 1,000 and above');
  });

  it('gives each chip the filters without it, the others kept', () => {
    const without = chosenFilters(chosen).map((chip) => normalizeFilters(chip.without));
    expect(without).toEqual([
      { ...chosen, brands: ['Econo'] },
      { ...chosen, brands: ['Deli'] },
      { ...chosen, price: null },
      { ...chosen, inStock: false },
      { ...chosen, onSale: false },
      { ...chosen, options: { Size: ['A5'] } },
      { ...chosen, options: { Size: ['A4'] } },
    ]);
    for (const chip of chosenFilters(chosen)) expect(activeFilterCount(chip.without)).toBe(activeFilterCount(chosen) - 1);
  });

  it('removing the last value of an option leaves no filter on it', () => {
    const [chip] = chosenFilters(filters({ options: { Color: ['Red'] } }));
    expect(hasFilters(chip!.without)).toBe(false);
    expect(written(chip!.without)).toBe('');
  });
});
