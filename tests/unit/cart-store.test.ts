import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startApi, type RunningApi } from '../../api/server.ts';
import { createApiClient } from '../../src/lib/api/client.ts';
import { listProducts } from '../../src/lib/api/items.ts';
import type { Product, Sku } from '../../src/lib/contract/index.ts';
import { pen } from './fixtures.ts';

// The cart store's actions, with the live stock check against the real reference API.
const dir = mkdtempSync(join(tmpdir(), 'cart-store-'));
let api: RunningApi;
let store: typeof import('../../src/stores/cart.ts');
let skus: Sku[] = [];

beforeAll(async () => {
  api = await startApi({ port: 0, dbPath: join(dir, 'shop.db'), mediaCacheDir: join(dir, 'media'), demoProducts: 120 });
  process.env['PUBLIC_API_URL'] = api.url; // read by the astro:env stand-in when the store loads
  store = await import('../../src/stores/cart.ts');
  const client = createApiClient({ baseURL: api.url, apiKey: 'demo-storefront-key', deviceId: 'test' });
  const products: Product[] = [];
  for (let page = 1; page <= 2; page++) {
    const result = await listProducts(client, { page, size: 100 });
    if (result.ok) products.push(...result.body.list);
  }
  skus = products.flatMap((product) => product.skus);
});
afterAll(async () => {
  await api.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => store.clearCart());

const soldOut = () => skus.find((sku) => sku.stock === 0)!;
const inStock = (atLeast: number) => skus.find((sku) => sku.stock >= atLeast)!;

describe('addToCart', () => {
  it('without a sku logs "No SKU provided" and changes nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(store.addToCart(pen, null)).toBe(false);
    expect(warn).toHaveBeenCalledWith('No SKU provided');
    expect(store.$cart.get().items).toEqual([]);
    warn.mockRestore();
  });
  it('adds a line and keeps the count and total in step', () => {
    const sku = inStock(2);
    store.addToCart(pen, sku, 2);
    expect(store.$cartCount.get()).toBe(2);
    expect(store.$cartTotal.get()).toBe(store.$cart.get().items[0]!.subTotal);
  });
});

describe('addToCartChecked', () => {
  it('adds a sku the live stock holds, verified', async () => {
    const sku = inStock(3);
    expect(await store.addToCartChecked(pen, sku, 2)).toEqual({ status: 'added', verified: true });
    expect(store.$cart.get().items[0]).toMatchObject({ quantity: 2, sku: { id: sku.id } });
  });
  it('refuses a sku that is sold out now', async () => {
    expect(await store.addToCartChecked(pen, soldOut())).toEqual({ status: 'sold-out' });
    expect(store.$cart.get().items).toEqual([]);
  });
  it('refuses more than the live stock, counting what the cart already holds', async () => {
    const sku = inStock(2);
    store.addToCart(pen, sku, sku.stock - 1);
    expect(await store.addToCartChecked(pen, sku, 5)).toEqual({ status: 'limited', available: 1 });
    expect(store.$cart.get().items[0]!.quantity).toBe(sku.stock - 1);
  });
  it('without a sku reports it and adds nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await store.addToCartChecked(pen, undefined)).toEqual({ status: 'no-sku' });
    expect(store.$cart.get().items).toEqual([]);
    warn.mockRestore();
  });
  it('adds unverified when the API is out of reach: the cart is local, checkout checks again', async () => {
    const sku = inStock(1);
    await api.close();
    try {
      expect(await store.addToCartChecked(pen, sku)).toEqual({ status: 'added', verified: false });
      expect(store.$cart.get().items).toHaveLength(1);
    } finally {
      api = await startApi({ port: Number(new URL(api.url).port), dbPath: join(dir, 'shop.db'), mediaCacheDir: join(dir, 'media') });
    }
  });
});
