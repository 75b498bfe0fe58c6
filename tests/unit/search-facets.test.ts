import { readdir, readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { rememberBase } from '../../scripts/releases/search-index.ts';
import { indexAll, indexRelease } from '../../scripts/releases/search-release.ts';
import { openSearch } from '../../scripts/releases/search-on-disk.ts';
import type { Category, Sku } from '../../src/lib/contract/index.ts';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { NO_FILTERS, bandCounts, type ListingFilters } from '../../src/lib/search/listing-filters.ts';
import { countFacets, searchIndex, type FilterCounts, type SearchIndex } from '../../src/lib/search/pagefind.ts';
import { searchRecords } from '../../src/lib/search/records.ts';
import { sku } from './fixtures.ts';
import { usePagefindFolder } from './support/pagefind-folder.ts';


/*
 * Issue 25 §5: a listing's filters answered by a real Pagefind index, built from the records the
 * build writes (searchRecord) and searched by Pagefind's own browser library: the filtered
 * listing, and the counts per value the filter panel shows (a chosen filter's values counted
 * without its own choice, so they add up: Deli or Econo). The index holds both languages' records
 * (issue 24 §6): these listings are an English page's; a Bangla page's are at the end.
 */

const pens: Category = { id: 1, name: 'Pens', nameBn: 'কলম', slug: 'pens', image: 'http://x/media/categories/pens.webp' };
const notebooks: Category = { id: 2, name: 'Notebooks', nameBn: 'খাতা', slug: 'notebooks', image: 'http://x/media/categories/notebooks.webp' };

const size = (value: string) => ({ attribute: 'Size' as const, option: value.toLowerCase(), displayLabel: 'Size', optionDisplayLabel: value });
const color = (value: string) => ({ attribute: 'Color' as const, option: value.toLowerCase(), displayLabel: 'Color', optionDisplayLabel: value });

interface Made { id: number; name: string; brand: string; category: Category; skus: Partial<Sku>[] }
/** A product with its skus; a sku is in stock and unoptioned unless told otherwise. */
function product({ id, name, brand, category, skus }: Made): ShopProduct {
  return {
    id, name, nameBn: 'পণ্য', slug: `p-${id}`, description: 'A fine pen for school and office.', categoryId: category.id, brand,
    createdAt: `2026-01-${String(id).padStart(2, '0')}T00:00:00.000Z`,
    images: [{ src: `http://x/media/products/${id}.webp`, width: 640, height: 640, alt: name }],
    skus: skus.map((over, i) => sku({ id: id * 10 + i, attributeValues: [], ...over })),
    discount: null,
  };
}
const OUT = { stock: 0 };

/*
 * Pens (8):                                      Notebooks (7):
 *  1 Deli gel pen      20  in          Blue      9 Deli spiral notebook  150 in       A4, A5
 *  2 Deli gel pen      99  in          Black    10 Econo exercise book    60 in       A5
 *  3 Econo ball pen   100  in          Blue     11 Matador diary         350 out      A5, Red
 *  4 Matador fountain 850  out         Black    12 Deli dotted journal  1000 in  sale A4
 *  5 Deli marker      250  in  sale    Red      13 Econo notebook pen   249 in       A4
 *  6 Econo highlighter 499 out         Yellow   14 Matador sketchbook   100 in  sale A3
 *  7 Matador pen set 1200  in  sale    Black    15 Deli memo pad         99 out
 *  8 Deli pen refill  500  out sale
 */
const products: [ShopProduct, Category][] = [
  [product({ id: 1, name: 'Deli Gel Pen Blue', brand: 'Deli', category: pens, skus: [{ price: 20, attributeValues: [color('Blue')] }] }), pens],
  [product({ id: 2, name: 'Deli Gel Pen Black', brand: 'Deli', category: pens, skus: [{ price: 99, attributeValues: [color('Black')] }] }), pens],
  [product({ id: 3, name: 'Econo Ball Pen', brand: 'Econo', category: pens, skus: [{ price: 100, attributeValues: [color('Blue')] }] }), pens],
  [product({ id: 4, name: 'Matador Fountain Pen', brand: 'Matador', category: pens, skus: [{ price: 850, ...OUT, attributeValues: [color('Black')] }] }), pens],
  [product({ id: 5, name: 'Deli Marker', brand: 'Deli', category: pens, skus: [{ price: 300, salePrice: 250, regularPrice: 300, attributeValues: [color('Red')] }] }), pens],
  [product({ id: 6, name: 'Econo Highlighter', brand: 'Econo', category: pens, skus: [{ price: 499, ...OUT, attributeValues: [color('Yellow')] }] }), pens],
  [product({ id: 7, name: 'Matador Pen Set', brand: 'Matador', category: pens, skus: [{ price: 1500, salePrice: 1200, regularPrice: 1500, attributeValues: [color('Black')] }] }), pens],
  [product({ id: 8, name: 'Deli Pen Refill', brand: 'Deli', category: pens, skus: [{ price: 600, salePrice: 500, regularPrice: 600, ...OUT }] }), pens],
  [product({ id: 9, name: 'Deli Spiral Notebook', brand: 'Deli', category: notebooks, skus: [{ price: 150, attributeValues: [size('A4')] }, { price: 180, attributeValues: [size('A5')] }] }), notebooks],
  [product({ id: 10, name: 'Econo Exercise Book', brand: 'Econo', category: notebooks, skus: [{ price: 60, attributeValues: [size('A5')] }] }), notebooks],
  [product({ id: 11, name: 'Matador Diary', brand: 'Matador', category: notebooks, skus: [{ price: 350, ...OUT, attributeValues: [size('A5'), color('Red')] }] }), notebooks],
  [product({ id: 12, name: 'Deli Dotted Journal', brand: 'Deli', category: notebooks, skus: [{ price: 1100, salePrice: 1000, regularPrice: 1100, attributeValues: [size('A4')] }] }), notebooks],
  [product({ id: 13, name: 'Econo Notebook Pen Combo', brand: 'Econo', category: notebooks, skus: [{ price: 249, attributeValues: [size('A4')] }] }), notebooks],
  [product({ id: 14, name: 'Matador Sketchbook', brand: 'Matador', category: notebooks, skus: [{ price: 120, salePrice: 100, regularPrice: 120, attributeValues: [size('A3')] }] }), notebooks],
  [product({ id: 15, name: 'Deli Memo Pad', brand: 'Deli', category: notebooks, skus: [{ price: 99, ...OUT }] }), notebooks],
];

const { at } = usePagefindFolder('search-facets-');
/** The index as an English page searches it, and as a Bangla page does. */
let index: SearchIndex;
let indexBn: SearchIndex;
const recordsOf = (list: [ShopProduct, Category][]) => list.flatMap(([p, category]) => searchRecords(p, category));
const narrow = (over: Partial<ListingFilters>): ListingFilters => ({ ...NO_FILTERS, ...over });
const inCategory = (category: Category | null) => (category ? { filters: { category: category.name } } : {});

/** The ids a filtered listing holds (all of them, one page), sorted, and its total. */
async function listed(category: Category | null, filters: ListingFilters, term: string | null = null) {
  const found = (await searchIndex(index, new AbortController().signal, term, { ...inCategory(category), narrow: filters }, 1, 100))!;
  return { total: found.total, ids: found.products.map((p) => p.id).sort((a, b) => a - b) };
}
async function facets(category: Category | null, filters: ListingFilters | null, term: string | null = null) {
  return (await countFacets(index, new AbortController().signal, term, { ...inCategory(category), ...(filters ? { narrow: filters } : {}), sort: { newest: 'desc' } }))!;
}
/** A filter's values with a count, zero counts left out (Pagefind may list every value). */
const nonZero = (counts: FilterCounts, facet: string) => Object.fromEntries(Object.entries(counts[facet] ?? {}).filter(([, n]) => n > 0));

beforeAll(async () => {
  await indexAll(recordsOf(products), at('pagefind'));
  index = await openSearch(at('pagefind'), 'en');
  indexBn = await openSearch(at('pagefind'), 'bn');
}, 60_000);

describe('a filtered listing from the static index', () => {
  it('holds what the hand count says', async () => {
    expect(await listed(pens, narrow({ brands: ['Deli'], inStock: true }))).toEqual({ total: 3, ids: [1, 2, 5] });
    expect(await listed(pens, narrow({ brands: ['Deli', 'Econo'] }))).toEqual({ total: 6, ids: [1, 2, 3, 5, 6, 8] });
    expect(await listed(pens, narrow({ onSale: true }))).toEqual({ total: 3, ids: [5, 7, 8] });
    expect(await listed(pens, narrow({ onSale: true, inStock: true }))).toEqual({ total: 2, ids: [5, 7] });
    expect(await listed(notebooks, narrow({ options: { Size: ['A4'] } }))).toEqual({ total: 3, ids: [9, 12, 13] });
    expect(await listed(notebooks, narrow({ options: { Size: ['A3', 'A4'] }, brands: ['Deli'] }))).toEqual({ total: 2, ids: [9, 12] });
    expect(await listed(pens, narrow({ options: { Color: ['Black'] }, inStock: true }))).toEqual({ total: 2, ids: [2, 7] });
  });

  it('is the whole category without filters', async () => {
    expect((await listed(pens, NO_FILTERS)).ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('picks prices within a range, both ends included, by the price the card shows', async () => {
    expect((await listed(pens, narrow({ price: { min: 100, max: 499 } }))).ids).toEqual([3, 5, 6]);
    expect((await listed(pens, narrow({ price: { min: null, max: 99 } }))).ids).toEqual([1, 2]);
    expect((await listed(pens, narrow({ price: { min: 100, max: 249 } }))).ids).toEqual([3]);
    expect((await listed(pens, narrow({ price: { min: 250, max: 250 } }))).ids).toEqual([5]); // sale price 250, not 300
    expect((await listed(pens, narrow({ price: { min: 1000, max: null } }))).ids).toEqual([7]);
    expect((await listed(notebooks, narrow({ price: { min: 99, max: 100 } }))).ids).toEqual([14, 15]);
  });

  it('lists nothing for a range no product lies in', async () => {
    expect(await listed(pens, narrow({ price: { min: 600, max: 800 } }))).toEqual({ total: 0, ids: [] });
    expect(await listed(pens, narrow({ price: { min: 5000, max: null } }))).toEqual({ total: 0, ids: [] });
    // Notebooks have a price of 150 but pens do not: the range is empty here, not unfiltered.
    expect(await listed(pens, narrow({ price: { min: 150, max: 150 } }))).toEqual({ total: 0, ids: [] });
  });

  it('combines text and filters', async () => {
    // "pen" finds the Pens category's products and the notebook named with a pen.
    expect((await listed(null, NO_FILTERS, 'pen')).ids).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 13]);
    expect(await listed(null, narrow({ brands: ['Econo'] }), 'pen')).toEqual({ total: 3, ids: [3, 6, 13] });
    expect(await listed(null, narrow({ brands: ['Econo'], inStock: true }), 'pen')).toEqual({ total: 2, ids: [3, 13] });
    expect(await listed(notebooks, narrow({ price: { min: 200, max: null } }), 'pen')).toEqual({ total: 1, ids: [13] });
  });
});

describe('countFacets', () => {
  it("counts each value within the category alone (scope), listing only the category's values", async () => {
    const { scope, counts, total } = await facets(notebooks, null);
    expect(total).toBe(7);
    expect(nonZero(scope, 'brand')).toEqual({ Deli: 3, Econo: 2, Matador: 2 });
    expect(nonZero(scope, 'option:Size')).toEqual({ A3: 1, A4: 3, A5: 3 });
    expect(nonZero(scope, 'option:Color')).toEqual({ Red: 1 });
    expect(nonZero(scope, 'stock')).toEqual({ in: 5 });
    expect(nonZero(scope, 'sale')).toEqual({ yes: 2 });
    expect(Object.keys(nonZero(scope, 'price')).sort()).toEqual(['0000006000', '0000009900', '0000010000', '0000015000', '0000024900', '0000035000', '0000100000']);
    expect(nonZero(scope, 'category')).toEqual({ Notebooks: 7 });
    // Nothing filtered: the counts are the scope's.
    expect(nonZero(counts, 'brand')).toEqual(nonZero(scope, 'brand'));
  });

  it('counts prices per band, both ends of a band included', async () => {
    const { counts } = await facets(pens, null);
    expect(bandCounts(counts['price'] ?? {})).toEqual([2, 1, 2, 2, 1]);
  });

  it("counts a chosen brand's values without its own choice, so brands add up (Deli or Econo)", async () => {
    const deli = await facets(pens, narrow({ brands: ['Deli'] }));
    expect(deli.total).toBe(4);
    expect(nonZero(deli.counts, 'brand')).toEqual({ Deli: 4, Econo: 2, Matador: 2 });
    const both = await facets(pens, narrow({ brands: ['Deli', 'Econo'] }));
    expect(both.total).toBe(6);
    expect(both.total).toBe((both.counts['brand']?.['Deli'] ?? 0) + (both.counts['brand']?.['Econo'] ?? 0));
    expect(nonZero(both.counts, 'brand')).toEqual({ Deli: 4, Econo: 2, Matador: 2 });
  });

  it('counts the other filters within the chosen brand', async () => {
    const deli = await facets(pens, narrow({ brands: ['Deli'] }));
    expect(nonZero(deli.counts, 'stock')).toEqual({ in: 3 });
    expect(nonZero(deli.counts, 'sale')).toEqual({ yes: 2 });
    expect(nonZero(deli.counts, 'option:Color')).toEqual({ Black: 1, Blue: 1, Red: 1 });
    const matador = await facets(pens, narrow({ brands: ['Matador'] }));
    expect(nonZero(matador.counts, 'stock')).toEqual({ in: 1 });
    expect(nonZero(matador.counts, 'sale')).toEqual({ yes: 1 });
    // The scope stays the category's, whatever is chosen.
    expect(nonZero(matador.scope, 'brand')).toEqual({ Deli: 4, Econo: 2, Matador: 2 });
  });

  it('applies the other chosen filters to each chosen facet, but not its own', async () => {
    const { counts, total } = await facets(pens, narrow({ brands: ['Deli'], inStock: true }));
    expect(total).toBe(3);
    // Brands among the in-stock pens; stock among Deli's pens.
    expect(nonZero(counts, 'brand')).toEqual({ Deli: 3, Econo: 1, Matador: 1 });
    expect(nonZero(counts, 'stock')).toEqual({ in: 3 });
    expect(nonZero(counts, 'sale')).toEqual({ yes: 1 });
  });

  it('counts a chosen price range apart too, and the listing within it', async () => {
    const { counts, total } = await facets(pens, narrow({ price: { min: 100, max: 499 }, brands: ['Econo'] }));
    expect(total).toBe(2); // 3 and 6
    expect(nonZero(counts, 'brand')).toEqual({ Deli: 1, Econo: 2 });
    // Econo's prices, not only those in the range.
    expect(bandCounts(counts['price'] ?? {})).toEqual([0, 1, 1, 0, 0]);
    expect(nonZero(counts, 'stock')).toEqual({ in: 1 });
  });

  it('counts an option apart from its own choice', async () => {
    const { counts, total } = await facets(notebooks, narrow({ options: { Size: ['A4'] } }));
    expect(total).toBe(3);
    expect(nonZero(counts, 'option:Size')).toEqual({ A3: 1, A4: 3, A5: 3 });
    expect(nonZero(counts, 'brand')).toEqual({ Deli: 2, Econo: 1 });
  });

  it('counts text and filters together', async () => {
    const { scope, counts, total } = await facets(null, narrow({ brands: ['Econo'] }), 'pen');
    expect(total).toBe(3);
    expect(nonZero(scope, 'brand')).toEqual({ Deli: 4, Econo: 3, Matador: 2 });
    expect(nonZero(counts, 'category')).toEqual({ Notebooks: 1, Pens: 2 });
  });

  it('counts only what the listing lists when words match a card’s data alone (a picture’s URL, a price)', async () => {
    for (const term of ['webp', 'media']) {
      const { scope, counts, total } = await facets(null, null, term);
      expect(total, term).toBe(0);
      expect(nonZero(scope, 'brand'), term).toEqual({});
      expect(nonZero(counts, 'stock'), term).toEqual({});
      expect((await listed(null, NO_FILTERS, term)).total, term).toBe(0);
    }
    // "pen" is in names and, as "open", nowhere else: counts and the listing agree.
    const pen = await facets(null, null, 'pen');
    expect(Object.values(nonZero(pen.scope, 'brand')).reduce((a, b) => a + b, 0)).toBe((await listed(null, NO_FILTERS, 'pen')).total);
  });

  it('answers zero for a range no product lies in', async () => {
    const { counts, total } = await facets(pens, narrow({ price: { min: 600, max: 800 } }));
    expect(total).toBe(0);
    expect(nonZero(counts, 'brand')).toEqual({});
    expect(bandCounts(counts['price'] ?? {})).toEqual([2, 1, 2, 2, 1]);
  });

  it('answers null once a newer call aborted it', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await countFacets(index, controller.signal, null, { ...inCategory(pens), narrow: narrow({ inStock: true }) })).toBeNull();
  });
});

/*
 * A release's index is the last release's base plus a delta of the products changed since
 * (search-delta.ts): a changed product has a superseded hit in the base and a fresh one in the
 * delta, a removed one a superseded hit only. Here, since the base: the Econo exercise book (10)
 * went from 60 to 300 taka, the Deli dotted journal (12) sold out, the Deli memo pad (15) is gone.
 */
describe('a release index with a delta', () => {
  let release: SearchIndex;
  let releaseBn: SearchIndex;
  const changed = (id: number, skus: Partial<Sku>[]): [ShopProduct, Category] => {
    const [was, category] = products.find(([p]) => p.id === id)!;
    return [{ ...was, skus: skus.map((over, i) => sku({ id: id * 10 + i, attributeValues: was.skus[i]!.attributeValues, ...over })) }, category];
  };
  const after = products
    .filter(([p]) => p.id !== 15)
    .map((entry) => (entry[0].id === 10 ? changed(10, [{ price: 300 }]) : entry[0].id === 12 ? changed(12, [{ price: 1100, salePrice: 1000, regularPrice: 1100, ...OUT }]) : entry));
  const listedIn = async (filters: ListingFilters, searched = release) => {
    const found = (await searchIndex(searched, new AbortController().signal, null, { ...inCategory(notebooks), narrow: filters }, 1, 100))!;
    return { total: found.total, ids: found.products.map((p) => p.id).sort((a, b) => a - b) };
  };

  beforeAll(async () => {
    const cache = at('cache');
    const first = await indexRelease(recordsOf(products), { dir: at('r1') }, cache);
    await rememberBase(cache, first.base!);
    const second = await indexRelease(recordsOf(after), { dir: at('r2'), previous: { dir: at('r1'), copiedAt: Date.now() } }, cache);
    expect(second.message).toContain('delta');
    release = await openSearch(at('r2', 'pagefind'), 'en');
    releaseBn = await openSearch(at('r2', 'pagefind'), 'bn');
  }, 120_000);

  it('lists the products as they are now, filtered by their current values', async () => {
    for (const searched of [release, releaseBn]) {
      expect(await listedIn(NO_FILTERS, searched)).toEqual({ total: 6, ids: [9, 10, 11, 12, 13, 14] });
      expect(await listedIn(narrow({ price: { min: 300, max: 300 } }), searched)).toEqual({ total: 1, ids: [10] });
    }
    expect(await listedIn(NO_FILTERS)).toEqual({ total: 6, ids: [9, 10, 11, 12, 13, 14] });
    expect(await listedIn(narrow({ inStock: true }))).toEqual({ total: 4, ids: [9, 10, 13, 14] });
    expect(await listedIn(narrow({ price: { min: 300, max: 300 } }))).toEqual({ total: 1, ids: [10] });
    expect(await listedIn(narrow({ price: { min: 60, max: 60 } }))).toEqual({ total: 0, ids: [] });
    expect(await listedIn(narrow({ brands: ['Deli'] }))).toEqual({ total: 2, ids: [9, 12] });
  });

  // Pagefind counts the superseded base hits too (searchIndex drops them: merged-search.ts,
  // splitHits): countFacets takes them off, so a changed product counts once, a removed one not at all.
  it('counts the products as they are now, as the listing holds them', async () => {
    const { counts, scope, total } = await countFacets(release, new AbortController().signal, null, { ...inCategory(notebooks), narrow: narrow({ brands: ['Deli'] }) }) ?? {} as never;
    expect(total).toBe((await listedIn(narrow({ brands: ['Deli'] }))).total); // 2: 9 and 12
    expect(nonZero(scope, 'brand')).toEqual({ Deli: 2, Econo: 2, Matador: 2 });
    expect(nonZero(counts, 'brand')).toEqual({ Deli: 2, Econo: 2, Matador: 2 });
    expect(nonZero(counts, 'stock')).toEqual({ in: 1 });
  });

  // Each language's delta index is merged over the same language's base: a changed product's
  // hit is at its own language's URL, once.
  it('answers a Bangla page from the Bangla base and delta, at Bangla URLs', async () => {
    // Pagefind's own answer, superseded base hits and all: every hit, base or delta, is a Bangla page.
    const found = await hits(releaseBn, 'খাতা');
    expect(found.length).toBeGreaterThan(6);
    for (const { id, url } of found) expect(url).toBe(`/bn/products/${id}`);
    const listed = (await searchIndex(releaseBn, new AbortController().signal, 'খাতা', { sort: { price: 'asc' } }, 1, 100))!;
    expect(listed.products.map((p) => p.id)).toEqual([14, 9, 13, 10, 11, 12]); // 10 at its new 300, 15 gone
    expect(await listedIn(narrow({ inStock: true }), releaseBn)).toEqual({ total: 4, ids: [9, 10, 13, 14] });
    const counted = await countFacets(releaseBn, new AbortController().signal, 'খাতা', { narrow: narrow({ brands: ['Deli'] }) });
    expect(counted!.total).toBe(2);
    expect(nonZero(counted!.counts, 'stock')).toEqual({ in: 1 });
  });
});

/**
 * A search's hits as Pagefind answers them: each product's id and its page's URL, by id. Pagefind
 * puts the index's own site before a URL (here a file: URL; `/` in the shop): it is taken off.
 */
async function hits(searched: SearchIndex, term: string): Promise<{ id: number; url: string }[]> {
  const found = await searched.pagefind.search(term, {});
  const data = await Promise.all((found?.results ?? []).map((hit) => hit.data()));
  return data
    .map(({ url, meta }) => ({ id: (JSON.parse(meta['summary'] ?? '{}') as { id: number }).id, url: url.replace(/^.*?(?=\/(?:bn\/)?products\/)/, '') }))
    .sort((a, b) => a.id - b.id || a.url.localeCompare(b.url));
}
const PEN_IDS = [1, 2, 3, 4, 5, 6, 7, 8];

/*
 * Issue 24 §6: Pagefind writes one index per record language, and a page searches the one of its
 * `<html lang>`: a Bangla page finds Bangla pages, by Bangla words (the category কলম: pens) and by
 * the English names alike.
 */
describe('the index of each language', () => {
  it('is written apart: one metadata file per language, named in the entry file', async () => {
    const entry = JSON.parse(await readFile(at('pagefind', 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { page_count: number }> };
    expect(Object.keys(entry.languages).sort()).toEqual(['bn', 'en']);
    expect(entry.languages['bn']?.page_count).toBe(products.length);
    expect(entry.languages['en']?.page_count).toBe(products.length);
    const files = await readdir(at('pagefind'));
    expect(files.filter((file) => file.endsWith('.pf_meta')).sort()).toEqual([expect.stringMatching(/^pagefind\.bn_\w+\.pf_meta$/), expect.stringMatching(/^pagefind\.en_\w+\.pf_meta$/)]);
  });

  it('finds the pens by কলম on a Bangla page, each at its Bangla URL', async () => {
    const found = await hits(indexBn, 'কলম');
    expect(found.map((hit) => hit.id)).toEqual(PEN_IDS);
    expect(found.map((hit) => hit.url)).toEqual(PEN_IDS.map((id) => `/bn/products/${id}`));
  });

  it('finds a product by an English word on a Bangla page too, at its Bangla URL', async () => {
    expect(await hits(indexBn, 'fountain')).toEqual([{ id: 4, url: '/bn/products/4' }]);
    const pens = await hits(indexBn, 'pen');
    expect(pens.map((hit) => hit.id)).toEqual([...PEN_IDS, 13]); // as on an English page: the Pens category and the notebook named with a pen
    expect(pens.every((hit) => hit.url.startsWith('/bn/products/'))).toBe(true);
  });

  it('keeps an English page on English URLs, Bangla words finding them as before', async () => {
    const found = await hits(index, 'কলম');
    expect(found.map((hit) => hit.id)).toEqual(PEN_IDS);
    expect(found.map((hit) => hit.url)).toEqual(PEN_IDS.map((id) => `/products/${id}`));
    expect(await hits(index, 'fountain')).toEqual([{ id: 4, url: '/products/4' }]);
  });

  it('lists and counts a Bangla page’s filtered listing as an English page’s', async () => {
    const on = async (searched: SearchIndex, term: string | null, filters: ListingFilters) => {
      const found = (await searchIndex(searched, new AbortController().signal, term, { ...inCategory(pens), narrow: filters, sort: { price: 'asc' } }, 1, 100))!;
      return { total: found.total, ids: found.products.map((p) => p.id) };
    };
    for (const [term, filters] of [[null, narrow({ brands: ['Deli'], inStock: true })], ['কলম', narrow({ price: { min: 100, max: 499 } })], ['pen', NO_FILTERS]] as const) {
      expect(await on(indexBn, term, filters)).toEqual(await on(index, term, filters));
    }
    const counted = await countFacets(indexBn, new AbortController().signal, 'কলম', { narrow: narrow({ brands: ['Deli'] }) });
    expect(nonZero(counted!.counts, 'brand')).toEqual({ Deli: 4, Econo: 2, Matador: 2 });
  });
});
