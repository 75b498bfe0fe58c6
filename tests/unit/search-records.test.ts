import { describe, expect, it } from 'vitest';
import type { Category } from '../../src/lib/contract/index.ts';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import type { ProductSummary } from '../../src/lib/product-summary.ts';
import { searchRecord, searchRecords, type SearchRecord } from '../../src/lib/search/records.ts';
import { priceSortKey } from '../../src/lib/search/sort-keys.ts';
import { sku } from './fixtures.ts';

const product: ShopProduct = {
  id: 42, name: 'Deli Stapler', nameBn: 'ডেলি স্ট্যাপলার', slug: 'deli-stapler-42', description: 'Staples 20 sheets.', categoryId: 5,
  brand: 'Deli', createdAt: '2026-01-02T03:04:05.000Z',
  images: [{ src: 'http://x/media/products/42-1.webp', width: 800, height: 800, alt: 'Deli Stapler' }],
  skus: [sku({ id: 1, price: 300 }), sku({ id: 2, price: 250, salePrice: 200, regularPrice: 250 })],
  discount: null,
};
const office: Category = { id: 5, name: 'Office Supplies', nameBn: 'অফিস সামগ্রী', slug: 'office-supplies', image: 'http://x/media/categories/office.webp' };

describe('searchRecord', () => {
  it('indexes the English and Bangla names, brand and category, not the description', () => {
    const { content, url, language } = searchRecord(product, office);
    for (const words of ['Deli Stapler', 'ডেলি স্ট্যাপলার', 'Deli', 'Office Supplies', 'অফিস সামগ্রী']) expect(content).toContain(words);
    expect(content).not.toContain('Staples 20 sheets.');
    expect(url).toBe('/products/42');
    expect(language).toBe('en');
  });

  it('filters by category, brand, the card’s price in paisa, stock, sale and option values; sorts by that price and by date, ties by id', () => {
    const record = searchRecord(product, office);
    expect(record.filters).toEqual({
      category: ['Office Supplies'], brand: ['Deli'], price: ['0000020000'], stock: ['in'], sale: ['yes'], 'option:Color': ['Blue'],
    });
    expect(record.sort).toEqual({ price: '000000200.00#0000000042', newest: '2026-01-02T03:04:05.000Z#0000000042' });
  });

  it('carries the card summary the listing shows for a hit, and the sort key the card lacks', () => {
    const { meta, sort } = searchRecord(product, office);
    expect(Object.keys(meta)).toEqual(['summary', 'newest']);
    expect(meta.newest).toBe(sort.newest);
    const summary = JSON.parse(meta.summary) as ProductSummary;
    expect(summary).toMatchObject({ id: 42, name: 'Deli Stapler', price: 250, salePrice: 200, variants: 2 });
    // The card's picture is decorative: its address and size, not the product's alt text.
    expect(summary.image).toEqual({ src: 'http://x/media/products/42-1.webp', width: 800, height: 800 });
    // A hit's price key is read back from its card (src/lib/search/pagefind.ts).
    expect(priceSortKey(summary)).toBe(sort.price);
  });

  it('has no category filter for a product without a known category', () => {
    expect(searchRecord(product, undefined).filters['category']).toEqual([]);
  });

  it('leaves out stock and sale when no sku is in stock or on sale, and lists each option value once', () => {
    const plain: ShopProduct = {
      ...product,
      skus: [
        sku({ id: 1, price: 120.5, stock: 0, attributeValues: [{ attribute: 'Size', option: 'a4', displayLabel: 'Size', optionDisplayLabel: 'A4' }, { attribute: 'Color', option: 'red', displayLabel: 'Color', optionDisplayLabel: 'Red' }] }),
        sku({ id: 2, price: 130, stock: 0, attributeValues: [{ attribute: 'Size', option: 'a4', displayLabel: 'Size', optionDisplayLabel: 'A4' }, { attribute: 'Color', option: 'blue', displayLabel: 'Color', optionDisplayLabel: 'Blue' }] }),
      ],
    };
    expect(searchRecord(plain, office).filters).toEqual({
      category: ['Office Supplies'], brand: ['Deli'], price: ['0000012050'], 'option:Size': ['A4'], 'option:Color': ['Red', 'Blue'],
    });
  });
});

/*
 * Issue 24 §6: the static index holds each language's pages apart (Pagefind writes an index per
 * record language and the browser searches the one of the page's `<html lang>`), so every product
 * has a record per language, each with its own page's URL and both languages' words.
 */
describe('searchRecords', () => {
  const byLanguage = (records: SearchRecord[]) => Object.fromEntries(records.map((record) => [record.language, record]));

  it('makes an English and a Bangla record of each product, each with the page in its own language', () => {
    const records = searchRecords(product, office);
    expect(records.map((record) => record.language)).toEqual(['en', 'bn']);
    const { en, bn } = byLanguage(records);
    expect(en?.url).toBe('/products/42');
    expect(bn?.url).toBe('/bn/products/42');
    expect(en).toEqual(searchRecord(product, office));
    expect(bn).toEqual(searchRecord(product, office, 'bn'));
  });

  it('gives the Bangla record the English words as well as the Bangla ones, and the same card, filters and sorts', () => {
    const { en, bn } = byLanguage(searchRecords(product, office));
    for (const words of ['Deli Stapler', 'Deli', 'Office Supplies', 'ডেলি স্ট্যাপলার', 'অফিস সামগ্রী']) expect(bn?.content).toContain(words);
    expect(bn?.content).toBe(en?.content);
    expect(bn?.meta).toEqual(en?.meta);
    expect(bn?.filters).toEqual(en?.filters);
    expect(bn?.sort).toEqual(en?.sort);
  });

  it('gives each record its own language’s URL whatever language the build renders in', () => {
    for (const rendering of ['en', 'bn'] as const) {
      const { en, bn } = byLanguage(renderIn(rendering, () => searchRecords(product, office)));
      expect(en?.url).toBe('/products/42');
      expect(bn?.url).toBe('/bn/products/42');
      expect(renderIn(rendering, () => searchRecord(product, office).url)).toBe('/products/42');
    }
  });
});
