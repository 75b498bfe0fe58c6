import { describe, expect, it } from 'vitest';
import type { ShopProduct } from '../../src/lib/discounts.ts';
import { summarize } from '../../src/lib/product-summary.ts';
import { productJsonLd, jsonLdScript } from '../../src/lib/structured-data.ts';
import { sku } from './fixtures.ts';

const product: ShopProduct = {
  id: 9, name: 'Deli Stapler', nameBn: 'ডেলি স্ট্যাপলার', slug: 'deli-stapler-9', description: 'Staples 20 sheets.', categoryId: 5,
  brand: 'Deli', createdAt: '2026-01-02T03:04:05.000Z',
  images: [{ src: 'http://x/media/products/9-1.webp', width: 800, height: 800, alt: 'Deli Stapler' }],
  skus: [sku({ id: 1, price: 300, stock: 0 }), sku({ id: 2, price: 250, salePrice: 200, regularPrice: 250, stock: 3 })],
  discount: null,
};

describe('summarize', () => {
  it('shows the cheapest sku by unit price, stock and variant count', () => {
    expect(summarize(product)).toMatchObject({ id: 9, price: 250, salePrice: 200, regularPrice: 250, variants: 2, inStock: true, off: null });
  });
  it('carries what the discount takes off, not its label (the card words it in the page\'s language)', () => {
    const discounted = { ...product, discount: { id: 1, name: 'Gift Week', type: 'percent' as const, value: 10 } };
    expect(summarize(discounted).off).toEqual({ type: 'percent', value: 10 });
  });
});

describe('productJsonLd', () => {
  it('describes the product with an offer range in BDT', () => {
    const data = productJsonLd(product, undefined, 'http://shop/products/9') as { offers: Record<string, unknown> };
    expect(data.offers).toMatchObject({ priceCurrency: 'BDT', lowPrice: '200.00', highPrice: '300.00', availability: 'https://schema.org/InStock' });
  });
});

describe('jsonLdScript', () => {
  it('cannot close its script tag', () => {
    expect(jsonLdScript({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
