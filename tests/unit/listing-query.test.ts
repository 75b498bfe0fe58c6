import { describe, expect, it } from 'vitest';
import { apiAnswers, isCategoryFirstPage, isPrerendered, listingParams, pagefindSort, parseListingQuery, refineQuery } from '../../src/lib/search/listing-query.ts';

const categories = [{ id: 1, slug: 'pens' }, { id: 2, slug: 'pencils' }];
const parse = (search: string, fixed: number | null = null) => parseListingQuery(new URLSearchParams(search), categories, fixed);

describe('parseListingQuery', () => {
  it('reads query, categoryId, sort and page', () => {
    expect(parse('query=%20pen%20&categoryId=2&sort=price_desc&page=3')).toEqual({ query: 'pen', categoryId: 2, sort: 'price_desc', page: 3 });
  });
  it('accepts a category by slug or id', () => {
    expect(parse('category=pens').categoryId).toBe(1);
    expect(parse('category=2').categoryId).toBe(2);
  });
  it('ignores unknown categories, sorts and bad pages', () => {
    expect(parse('categoryId=99&sort=cheap&page=-4')).toEqual({ query: '', categoryId: null, sort: 'relevance', page: 1 });
  });
  it('keeps a category page on its own category', () => {
    expect(parse('categoryId=2', 1).categoryId).toBe(1);
  });
});

describe('listingParams', () => {
  it('leaves defaults and a fixed category out', () => {
    expect(listingParams({ query: '', categoryId: 1, sort: 'relevance', page: 1 }, true).toString()).toBe('');
    expect(listingParams({ query: 'pen', categoryId: 1, sort: 'newest', page: 2 }, false).toString()).toBe('query=pen&categoryId=1&sort=newest&page=2');
  });
});

describe('pagefindSort', () => {
  it('maps sorts to index sort keys', () => {
    expect(pagefindSort({ query: '', sort: 'price_asc' })).toEqual({ price: 'asc' });
    expect(pagefindSort({ query: '', sort: 'price_desc' })).toEqual({ price: 'desc' });
    expect(pagefindSort({ query: 'x', sort: 'newest' })).toEqual({ newest: 'desc' });
  });
  it('uses search ranking with text and the browsing order (newest first) without', () => {
    expect(pagefindSort({ query: 'pen', sort: 'relevance' })).toBeUndefined();
    expect(pagefindSort({ query: '', sort: 'relevance' })).toEqual({ newest: 'desc' });
  });
});

describe('isPrerendered', () => {
  it('is true only for the default first page of the page’s own category', () => {
    expect(isPrerendered({ query: '', categoryId: 1, sort: 'relevance', page: 1 }, 1)).toBe(true);
    expect(isPrerendered({ query: '', categoryId: null, sort: 'relevance', page: 1 }, null)).toBe(true);
    expect(isPrerendered({ query: '', categoryId: 1, sort: 'relevance', page: 2 }, 1)).toBe(false);
    expect(isPrerendered({ query: '', categoryId: 2, sort: 'relevance', page: 1 }, null)).toBe(false);
  });
});

describe('refineQuery', () => {
  it('searches nothing for a single character, English or Bangla', () => {
    expect(refineQuery('n')).toBe('');
    expect(refineQuery(' ক ')).toBe('');
  });
  it('searches the trimmed text from two characters on', () => {
    expect(refineQuery(' no ')).toBe('no');
    expect(refineQuery('কল')).toBe('কল');
  });
  it('keeps at most 100 characters', () => {
    expect(refineQuery('a'.repeat(150))).toHaveLength(100);
  });
});

describe('isCategoryFirstPage', () => {
  const base = { query: '', categoryId: 3, sort: 'relevance' as const, page: 1 };
  it('is true for a category’s first page in browsing order', () => {
    expect(isCategoryFirstPage(base)).toBe(true);
  });
  it('is false with text, another sort, a later page or no category', () => {
    expect(isCategoryFirstPage({ ...base, query: 'pen' })).toBe(false);
    expect(isCategoryFirstPage({ ...base, sort: 'newest' })).toBe(false);
    expect(isCategoryFirstPage({ ...base, page: 2 })).toBe(false);
    expect(isCategoryFirstPage({ ...base, categoryId: null })).toBe(false);
  });
});

describe('apiAnswers', () => {
  it('is true for relevance and newest, any text and page, but not a category’s first page nor a price sort', () => {
    expect(apiAnswers(parse('query=pen'))).toBe(true);
    expect(apiAnswers(parse('sort=newest&page=3'))).toBe(true);
    expect(apiAnswers(parse('categoryId=1&query=gel'))).toBe(true);
    expect(apiAnswers(parse('categoryId=1&page=2'))).toBe(true);
    expect(apiAnswers(parse('categoryId=1'))).toBe(false);
    expect(apiAnswers(parse('category=pens'))).toBe(false);
    expect(apiAnswers(parse('query=pen&sort=price_asc'))).toBe(false);
    expect(apiAnswers(parse('sort=price_desc'))).toBe(false);
  });
});
