import { describe, expect, it } from 'vitest';
import { baseWindow, knownIn, mergedWindow, parseSearchDelta, rankedInPlace, splitHits, unevenWords, type MergedSlot } from '../../src/lib/search/search-delta.ts';
import { priceSortKey, sortOrder, type SortOrder, type SortValues } from '../../src/lib/search/sort-keys.ts';

// The browser's half of the delta search index (issue 14 §7): a base index and a delta read as one.

const values = (price: number, newest = ''): SortValues => ({ price: price.toFixed(2).padStart(12, '0'), newest });

describe('sortOrder', () => {
  it('orders price and newest keys as text, either way, and price keys as their prices', () => {
    const byPrice = sortOrder({ price: 'asc' })!;
    const key = (price: number, id: number) => ({ price: priceSortKey({ id, price, salePrice: null, regularPrice: null }), newest: '' });
    expect(byPrice(key(9, 5), key(10, 1))).toBeLessThan(0);
    expect(byPrice(key(10, 1), key(10, 2))).toBeLessThan(0);
    expect(byPrice(key(99.5, 1), key(100, 1))).toBeLessThan(0);
    expect(sortOrder({ price: 'desc' })!(key(9, 5), key(10, 1))).toBeGreaterThan(0);
    const newest = sortOrder({ newest: 'desc' })!;
    expect(newest(values(0, '2026-02-01T00:00:00.000Z#0000000001'), values(0, '2026-01-01T00:00:00.000Z#0000000009'))).toBeLessThan(0);
  });

  it('is undefined without a sort or for one the index does not have', () => {
    expect(sortOrder(undefined)).toBeUndefined();
    expect(sortOrder({})).toBeUndefined();
    expect(sortOrder({ rating: 'asc' })).toBeUndefined();
  });
});

describe('splitHits', () => {
  const delta = { index: 'delta/', superseded: ['en_old7', 'en_gone'], keys: { en_new7: values(5) } };

  it('drops the base hits the delta replaces or that are gone, and keeps the order of the rest', () => {
    const hits = [{ id: 'en_a' }, { id: 'en_old7' }, { id: 'en_new7' }, { id: 'en_gone' }, { id: 'en_b' }];
    const { kept, base, fresh } = splitHits(hits, delta);
    expect(kept.map((hit) => hit.id)).toEqual(['en_a', 'en_new7', 'en_b']);
    expect(base.map((hit) => hit.id)).toEqual(['en_a', 'en_b']);
    expect(fresh.map((hit) => hit.id)).toEqual(['en_new7']);
  });

  it('keeps every hit when there is no delta', () => {
    const hits = [{ id: 'en_a' }, { id: 'en_b' }];
    expect(splitHits(hits, { index: null, superseded: [], keys: {} }).kept).toEqual(hits);
  });
});

describe('parseSearchDelta', () => {
  it('reads a delta and an empty one', () => {
    const delta = { index: 'delta/Ab12/', superseded: ['en_1'], keys: { en_2: values(3, 'x') }, replaces: { en_2: 'en_1' } };
    expect(parseSearchDelta(delta)).toEqual(delta);
    expect(parseSearchDelta({ index: null, superseded: [], keys: {} })).toEqual({ index: null, superseded: [], keys: {}, replaces: {} });
  });

  it.each([
    ['not an object', null],
    ['a folder outside the index', { index: '../elsewhere/', superseded: [], keys: {} }],
    ['an absolute folder', { index: 'https://evil.example/', superseded: [], keys: {} }],
    ['ids that are not text', { index: null, superseded: [1], keys: {} }],
    ['sort values missing', { index: 'delta/', superseded: [], keys: { en_2: { price: '3.00' } } }],
    ['replaced ids that are not text', { index: 'delta/', superseded: [], keys: {}, replaces: { en_2: 7 } }],
  ])('refuses %s', (_what, value) => {
    expect(() => parseSearchDelta(value)).toThrow();
  });
});

/** The whole merged list, as one index sorted by `order` would answer it (a base hit first among equals). */
function mergedInFull(base: SortValues[], fresh: SortValues[], order: SortOrder): MergedSlot[] {
  const all = [
    ...base.map((v, index) => ({ v, slot: { from: 'base', index } as MergedSlot })),
    ...fresh.map((v, index) => ({ v, slot: { from: 'fresh', index } as MergedSlot })),
  ];
  return all.sort((a, b) => order(a.v, b.v) || (a.slot.from === b.slot.from ? a.slot.index - b.slot.index : a.slot.from === 'base' ? -1 : 1)).map(({ slot }) => slot);
}

/** A list of `n` random sort values in `order`, prices from a small range so that equal ones occur. */
function sortedValues(n: number, order: SortOrder, random: () => number): SortValues[] {
  return Array.from({ length: n }, () => values(Math.floor(random() * 12))).sort(order);
}

/** A small deterministic generator (mulberry32), so a failure can be run again. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('mergedWindow', () => {
  it('places a delta hit among the base hits of a sorted page by its value', () => {
    const order = sortOrder({ price: 'asc' })!;
    const base = [1, 2, 4, 5, 7, 8].map((price) => values(price));
    const fresh = [values(3), values(6)];
    const window = baseWindow(2, 6, fresh.length, base.length);
    expect(window).toEqual({ from: 0, to: 6 });
    const slots = mergedWindow({ from: window.from, baseCount: base.length }, base.slice(window.from, window.to), fresh, order, 2, 6);
    expect(slots).toEqual([{ from: 'fresh', index: 0 }, { from: 'base', index: 2 }, { from: 'base', index: 3 }, { from: 'fresh', index: 1 }]);
  });

  it('gives every page exactly what one index would, reading only the base hits around the page', () => {
    const random = seeded(14);
    for (const sort of [{ price: 'asc' }, { price: 'desc' }]) {
      const order = sortOrder(sort)!;
      for (let round = 0; round < 150; round++) {
        const base = sortedValues(Math.floor(random() * 40), order, random);
        const fresh = sortedValues(Math.floor(random() * 6), order, random);
        const whole = mergedInFull(base, fresh, order);
        const pageSize = 1 + Math.floor(random() * 7);
        for (let start = 0; start < whole.length + pageSize; start += pageSize) {
          const end = start + pageSize;
          const window = baseWindow(start, end, fresh.length, base.length);
          expect(window.to - window.from).toBeLessThanOrEqual(pageSize + fresh.length);
          const page = mergedWindow({ from: window.from, baseCount: base.length }, base.slice(window.from, window.to), fresh, order, start, end);
          expect(page, `round ${round}, ${JSON.stringify(sort)}, ${start}–${end}`).toEqual(whole.slice(start, end));
        }
      }
    }
  });
});

describe('rankedInPlace', () => {
  const delta = { index: 'delta/x/', superseded: ['en_old', 'en_gone'], keys: { en_new: values(1), en_added: values(2) }, replaces: { en_new: 'en_old' } };

  it('puts a changed product where its last version ranked, when both match', () => {
    const hits = [{ id: 'en_a' }, { id: 'en_old' }, { id: 'en_b' }, { id: 'en_added' }, { id: 'en_new' }];
    expect(rankedInPlace(hits, delta).map((hit) => hit.id)).toEqual(['en_a', 'en_new', 'en_b', 'en_added']);
  });

  it('leaves the order alone when the last version did not match (a new word)', () => {
    const hits = [{ id: 'en_a' }, { id: 'en_new' }];
    expect(rankedInPlace(hits, delta).map((hit) => hit.id)).toEqual(['en_a', 'en_new']);
  });
});

describe('words one index lacks', () => {
  const delta = { index: 'delta/x/', superseded: ['en_old'], keys: { en_new: values(1) } };
  const word = (base: boolean, live: boolean, fresh: boolean) => ({ base, live, fresh });

  it('knows which index has a word, and whether the base has it only in superseded hits', () => {
    expect(knownIn([{ id: 'en_old' }], delta)).toEqual(word(true, false, false));
    expect(knownIn([{ id: 'en_new' }, { id: 'en_a' }], delta)).toEqual(word(true, true, true));
    expect(knownIn([], delta)).toEqual(word(false, false, false));
  });

  it('empties the answer of the index that lacks a word the other has', () => {
    expect(unevenWords([word(true, true, true), word(false, false, true)])).toMatchObject({ dropBase: true, dropFresh: false });
    expect(unevenWords([word(true, true, false), word(true, true, true)])).toMatchObject({ dropBase: false, dropFresh: true });
    // A word neither has is left out by both, as one index would.
    expect(unevenWords([word(false, false, false), word(true, true, true)])).toEqual({ forget: [false, false], dropBase: false, dropFresh: false });
  });

  it('leaves out a word only superseded hits have (an old name), as one index of the catalogue would', () => {
    expect(unevenWords([word(true, false, false), word(true, true, true)])).toEqual({ forget: [true, false], dropBase: false, dropFresh: false });
    // Old in the base and new in the delta: kept, and the base's (superseded) hits go anyway.
    expect(unevenWords([word(true, false, true), word(true, true, true)])).toEqual({ forget: [false, false], dropBase: false, dropFresh: false });
  });

  it('splits without the index whose answer cannot be right', () => {
    const hits = [{ id: 'en_a' }, { id: 'en_new' }];
    expect(splitHits(hits, delta, { dropBase: true, dropFresh: false }).kept).toEqual([{ id: 'en_new' }]);
    expect(splitHits(hits, delta, { dropBase: false, dropFresh: true }).kept).toEqual([{ id: 'en_a' }]);
  });
});
