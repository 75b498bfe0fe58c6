import { describe, expect, it } from 'vitest';
import { categoryDigests, digestOf, layoutKey, listingPageKey, productDigests, productPageKey, type LayoutData } from '../../src/data/cache-keys.ts';
import type { ListingPageData } from '../../src/data/listing-page.ts';
import type { Category, Currency } from '../../src/lib/contract/index.ts';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { summarize } from '../../src/lib/product-summary.ts';
import { sku } from './fixtures.ts';

const pens: Category = { id: 1, name: 'Pens', nameBn: 'কলম', slug: 'pens', image: 'http://x/media/categories/pens.webp' };
const pencils: Category = { id: 2, name: 'Pencils', nameBn: 'পেন্সিল', slug: 'pencils', image: 'http://x/media/categories/pencils.webp' };
const bdt: Currency = { id: 1, sourceId: 'bdt', currency: 'BDT', country: 'Bangladesh', numCode: '+88', rate: 1, img: 'http://x/bd.svg' };

function product(id: number, overrides: Partial<ShopProduct> = {}): ShopProduct {
  return {
    id, name: `Pen ${id}`, nameBn: `কলম ${id}`, slug: `pen-${id}`, description: 'Writes.', categoryId: 1, brand: 'Matador',
    createdAt: '2026-01-02T03:04:05.000Z', updatedAt: '2026-11-01T00:00:00.000Z',
    images: [{ src: `http://x/media/products/${id}-1.webp`, width: 800, height: 800, alt: `Pen ${id}` }],
    skus: [sku({ id: id * 10, price: 20 })],
    discount: null,
    ...overrides,
  };
}

const layout: LayoutData = { categories: [pens, pencils], currencies: [bdt], year: 2026 };
const page = { product: product(1), category: pens, related: [product(2), product(3)] };

describe('digestOf', () => {
  it('gives equal data the same digest whatever the order of its keys', () => {
    expect(digestOf({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(digestOf({ b: { d: 'x', c: [1, 2] }, a: 1 }));
  });

  it('gives different data different digests, array order included', () => {
    expect(digestOf({ a: 1 })).not.toBe(digestOf({ a: 2 }));
    expect(digestOf([1, 2])).not.toBe(digestOf([2, 1]));
    expect(digestOf({ a: null })).not.toBe(digestOf({}));
  });

  it('is short and URL-safe', () => {
    expect(digestOf({ a: 1 })).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});

describe('layoutKey', () => {
  it('changes with the menu’s categories, the currencies and the year, and only with them', () => {
    const key = layoutKey(layout);
    expect(layoutKey({ ...layout, categories: [pens, pencils] })).toBe(key);
    expect(layoutKey({ ...layout, categories: [pens, { ...pencils, name: 'Pencils & Leads' }] })).not.toBe(key);
    expect(layoutKey({ ...layout, currencies: [{ ...bdt, rate: 2 }] })).not.toBe(key);
    expect(layoutKey({ ...layout, year: 2027 })).not.toBe(key);
  });
});

describe('productPageKey', () => {
  const key = productPageKey(page, 'layout-1');

  it('stays the same while nothing the page shows changes', () => {
    expect(productPageKey({ product: product(1), category: { ...pens }, related: [product(2), product(3)] }, 'layout-1')).toBe(key);
  });

  it('changes with the product’s price, stock, name or update time', () => {
    expect(productPageKey({ ...page, product: product(1, { skus: [sku({ id: 10, price: 25 })] }) }, 'layout-1')).not.toBe(key);
    expect(productPageKey({ ...page, product: product(1, { skus: [sku({ id: 10, price: 20, stock: 0 })] }) }, 'layout-1')).not.toBe(key);
    expect(productPageKey({ ...page, product: product(1, { name: 'Gel Pen 1' }) }, 'layout-1')).not.toBe(key);
    expect(productPageKey({ ...page, product: product(1, { updatedAt: '2026-11-02T00:00:00.000Z' }) }, 'layout-1')).not.toBe(key);
  });

  it('changes with a discount applied at build time', () => {
    const discounted = product(1, { discount: { id: 1, name: 'Eid', type: 'percent', value: 10 } });
    expect(productPageKey({ ...page, product: discounted }, 'layout-1')).not.toBe(key);
  });

  it('changes with its category and with a related card or the related list', () => {
    expect(productPageKey({ ...page, category: { ...pens, nameBn: 'কলমসমূহ' } }, 'layout-1')).not.toBe(key);
    expect(productPageKey({ ...page, related: [product(2, { name: 'Renamed' }), product(3)] }, 'layout-1')).not.toBe(key);
    expect(productPageKey({ ...page, related: [product(2)] }, 'layout-1')).not.toBe(key);
  });

  it('changes with the layout', () => {
    expect(productPageKey(page, 'layout-2')).not.toBe(key);
  });

  it('is the same key when the products’ digests are taken once beforehand', () => {
    expect(productPageKey(page, 'layout-1', productDigests([product(1), product(2), product(3)]))).toBe(key);
    expect(productPageKey(page, 'layout-1', productDigests([product(1), product(2, { name: 'Renamed' }), product(3)]))).not.toBe(key);
  });
});

describe('listingPageKey', () => {
  const listing: ListingPageData = { category: pens, categories: [pens, pencils], total: 2, firstPage: [product(1), product(2)].map(summarize), optionNames: ['Color'],
    optionWords: { Color: { nameBn: 'রং', valuesBn: { Blue: 'নীল' } } }, discounts: [] };
  const key = listingPageKey(listing, 'layout-1');

  it('changes with the discounts its island prices the API\'s cards with', () => {
    expect(listingPageKey({ ...listing, discounts: [{ id: 1, name: 'Eid', type: 'percent', value: 10, categoryId: null }] }, 'layout-1')).not.toBe(key);
  });

  it("changes with the options' Bangla words, which a Bangla page's filters show", () => {
    expect(listingPageKey({ ...listing, optionWords: { Color: { nameBn: 'রং', valuesBn: { Blue: 'আকাশি' } } } }, 'layout-1')).not.toBe(key);
  });

  it('changes with a card of the first page, the count or the category, not otherwise', () => {
    expect(listingPageKey({ ...listing, firstPage: [product(1), product(2)].map(summarize) }, 'layout-1')).toBe(key);
    expect(listingPageKey({ ...listing, firstPage: [product(1, { name: 'Gel Pen' }), product(2)].map(summarize) }, 'layout-1')).not.toBe(key);
    expect(listingPageKey({ ...listing, total: 3 }, 'layout-1')).not.toBe(key);
    expect(listingPageKey({ ...listing, category: { ...pens, name: 'Pens & Refills' } }, 'layout-1')).not.toBe(key);
    expect(listingPageKey(listing, 'layout-2')).not.toBe(key);
  });
});

describe('categoryDigests', () => {
  const catalogue = [product(1), product(2), product(3, { categoryId: 2 })];
  const before = categoryDigests(catalogue);

  it('gives each category one digest, whatever order the catalogue comes in', () => {
    expect([...before.keys()].sort()).toEqual([1, 2]);
    expect(categoryDigests([...catalogue].reverse())).toEqual(before);
  });

  it('changes only the digest of the changed product’s category', () => {
    const after = categoryDigests([product(1, { skus: [sku({ id: 10, price: 19 })] }), product(2), product(3, { categoryId: 2 })]);
    expect(after.get(1)).not.toBe(before.get(1));
    expect(after.get(2)).toBe(before.get(2));
  });

  it('changes when a product joins or leaves a category', () => {
    expect(categoryDigests([product(1), product(2), product(3, { categoryId: 1 })]).get(1)).not.toBe(before.get(1));
    expect(categoryDigests([product(1), product(3, { categoryId: 2 })]).get(1)).not.toBe(before.get(1));
  });
});
