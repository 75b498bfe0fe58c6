import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { WISHLIST_PENDING_KEY, heartSkus, rememberWishlistIntent, signInHref, wishlistSkuCode } from '../../src/lib/wishlist.ts';
import {
  itemSearch,
  pageAfterRemoval,
  pageCount,
  pageSearch,
  parseWishlistIntent,
  peekWishlistIntent,
  takeWishlistIntent,
  wishlistCardOf,
} from '../../src/lib/wishlist-page.ts';
import { sku } from './fixtures.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';

// Node has no sessionStorage: a stand-in with the three calls the rules use.
const session = new Map<string, string>();
beforeAll(() => {
  Object.assign(globalThis, {
    sessionStorage: { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => session.set(k, v), removeItem: (k: string) => session.delete(k) },
  });
});
afterEach(() => session.clear());

const options = [
  { code: 'A-RED-S', stock: 0, options: { Color: 'red', Size: 's' } },
  { code: 'A-RED-M', stock: 4, options: { Color: 'red', Size: 'm' } },
  { code: 'A-BLU-M', stock: 2, options: { Color: 'blue', Size: 'm' } },
];

describe('wishlistSkuCode', () => {
  it('keeps the option the shopper has fully chosen, even one sold out', () => {
    expect(wishlistSkuCode(options, { Color: 'red', Size: 's' })).toBe('A-RED-S');
  });
  it('keeps the first option in stock when the choice is partial or none', () => {
    expect(wishlistSkuCode(options, {})).toBe('A-RED-M');
    expect(wishlistSkuCode(options, { Size: 'm' })).toBe('A-RED-M');
  });
  it('keeps the first option when none is in stock, and none when there are no options', () => {
    expect(wishlistSkuCode([{ ...options[0]! }], {})).toBe('A-RED-S');
    expect(wishlistSkuCode([], {})).toBeNull();
  });
});

describe('heartSkus', () => {
  it('keeps only the code, the stock and the options by attribute', () => {
    const full = sku({ code: 'P-1', stock: 3, attributeValues: [{ attribute: 'Size', option: 'a5', displayLabel: 'Size', optionDisplayLabel: 'A5' }] });
    expect(heartSkus([full])).toEqual([{ code: 'P-1', stock: 3, options: { Size: 'a5' } }]);
  });
});

describe('itemSearch and pageSearch', () => {
  it('asks for one product’s items with an exact itemId filter (spec §7)', () => {
    expect(itemSearch(42)).toEqual({ page: 1, size: 10, textParams: [{ field: 'itemId', value: '42', matchType: 'equals' }] });
  });
  it('asks for 10 a page, dateCreated descending (spec §9), never a page below 1', () => {
    expect(pageSearch(3)).toEqual({ page: 3, size: 10, sortParams: [{ field: 'dateCreated', type: 'desc' }] });
    expect(pageSearch(0).page).toBe(1);
  });
});

describe('pageCount and pageAfterRemoval', () => {
  it('counts pages of 10, at least one', () => {
    expect([0, 1, 10, 11, 20].map((total) => pageCount(total))).toEqual([1, 1, 1, 2, 2]);
  });
  it('stays on the page unless it no longer exists', () => {
    expect(pageAfterRemoval(2, 11)).toBe(2);
    expect(pageAfterRemoval(2, 10)).toBe(1);
    expect(pageAfterRemoval(1, 0)).toBe(1);
  });
});

describe('signInHref', () => {
  it('sends a guest to sign in with the page to come back to', () => {
    expect(signInHref('/products/12')).toBe('/signin?next=%2Fproducts%2F12');
    expect(new URL(signInHref('/wishlist'), 'http://shop').searchParams.get('next')).toBe('/wishlist');
  });

  it('signs in on the Bangla page from a Bangla page, coming back to the Bangla page', () => {
    expect(renderIn('bn', () => signInHref('/bn/products/12'))).toBe('/bn/signin?next=%2Fbn%2Fproducts%2F12');
  });
});

describe('parseWishlistIntent', () => {
  it('reads a stored press', () => {
    expect(parseWishlistIntent('{"itemId":3,"skuCode":"X-1"}')).toEqual({ itemId: 3, skuCode: 'X-1' });
  });
  it.each([null, '', 'junk', '[]', 'null', '{"itemId":"3","skuCode":"X"}', '{"itemId":0,"skuCode":"X"}', '{"itemId":3,"skuCode":" "}', '{"itemId":3}'])(
    'treats %j as no press',
    (raw) => expect(parseWishlistIntent(raw)).toBeNull(),
  );
});

describe('rememberWishlistIntent, peekWishlistIntent and takeWishlistIntent', () => {
  it('keeps a guest’s press under wishlist-pending and gives it back once', () => {
    rememberWishlistIntent({ itemId: 5, skuCode: 'S-5' });
    expect(JSON.parse(session.get(WISHLIST_PENDING_KEY)!)).toEqual({ itemId: 5, skuCode: 'S-5' });
    expect(peekWishlistIntent()).toEqual({ itemId: 5, skuCode: 'S-5' });
    expect(takeWishlistIntent()).toEqual({ itemId: 5, skuCode: 'S-5' });
    expect(takeWishlistIntent()).toBeNull();
  });
});

describe('wishlistCardOf', () => {
  const product = {
    id: 9, name: 'Diary', nameBn: 'ডায়েরি', slug: 'diary-9', description: '', categoryId: 1, brand: 'Kolom', createdAt: '2025-01-01T00:00:00.000Z',
    images: [{ src: 'http://localhost/media/products/9-1.webp', width: 800, height: 800, alt: 'Diary' }],
    skus: [sku({ id: 1, code: 'D-1', price: 100, stock: 5 }), sku({ id: 2, code: 'D-2', price: 300, salePrice: 250, regularPrice: 300, stock: 0 })],
    discount: null,
  } as unknown as ShopProduct;
  it('shows the kept option’s price and stock, not the cheapest’s', () => {
    expect(wishlistCardOf(product, 'D-2')).toMatchObject({ id: 9, price: 300, salePrice: 250, regularPrice: 300, variants: 1, inStock: false });
  });
  it('is null when the option is gone', () => {
    expect(wishlistCardOf(product, 'D-9')).toBeNull();
  });
});
