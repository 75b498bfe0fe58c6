import { beforeAll, describe, expect, it } from 'vitest';
import { useReferenceApi } from './support/reference-api.ts';
import * as v from 'valibot';
import { categorySchema, productSchema, sliderSchema } from '../../src/lib/contract/index.ts';
import { newestFirst } from '../../src/lib/catalogue-order.ts';
import { isOnSale } from '../../src/lib/pricing.ts';

// The build's page loaders (what each page and its `_payload.json` hold) against the real API.
const api = useReferenceApi();
let data: {
  home: typeof import('../../src/data/home-page.ts');
  listing: typeof import('../../src/data/listing-page.ts');
  product: typeof import('../../src/data/product-page.ts');
};

beforeAll(async () => {
  process.env['PUBLIC_API_URL'] = api.running.url; // read by the astro:env stand-in when the loaders load
  data = {
    home: await import('../../src/data/home-page.ts'),
    listing: await import('../../src/data/listing-page.ts'),
    product: await import('../../src/data/product-page.ts'),
  };
});

const appliedDiscountSchema = v.object({
  id: v.number(), name: v.string(), type: v.picklist(['percent', 'fixed']), value: v.number(),
});

/**
 * A shop product is the domain product plus the discount the build applied: none, or one whose
 * name and terms say what it takes off and whose reduction is in every sku's prices (each on sale).
 */
function expectShopProduct(value: unknown) {
  const { discount, ...product } = value as { discount: unknown };
  const parsed = v.parse(productSchema, product);
  if (discount === null) return;
  // No label: each page words what it takes off in its own language as it renders.
  expect(Object.keys(v.parse(v.strictObject(appliedDiscountSchema.entries), discount)).sort()).toEqual(['id', 'name', 'type', 'value']);
  expect(parsed.skus.every(isOnSale)).toBe(true);
}

describe('loadHomePage', () => {
  it('holds sliders, categories and in-stock products in the API’s own shapes', async () => {
    const home = JSON.parse(JSON.stringify(await data.home.loadHomePage())); // as _payload.json carries it
    expect(Object.keys(home).sort()).toEqual(['categories', 'newArrivals', 'onSale', 'sliders']);
    expect(home.sliders.length).toBeGreaterThan(0);
    home.sliders.forEach((slider: unknown) => expect(v.is(sliderSchema, slider)).toBe(true));
    expect(home.categories.length).toBeGreaterThanOrEqual(12);
    home.categories.forEach((category: unknown) => expect(v.is(categorySchema, category)).toBe(true));
    expect(home.newArrivals.length).toBeGreaterThan(0);
    [...home.newArrivals, ...home.onSale].forEach(expectShopProduct);
    // The seed runs one discount now (gift boxes): the build applies it, so some product carries it.
    const all = await import('../../src/data/catalogue.ts').then((m) => m.loadAllProducts());
    expect(all.some((product) => product.discount !== null)).toBe(true);
    all.filter((product) => product.discount).forEach((product) => expectShopProduct(JSON.parse(JSON.stringify(product))));
    expect([...home.newArrivals].sort(newestFirst)).toEqual(home.newArrivals);
  });
});

describe('loadListingPage', () => {
  it('holds a category, its total and its first page of card summaries, newest first', async () => {
    const [category] = (await data.home.loadHomePage()).categories;
    const listing = JSON.parse(JSON.stringify(await data.listing.loadListingPage(category!)));
    expect(v.parse(categorySchema, listing.category).id).toBe(category!.id);
    expect(listing.firstPage.length).toBe(Math.min(24, listing.total));
    const { products } = await import('../../src/data/catalogue.ts').then(async (m) => ({ products: await m.loadAllProducts() }));
    const newestOfCategory = products.filter((p) => p.categoryId === category!.id).sort(newestFirst).slice(0, 24).map((p) => p.id);
    expect(listing.firstPage.map((card: { id: number }) => card.id)).toEqual(newestOfCategory);
    for (const card of listing.firstPage) {
      expect(Object.keys(card).sort()).toEqual(['id', 'image', 'inStock', 'name', 'nameBn', 'off', 'price', 'regularPrice', 'salePrice', 'variants']);
    }
  });
  it('lists the whole catalogue without a category', async () => {
    const all = await data.listing.loadListingPage(null);
    expect(all.category).toBeNull();
    expect(all.total).toBe(120);
  });
  it('holds the discounts running at the build that cover its products: what its island prices the API\'s cards with', async () => {
    const all = await data.listing.loadListingPage(null);
    // The seed's running discount covers one category (gift boxes): its page has it, the others not.
    expect(all.discounts.some((discount) => discount.categoryId !== null)).toBe(true);
    for (const discount of all.discounts) expect(Object.keys(discount).sort()).toEqual(['categoryId', 'id', 'name', 'type', 'value']);
    const held = await Promise.all(all.categories.map(async (category) => {
      const page = await data.listing.loadListingPage(category);
      expect(page.discounts).toEqual(all.discounts.filter((discount) => discount.categoryId === null || discount.categoryId === category.id));
      return page.discounts.length;
    }));
    expect(held.some((count) => count > 0) && held.some((count) => count === 0)).toBe(true);
  });
});

describe('loadProductPage', () => {
  it('holds the product, its category and related products', async () => {
    const [first] = (await data.product.productPaths()).map((path) => path.props.product);
    const page = JSON.parse(JSON.stringify(await data.product.loadProductPage(first!)));
    expectShopProduct(page.product);
    expect(v.parse(categorySchema, page.category).id).toBe(page.product.categoryId);
    expect(page.related.length).toBeGreaterThan(0);
    page.related.forEach(expectShopProduct);
  });

  it('holds the product’s Bangla description, and not its related products’ (their cards show none)', async () => {
    const [first] = (await data.product.productPaths()).map((path) => path.props.product);
    const page = await data.product.loadProductPage(first!);
    expect(page.product.descriptionBn).toMatch(/[\u0980-\u09FF]/);
    for (const related of page.related) {
      expect(related).not.toHaveProperty('descriptionBn');
      expect(related.description).not.toBe('');
    }
  });
});
