import { beforeAll, describe, expect, it } from 'vitest';
import { indexAll } from '../../scripts/releases/search-release.ts';
import type { SearchIndex } from '../../src/lib/search/pagefind.ts';
import type { SearchRecord } from '../../src/lib/search/records.ts';
import { priceSortKey } from '../../src/lib/search/sort-keys.ts';
import { SUGGESTION_LIMIT, suggestsFor } from '../../src/lib/search/suggest-rules.ts';
import { suggestIn } from '../../src/lib/search/suggestions.ts';
import { openSearch } from '../../scripts/releases/search-on-disk.ts';
import { usePagefindFolder } from './support/pagefind-folder.ts';

/*
 * Issue 23 §1: the header's suggestions come from the static Pagefind index the build makes (built
 * here by the real Pagefind from records shaped as the build's, searched by its real browser
 * library): at most eight cards, the chosen category's only, in the index's relevance order.
 */

function record(id: number, name: string, nameBn: string, category: string): SearchRecord {
  const summary = { id, name, nameBn, image: { src: `http://127.0.0.1:8787/media/products/${id}.webp`, width: 640, height: 640, alt: name }, price: 100 + id, salePrice: null, regularPrice: null, variants: 1, inStock: true, off: null };
  return {
    url: `/products/${id}`, content: `${name}\n${nameBn}\n${category}`, language: 'en',
    meta: { summary: JSON.stringify(summary), newest: `2026-01-01T00:00:00.000Z#${String(id).padStart(10, '0')}` },
    filters: { category: [category] },
    sort: { price: priceSortKey(summary), newest: String(id) },
  };
}

// Twelve pens (more than the list holds), three pencils, two notebooks; one pen sold as a gift.
const records = [
  ...Array.from({ length: 12 }, (_, i) => record(i + 1, `Gel pen ${i + 1}`, 'জেল কলম', i === 0 ? 'Gifts' : 'Pens')),
  ...Array.from({ length: 3 }, (_, i) => record(20 + i, `Wooden pencil ${i + 1}`, 'কাঠ পেন্সিল', 'Pencils')),
  record(30, 'Spiral notebook', 'নোটবুক', 'Notebooks'),
  record(31, 'Dotted notebook', 'ডট নোটবুক', 'Notebooks'),
];

const { at } = usePagefindFolder('header-suggestions-');
let index: SearchIndex;
const suggest = async (text: string, category: string | null = null) => (await suggestIn(index, new AbortController().signal, text, category))!;

beforeAll(async () => {
  await indexAll(records, at('pagefind'));
  index = await openSearch(at('pagefind'));
}, 60_000);

describe('header suggestions from the static index', () => {
  it('holds at most eight cards, with what the list shows: names in both languages, picture and price', async () => {
    const found = await suggest('gel pen');
    expect(found.total).toBe(12);
    expect(found.products).toHaveLength(SUGGESTION_LIMIT);
    expect(found.products[0]).toMatchObject({ name: expect.stringMatching(/^Gel pen/), nameBn: 'জেল কলম', price: expect.any(Number) });
    expect(found.products[0]!.image.src).toMatch(/\/media\/products\/\d+\.webp$/);
  });

  it('keeps to the chosen category (the index filters by its name)', async () => {
    const found = await suggest('gel pen', 'Gifts');
    expect(found.products.map((product) => product.id)).toEqual([1]);
    expect((await suggest('notebook', 'Pens')).products).toEqual([]);
  });

  it('finds a word as it is being typed, and Bangla words too', async () => {
    expect((await suggest('noteb')).products.map((product) => product.id).sort()).toEqual([30, 31]);
    expect((await suggest('পেন্সিল')).products.map((product) => product.id).sort()).toEqual([20, 21, 22]);
  });

  it('answers nothing for words no product has', async () => {
    expect(await suggest('zzxxqqv')).toEqual({ total: 0, products: [] });
  });

  it('answers null once newer typing aborted the search', async () => {
    const controller = new AbortController();
    controller.abort();
    expect(await suggestIn(index, controller.signal, 'pen', null)).toBeNull();
  });
});

describe('suggestsFor', () => {
  it('waits for two characters, spaces not counted', () => {
    expect(suggestsFor('p')).toBe(false);
    expect(suggestsFor('  p ')).toBe(false);
    expect(suggestsFor('pe')).toBe(true);
    expect(suggestsFor('কল')).toBe(true);
  });
});
