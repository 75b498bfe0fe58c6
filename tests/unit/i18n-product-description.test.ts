import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { reshapeProduct } from '../../src/lib/api/reshape-product.ts';
import { productWireSchema, type ProductWire } from '../../src/lib/contract/product-list.ts';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { metaSnippet, productDescription } from '../../src/lib/product-description.ts';
import { productJsonLd } from '../../src/lib/structured-data.ts';
import { sku } from './fixtures.ts';

// A product's description in the page's language (issue 24 §4): the Bangla the API sends beside
// the English on a Bangla page; the English where it has none, marked lang="en"; an English page
// as it always was.
const bn = <T>(read: () => T) => renderIn('bn', read);
const en = <T>(read: () => T) => renderIn('en', read);

const ENGLISH = 'Staples up to 20 sheets at once. Genuine stock, delivered across Bangladesh with cash on delivery.';
const BANGLA = 'একবারে ২০টি পর্যন্ত কাগজ স্ট্যাপল করে। আসল পণ্য, ক্যাশ অন ডেলিভারিতে সারা বাংলাদেশে।';

const wire: ProductWire = {
  id: 9, name: 'Deli Stapler', nameBn: 'ডেলি স্ট্যাপলার', slug: 'deli-stapler-9', description: ENGLISH, descriptionBn: BANGLA,
  categoryId: 5, brand: 'Deli', createdAt: '2026-01-02T03:04:05.000Z',
  images: [{ src: 'http://x/media/products/9-1.webp', image: 'http://x/media/products/9-1.webp', width: 800, height: 800, alt: 'Deli Stapler' }],
  skus: [{ id: 1, code: 'DEL-S-1', price: 300, sale_price: null, regular_price: null, stock: 4, image: sku().image, attributes: [], attributeValues: [] }],
};
const { descriptionBn: _none, ...englishOnlyWire } = wire;
const shop = (product: ProductWire): ShopProduct => ({ ...reshapeProduct(v.parse(productWireSchema, product)), discount: null });

describe('a product’s description from the API', () => {
  it('keeps the Bangla beside the English through the contract and the reshaping, and none where the API sent none', () => {
    expect(shop(wire)).toMatchObject({ description: ENGLISH, descriptionBn: BANGLA });
    expect(shop(englishOnlyWire)).not.toHaveProperty('descriptionBn');
    expect(shop(englishOnlyWire).description).toBe(ENGLISH);
  });

  it('refuses an empty Bangla description on the wire: the API leaves the field out instead', () => {
    expect(v.safeParse(productWireSchema, { ...wire, descriptionBn: '' }).success).toBe(false);
  });
});

describe('productDescription', () => {
  it('is the Bangla on a Bangla page, not marked', () => {
    expect(bn(() => productDescription(shop(wire)))).toEqual({ text: BANGLA, lang: undefined });
  });

  it('is the English on a Bangla page where the API has no Bangla, marked lang="en"', () => {
    expect(bn(() => productDescription(shop(englishOnlyWire)))).toEqual({ text: ENGLISH, lang: 'en' });
    expect(bn(() => productDescription({ description: ENGLISH, descriptionBn: '   ' }))).toEqual({ text: ENGLISH, lang: 'en' });
  });

  it('is the English, not marked, on an English page, Bangla or not', () => {
    expect(en(() => productDescription(shop(wire)))).toEqual({ text: ENGLISH, lang: undefined });
    expect(en(() => productDescription(shop(englishOnlyWire)))).toEqual({ text: ENGLISH, lang: undefined });
  });
});

describe('the product’s JSON-LD', () => {
  it('describes it in the page’s language: Bangla on the Bangla twin where there is some, else English', () => {
    const description = (product: ShopProduct) => productJsonLd(product, undefined, 'http://shop/bn/products/9')['description'];
    expect(bn(() => description(shop(wire)))).toBe(BANGLA);
    expect(bn(() => description(shop(englishOnlyWire)))).toBe(ENGLISH);
    expect(en(() => description(shop(wire)))).toBe(ENGLISH);
  });
});

describe('metaSnippet', () => {
  it('cuts English where slice(0, 160) does, and leaves a short text whole', () => {
    const long = `${ENGLISH} ${ENGLISH}`;
    expect(metaSnippet(long)).toBe(long.slice(0, 160));
    expect(metaSnippet(ENGLISH)).toBe(ENGLISH);
  });

  it('never cuts a Bangla letter apart: a conjunct stays whole or goes whole', () => {
    // "ক্ষ" is ক + ্ + ষ: a cut after 159 characters would leave "ক্" dangling.
    const text = `${'ক'.repeat(158)}ক্ষমা`;
    expect(text.slice(0, 160).endsWith('ক্')).toBe(true);
    expect(metaSnippet(text)).toBe('ক'.repeat(158));
    expect(metaSnippet(BANGLA.repeat(4)).length).toBeLessThanOrEqual(160);
    expect(metaSnippet(BANGLA.repeat(4))).not.toMatch(/[\u09CD\u200D]$/); // no hasanta or joiner left at the end
  });
});
