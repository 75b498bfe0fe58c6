import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { wishlistFilter, wishlistOrder } from '../../api/accounts/wishlist-query.ts';
import { issuesByPath, wishlistSearchSchema, type WishlistSearch } from '../../src/lib/contract/index.ts';

const parse = (search: WishlistSearch | Record<string, unknown>) => v.parse(wishlistSearchSchema, search);
const errorPaths = (search: unknown) => {
  const result = v.safeParse(wishlistSearchSchema, search);
  return result.success ? [] : Object.keys(issuesByPath(result.issues));
};

describe('wishlistSearchSchema', () => {
  it('defaults to the first page of 10, with no filters and no sort keys (spec §9)', () => {
    expect(parse({})).toEqual({ page: 1, size: 10, textParams: [], sortParams: [] });
  });

  it.each([
    [{ textParams: [{ field: 'password_hash', value: 'x', matchType: 'equals' }] }, 'textParams.0.field'],
    [{ textParams: [{ field: 'skuCode', value: 'x', matchType: 'like' }] }, 'textParams.0.matchType'],
    [{ textParams: [{ field: 'itemId', value: '1', matchType: 'contains' }] }, 'textParams.0.matchType'],
    [{ textParams: [{ field: 'itemId', value: '1 OR 1=1', matchType: 'equals' }] }, 'textParams.0.value'],
    [{ textParams: [{ field: 'skuCode', value: 'x', matchType: 'equals', column: 'id' }] }, 'textParams.0.column'],
    [{ sortParams: [{ field: 'dateCreated); DROP TABLE customers;--', type: 'desc' }] }, 'sortParams.0.field'],
    [{ sortParams: [{ field: 'dateCreated', type: 'random()' }] }, 'sortParams.0.type'],
    [{ size: 0 }, 'size'],
    [{ page: '2' }, 'page'],
    [{ textParams: Array.from({ length: 6 }, () => ({ field: 'skuCode', value: 'x', matchType: 'equals' })) }, 'textParams'],
  ])('refuses %j at %s', (search, path) => {
    expect(errorPaths(search)).toContain(path);
  });
});

describe('wishlistFilter', () => {
  it('always limits to the customer, and binds every value', () => {
    const query = parse({
      textParams: [
        { field: 'itemId', value: '42', matchType: 'equals' },
        { field: 'skuCode', value: '50%_off', matchType: 'contains' },
        { field: 'skuCode', value: 'PEN', matchType: 'startsWith' },
      ],
    });
    expect(wishlistFilter(7, query)).toEqual({
      from: "wishlist_items WHERE customer_id = ? AND item_id = ? AND sku_code LIKE ? ESCAPE '\\' AND sku_code LIKE ? ESCAPE '\\'",
      params: [7, 42, '%50\\%\\_off%', 'PEN%'],
    });
  });
});

describe('wishlistOrder', () => {
  it('is newest first by default, the id breaking ties the same way', () => {
    expect(wishlistOrder(parse({}))).toBe('created_at DESC, id DESC');
  });
  it('maps the sort keys asked for to our own columns', () => {
    const query = parse({ sortParams: [{ field: 'itemId', type: 'asc' }, { field: 'dateCreated', type: 'desc' }] });
    expect(wishlistOrder(query)).toBe('item_id ASC, created_at DESC, id ASC');
  });
});
