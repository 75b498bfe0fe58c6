import { beforeAll, describe, expect, it } from 'vitest';
import { indexAll } from '../../scripts/releases/search-release.ts';
import { openSearch } from '../../scripts/releases/search-on-disk.ts';
import type { Category, Sku } from '../../src/lib/contract/index.ts';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { countCategoryFacets, listCategory, type CategoryProducts } from '../../src/lib/search/category-listing.ts';
import { NO_FILTERS, PRICE_BANDS, type ListingFilters } from '../../src/lib/search/listing-filters.ts';
import { pagefindSort, type ListingQuery } from '../../src/lib/search/listing-query.ts';
import { countFacets, searchIndex, type FilterCounts, type SearchIndex } from '../../src/lib/search/pagefind.ts';
import { categoryProductsOf, searchRecords } from '../../src/lib/search/records.ts';
import { sku } from './fixtures.ts';
import { usePagefindFolder } from './support/pagefind-folder.ts';

/*
 * A category's listing without text is answered from its product file (category-listing.ts)
 * instead of the static index: these tests hold the two to the same answers — the same products,
 * in the same order, page by page, and the same counts per filter value — on a catalogue built
 * for it, searched by Pagefind's own library from a real index of the same products' records.
 */

const CATEGORIES: Category[] = [
  { id: 1, name: 'Pens', nameBn: 'কলম', slug: 'pens', image: 'http://x/media/categories/pens.webp' },
  { id: 2, name: 'Notebooks', nameBn: 'খাতা', slug: 'notebooks', image: 'http://x/media/categories/notebooks.webp' },
  { id: 3, name: 'Gifts', nameBn: 'উপহার', slug: 'gifts', image: 'http://x/media/categories/gifts.webp' },
];
const BRANDS = ['Deli', 'Econo', 'Matador', 'Faber', ''];
const COLORS = ['Blue', 'Black', 'Red'];
const SIZES = ['A4', 'A5'];

/** A small deterministic generator, so a failure names a catalogue anyone can rebuild. */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
}

/**
 * 90 products over three categories: brands (one without), prices with repeats (equal prices
 * order by the sort's tie-break), out-of-stock and sale skus, Color and Size options on some, and
 * creation dates that repeat (the newest order's tie-break is the id).
 */
function catalogue(): ShopProduct[] {
  const pick = generator(25);
  const prices = [15, 20, 99.5, 100, 120, 249.99, 250, 300, 499, 650, 999.99, 1000, 1450];
  return Array.from({ length: 90 }, (_, i) => {
    const id = i + 1;
    const category = CATEGORIES[pick(3)]!;
    const skus: Sku[] = Array.from({ length: 1 + pick(3) }, (_, k) => {
      const price = prices[pick(prices.length)]!;
      const sale = pick(4) === 0;
      const attributeValues = [
        ...(category.id !== 3 ? [{ attribute: 'Color' as const, option: 'c', displayLabel: 'Color', optionDisplayLabel: COLORS[pick(3)]! }] : []),
        ...(category.id === 2 && pick(2) ? [{ attribute: 'Size' as const, option: 's', displayLabel: 'Size', optionDisplayLabel: SIZES[pick(2)]! }] : []),
      ];
      return sku({
        id: id * 10 + k, price: sale ? price + 50 : price, salePrice: sale ? price : null, regularPrice: sale ? price + 50 : null,
        stock: pick(3) === 0 ? 0 : 5, attributeValues,
      });
    });
    return {
      id, name: `Product ${id}`, nameBn: 'পণ্য', slug: `p-${id}`, description: '', categoryId: category.id, brand: BRANDS[pick(BRANDS.length)]!,
      createdAt: `2026-0${1 + pick(3)}-0${1 + pick(5)}T00:00:00.000Z`,
      images: [{ src: `http://x/media/products/${id}.webp`, width: 640, height: 640, alt: `Product ${id}` }],
      skus, discount: null,
    } as ShopProduct;
  });
}

const products = catalogue();
const categoryOf = (product: ShopProduct) => CATEGORIES.find((category) => category.id === product.categoryId)!;
const fileOf = (category: Category): CategoryProducts => categoryProductsOf(products.filter((p) => p.categoryId === category.id), category);

const { at } = usePagefindFolder('category-listing-');
let index: SearchIndex;

beforeAll(async () => {
  await indexAll(products.flatMap((product) => searchRecords(product, categoryOf(product))), at('pagefind'));
  index = await openSearch(at('pagefind'), 'en');
}, 60_000);

const narrow = (over: Partial<ListingFilters>): ListingFilters => ({ ...NO_FILTERS, ...over });
/** Filter sets to hold the two to: each filter alone, combinations, a typed range, and one that matches nothing. */
const FILTER_SETS: ListingFilters[] = [
  NO_FILTERS,
  narrow({ brands: ['Deli'] }),
  narrow({ brands: ['Deli', 'Matador'], inStock: true }),
  narrow({ inStock: true }),
  narrow({ onSale: true }),
  narrow({ onSale: true, inStock: true, brands: ['Econo', 'Faber'] }),
  ...PRICE_BANDS.map((price) => narrow({ price })),
  narrow({ price: { min: 99.5, max: 250 }, inStock: true }),
  narrow({ price: { min: 5000, max: null } }),
  narrow({ options: { Color: ['Blue'] } }),
  narrow({ options: { Color: ['Black', 'Red'], Size: ['A4'] }, brands: ['Deli', 'Econo', 'Faber', 'Matador'] }),
  narrow({ options: { Size: ['A5'] }, price: PRICE_BANDS[1]! }),
  narrow({ brands: ['Nobody'] }),
];
const SORTS: ListingQuery['sort'][] = ['relevance', 'newest', 'price_asc', 'price_desc'];

const PAGE = 7;
const signal = new AbortController().signal;
const scope = (category: Category) => ({ filters: { category: category.name } });
/** A facet's counts, zeros and the category's own count left out (Pagefind lists every value of the index). */
const nonZero = (counts: FilterCounts) => Object.fromEntries(Object.entries(counts).filter(([facet]) => facet !== 'category')
  .map(([facet, values]) => [facet, Object.fromEntries(Object.entries(values).filter(([, n]) => n > 0))] as const)
  .filter(([, values]) => Object.keys(values).length > 0));

describe('a category listing from its product file', () => {
  it('has every product of the category, newest first, with its card', () => {
    for (const category of CATEGORIES) {
      const file = fileOf(category);
      const ids = products.filter((p) => p.categoryId === category.id).map((p) => p.id);
      expect(file.items.map((item) => item.card.id).sort((a, b) => a - b)).toEqual(ids);
      expect(file.items.every((item) => !('category' in item.filters))).toBe(true);
    }
    expect(CATEGORIES.map((category) => fileOf(category).items.length).every((n) => n >= 20)).toBe(true);
  });

  it('lists what the index lists, page by page, for every filter set and sort', async () => {
    let compared = 0;
    for (const category of CATEGORIES) {
      const file = fileOf(category);
      for (const filters of FILTER_SETS) {
        for (const sortName of SORTS) {
          const sort = pagefindSort({ query: '', sort: sortName });
          const options = { narrow: filters, ...(sort ? { sort } : {}) };
          for (let page = 1; page <= 3; page++) {
            const fromIndex = (await searchIndex(index, signal, null, { ...scope(category), ...options }, page, PAGE))!;
            const fromFile = listCategory(file, options, (page - 1) * PAGE, page * PAGE);
            const label = `${category.slug} ${JSON.stringify(filters)} ${sortName} page ${page}`;
            expect({ label, total: fromFile.total, ids: fromFile.products.map((p) => p.id) })
              .toEqual({ label, total: fromIndex.total, ids: fromIndex.products.map((p) => p.id) });
            expect(fromFile.products).toEqual(fromIndex.products); // the same cards, not only ids
            compared += fromIndex.products.length;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(1000); // the sets do list things: not a comparison of empty answers
  }, 120_000);

  it('counts what the index counts for the filter panel', async () => {
    for (const category of CATEGORIES) {
      const file = fileOf(category);
      for (const filters of FILTER_SETS) {
        const fromIndex = (await countFacets(index, signal, null, { ...scope(category), narrow: filters }))!;
        const fromFile = countCategoryFacets(file, filters);
        const label = `${category.slug} ${JSON.stringify(filters)}`;
        expect({ label, total: fromFile.total, scope: nonZero(fromFile.scope), counts: nonZero(fromFile.counts) })
          .toEqual({ label, total: fromIndex.total, scope: nonZero(fromIndex.scope), counts: nonZero(fromIndex.counts) });
      }
    }
  }, 120_000);

  it('counts a chosen facet without its own choice, so its values add up', () => {
    const file = fileOf(CATEGORIES[0]!);
    const { counts, total } = countCategoryFacets(file, narrow({ brands: ['Deli', 'Econo'] }));
    expect(total).toBe((counts['brand']?.['Deli'] ?? 0) + (counts['brand']?.['Econo'] ?? 0));
    expect(Object.keys(counts['brand'] ?? {}).length).toBeGreaterThan(2); // the unchosen brands are counted too
  });
});
