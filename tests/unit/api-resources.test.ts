import { describe, expect, it } from 'vitest';
import { useStubServer } from './support/stub-server.ts';
import {
  createApiClient,
  createCatalogClient,
  listCurrencies,
  listProducts,
  listSliders,
  reshapeProduct,
  searchGlobalDiscounts,
  searchLinkedItems,
} from '../../src/lib/api/index.ts';
import type { Category, Currency, ProductWire, Slider } from '../../src/lib/contract/index.ts';

// A real local server on a free port; each test sets what it answers and reads what it received.
const stub = useStubServer();
const { seen } = stub;
/** What the stub answers this test's requests with. */
const answerWith = (answer: { status: number; body?: unknown }) => stub.reply(() => answer);

const api = () => createApiClient({ baseURL: stub.baseURL, apiKey: 'key', deviceId: 'device', retryDelay: 1 });
const last = () => seen.at(-1);
const page = <T>(list: T[]) => ({ list, total: list.length, page: 1, size: 10 });

const category: Category = { id: 3, name: 'Pens', nameBn: 'কলম', slug: 'pens', image: 'https://cdn.test/pens.webp' };
const currency: Currency = { id: 1, sourceId: 'BDT', currency: 'BDT', country: 'Bangladesh', numCode: '+88', rate: 1, img: '' };
const slider: Slider = {
  id: 1,
  title: 'Eid gifts',
  subtitle: 'Wrapped for you',
  link: '/categories/gifts',
  image: { src: 'https://cdn.test/eid.webp', width: 1600, height: 600, alt: 'Eid gifts' },
};
const product: ProductWire = {
  id: 10,
  name: 'Gel pen',
  nameBn: 'জেল কলম',
  slug: 'gel-pen',
  description: 'Smooth.',
  categoryId: 3,
  brand: 'Matador',
  createdAt: '2025-01-01T00:00:00.000Z',
  images: [{ src: 'https://cdn.test/pen.webp', image: 'https://cdn.test/pen.webp', width: 600, height: 600, alt: 'Gel pen' }],
  skus: [
    {
      id: 100,
      code: 'GP-BLUE',
      price: 20,
      sale_price: null,
      regular_price: null,
      stock: 5,
      image: { src: 'https://cdn.test/pen.webp', width: 600, height: 600 },
      attributes: [{ name: 'Color', option: 'Blue' }],
      attributeValues: [{ attribute: 'Color', option: 'Blue', displayLabel: 'Color', optionDisplayLabel: 'Blue' }],
    },
  ],
};

describe('listProducts', () => {
  it('GETs /api/v3/items/joined with paging and filters, and returns the validated page', async () => {
    answerWith({ status: 200, body: page([product]) });
    const result = await listProducts(api(), { page: 2, size: 50, categoryId: 3, query: ' pen ', sort: 'price_desc' });
    expect(last()?.url).toBe('/api/v3/items/joined?page=2&size=50&categoryId=3&query=pen&sort=price_desc');
    // Reshaped into the domain type: camelCase prices, no `images[].image` alias.
    expect(result).toEqual({ ok: true, status: 200, body: page([reshapeProduct(product)]) });
    expect(result.ok && result.body.list[0]?.skus[0]).toMatchObject({ salePrice: null, regularPrice: null });
  });

  it('leaves an empty search out and applies the default paging and sort', async () => {
    answerWith({ status: 200, body: page([]) });
    await listProducts(api(), { query: '  ' });
    expect(last()?.url).toBe('/api/v3/items/joined?page=1&size=20&sort=relevance');
  });

  it('rejects an unknown sort without calling the server', async () => {
    // A caller outside TypeScript's reach (a URL parameter passed on) can still send one.
    const result = await listProducts(api(), { sort: 'cheapest' as 'newest' });
    expect(seen).toHaveLength(0);
    expect(result).toMatchObject({ ok: false, status: 422, error: { fieldErrors: { sort: expect.any(String) } } });
  });

  it('rejects an invalid query without calling the server', async () => {
    const result = await listProducts(api(), { size: 500 });
    expect(seen).toHaveLength(0);
    expect(result).toMatchObject({ ok: false, status: 422, error: { fieldErrors: { size: expect.any(String) } } });
  });
});

describe('searchLinkedItems', () => {
  it('POSTs the search with its defaults and returns the validated page', async () => {
    answerWith({ status: 200, body: page([product]) });
    expect(await searchLinkedItems(api(), { itemId: 10 })).toEqual({ ok: true, status: 200, body: page([reshapeProduct(product)]) });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/items/linked/search' });
    expect(JSON.parse(last()?.body ?? '')).toEqual({ itemId: 10, size: 8 });
  });

  it('resolves bad input to a 422 failure with field errors, without throwing or calling the server', async () => {
    const result = await searchLinkedItems(api(), { itemId: -1, size: 500 });
    expect(seen).toHaveLength(0);
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      error: { status: 422, message: 'Validation failed', fieldErrors: { itemId: expect.any(String), size: expect.any(String) } },
    });
  });
});

// The cart's live discount check calls this in the browser: the search goes as given, and the API
// checks it (its defaults, page 1 of 20, and its 422 are the reference API's: api-reference-client.test.ts).
// No request schema ships to the cart page for it.
describe('searchGlobalDiscounts', () => {
  it('POSTs the search as given', async () => {
    answerWith({ status: 200, body: page([]) });
    expect(await searchGlobalDiscounts(api())).toMatchObject({ ok: true, status: 200 });
    expect(last()).toMatchObject({ method: 'POST', url: '/api/global/discounts/search' });
    expect(JSON.parse(last()?.body ?? '')).toEqual({});
    await searchGlobalDiscounts(api(), { size: 100 });
    expect(JSON.parse(last()?.body ?? '')).toEqual({ size: 100 });
  });

  it('resolves the API’s 422 for bad input to a failure with its field errors, without throwing', async () => {
    answerWith({ status: 422, body: { message: 'Validation failed', errors: { activeAt: ['Expected an ISO timestamp'], page: ['Invalid value'] } } });
    const result = await searchGlobalDiscounts(api(), { activeAt: 'yesterday', page: 0 });
    expect(seen).toHaveLength(1);
    expect(JSON.parse(last()?.body ?? '')).toEqual({ activeAt: 'yesterday', page: 0 });
    expect(result).toMatchObject({
      ok: false,
      status: 422,
      error: { status: 422, message: 'Validation failed', fieldErrors: { activeAt: expect.any(String), page: expect.any(String) } },
    });
  });
});

describe('listSliders', () => {
  it('GETs /api/cms/sliders/images and returns the validated page', async () => {
    answerWith({ status: 200, body: page([slider]) });
    expect(await listSliders(api())).toEqual({ ok: true, status: 200, body: page([slider]) });
    expect(last()?.url).toBe('/api/cms/sliders/images');
  });
});

describe('listCurrencies', () => {
  it('GETs /api/currencies/conversions?size=10 and returns body.list', async () => {
    answerWith({ status: 200, body: page([currency]) });
    expect(await listCurrencies(api())).toEqual({ ok: true, status: 200, body: [currency] });
    expect(last()?.url).toBe('/api/currencies/conversions?size=10');
  });

  it('reports a malformed list as an unexpected response', async () => {
    answerWith({ status: 200, body: { list: [{ currency: 'taka' }] } });
    expect(await listCurrencies(api())).toMatchObject({ ok: false, status: 502 });
  });
});

describe('createCatalogClient', () => {
  const catalog = () => createCatalogClient({ baseURL: `${stub.baseURL}/api/v3/store`, key: 'shop', secret: 's3cret', retryDelay: 1 });

  it('authenticates with Basic base64(key:secret) and sends no API key', async () => {
    answerWith({ status: 200, body: { list: [category] } });
    await catalog().listCategories();
    expect(last()?.headers.authorization).toBe(`Basic ${Buffer.from('shop:s3cret').toString('base64')}`);
    expect(last()?.headers['x-api-key']).toBeUndefined();
  });

  it('listCategories GETs /products/categories and returns body.list', async () => {
    answerWith({ status: 200, body: { list: [category] } });
    expect(await catalog().listCategories()).toEqual({ ok: true, status: 200, body: [category] });
    expect(last()).toMatchObject({ method: 'GET', url: '/api/v3/store/products/categories' });
  });

  it('getCategory GETs /products/categories/{id} and returns the category', async () => {
    answerWith({ status: 200, body: category });
    expect(await catalog().getCategory(3)).toEqual({ ok: true, status: 200, body: category });
    expect(last()?.url).toBe('/api/v3/store/products/categories/3');
  });

  it('normalises errors like the main client: a 404 is showable, with the server message', async () => {
    answerWith({ status: 404, body: { message: 'Category not found: 99' } });
    expect(await catalog().getCategory(99)).toMatchObject({
      ok: false,
      status: 404,
      error: { message: 'Category not found: 99', showable: true },
    });
  });

  it('retries a catalogue GET on 502 like the main client', async () => {
    answerWith({ status: 502, body: { message: 'Bad gateway' } });
    await catalog().listCategories();
    expect(seen).toHaveLength(3);
  });
});
