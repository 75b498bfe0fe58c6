import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import { listProducts } from '../../src/lib/api/items.ts';
import { MAX_CART_LINES } from '../../src/lib/cart.ts';
import type { Product, Sku } from '../../src/lib/contract/index.ts';
import { setApiClient } from '../../src/stores/api-client.ts';
import * as cartStore from '../../src/stores/cart.ts';
import * as cartAdd from '../../src/stores/cart-add.ts';

const store = { ...cartStore, ...cartAdd };
import { pen } from './fixtures.ts';
import { useReferenceApi } from './support/reference-api.ts';

// The cart store's actions, with the live stock check against the real reference API, injected
// as the stores' client (no environment tricks, no dynamic imports).
const api = useReferenceApi();
let skus: Sku[] = [];

beforeAll(async () => {
  const client = createApiClient({ baseURL: api.origin, apiKey: 'demo-storefront-key', deviceId: 'test', retryDelay: 1 });
  setApiClient(client);
  const products: Product[] = [];
  for (let page = 1; page <= 2; page++) {
    const result = await listProducts(client, { page, size: 100 });
    if (result.ok) products.push(...result.body.list);
  }
  skus = products.flatMap((product) => product.skus);
});
afterAll(() => setApiClient(undefined));
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
    await api.stop();
    try {
      expect(await store.addToCartChecked(pen, sku)).toEqual({ status: 'added', verified: false });
      expect(store.$cart.get().items).toHaveLength(1);
    } finally {
      await api.restart();
    }
  });
  it('refuses a new sku in a full cart with a message to show, without asking the API', async () => {
    for (const sku of skus.slice(0, MAX_CART_LINES)) store.addToCart(pen, sku);
    const extra = skus[MAX_CART_LINES]!;
    expect(store.addToCart(pen, extra)).toBe(false);
    expect(await store.addToCartChecked(pen, extra)).toEqual({ status: 'cart-full', message: store.cartFullMessage() });
    expect(store.cartFullMessage()).toContain(String(MAX_CART_LINES));
    expect(store.$cart.get().items).toHaveLength(MAX_CART_LINES);
  });
});
