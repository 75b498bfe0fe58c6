import { describe, expect, it } from 'vitest';
import { listingRoutes, matchRoute, parseRoutes } from '../../src/lib/search/listing-routes.ts';

const CATEGORIES = [{ id: 3, slug: 'calculators' }, { id: 12, slug: 'gift-boxes' }];
const rules = parseRoutes(listingRoutes(CATEGORIES));

describe('listingRoutes', () => {
  it('writes forced Netlify rules: computed listings to the search shell, categories to their pages', () => {
    const text = listingRoutes(CATEGORIES);
    expect(text).toContain('/products query=:query /search 200!');
    expect(text).toContain('/products sort=price_asc /search 200!');
    expect(text).not.toContain('sort=relevance');
    expect(text).toContain('/products categoryId=3 /categories/calculators 301!');
    expect(text).toContain('/products category=gift-boxes /categories/gift-boxes 301!');
    expect(text).toContain('/products category=12 /categories/gift-boxes 301!');
  });
});

describe('matchRoute', () => {
  it("sends a category by id or slug to its prerendered page, passing the query string on", () => {
    expect(matchRoute(rules, '/products', '?categoryId=3')).toEqual({ to: '/categories/calculators?categoryId=3', status: 301 });
    expect(matchRoute(rules, '/products/', '?category=gift-boxes')).toEqual({ to: '/categories/gift-boxes?category=gift-boxes', status: 301 });
    expect(matchRoute(rules, '/products', '?category=12&utm=x')?.to).toBe('/categories/gift-boxes?category=12&utm=x');
  });

  it('rewrites text, sorts and later pages to the search shell, a category among them included', () => {
    for (const search of ['?query=pen', '?sort=price_asc', '?page=2', '?query=casio&categoryId=3'])
      expect(matchRoute(rules, '/products', search), search).toEqual({ to: '/search', status: 200 });
  });

  it('leaves the plain product list, empty parameters, unknown categories and other paths alone', () => {
    for (const search of ['', '?query=', '?query=%20', '?sort=relevance', '?categoryId=999', '?category=nope'])
      expect(matchRoute(rules, '/products', search), search).toBeUndefined();
    expect(matchRoute(rules, '/categories/calculators', '?categoryId=3')).toBeUndefined();
    expect(matchRoute(rules, '/products/3', '?query=pen')).toBeUndefined();
  });
});

describe('parseRoutes', () => {
  it('skips comments and malformed lines', () => {
    expect(parseRoutes('# note\n\nnot-a-rule\n/a /b\n/a x=1 /b 30x\n/a x=1 /b 302\n')).toEqual([{ from: '/a', query: [['x', '1']], to: '/b', status: 302 }]);
  });
});
