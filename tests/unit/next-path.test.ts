import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT_PATH, nextPathOf, safeNextPath, withNext } from '../../src/lib/next-path.ts';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/checkout')).toBe('/checkout');
    expect(safeNextPath('/products/12?sku=3#reviews')).toBe('/products/12?sku=3#reviews');
  });

  it.each(['//evil.com', '//evil.com/path', 'https://evil.com', 'http:/evil.com', '/\\evil.com', '\\\\evil.com', 'javascript:alert(1)', ' /cart', '/\t/evil.com', '/\n/evil.com', 'cart', ''])(
    'refuses %j, which could leave the site, and falls back to the profile',
    (raw) => {
      expect(safeNextPath(raw)).toBe(DEFAULT_NEXT_PATH);
    },
  );

  it('falls back when nothing is given', () => {
    expect(safeNextPath(null)).toBe('/profile');
    expect(safeNextPath(undefined, '/cart')).toBe('/cart');
  });

  it('never sends the shopper back to a sign-in screen, which would loop', () => {
    expect(safeNextPath('/signin')).toBe('/profile');
    expect(safeNextPath('/signup/?next=/cart')).toBe('/profile');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../../cart')).toBe('/cart');
  });
});

describe('nextPathOf', () => {
  it('reads and checks the next parameter of a query string', () => {
    expect(nextPathOf('?next=%2Fcart')).toBe('/cart');
    expect(nextPathOf('?next=//evil.com')).toBe('/profile');
    expect(nextPathOf('')).toBe('/profile');
  });
});

describe('withNext', () => {
  it('carries a next path along and leaves the default out', () => {
    expect(withNext('/signup', '/cart?x=1')).toBe('/signup?next=%2Fcart%3Fx%3D1');
    expect(withNext('/signup', '/profile')).toBe('/signup');
  });
});
