import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { cleanStores } from 'nanostores';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/lib/api/client.ts';
import { listProducts } from '../../src/lib/api/items.ts';
import type { Product, SignInAnswer } from '../../src/lib/contract/index.ts';
import { WISHLIST_PENDING_KEY, rememberWishlistIntent } from '../../src/lib/wishlist.ts';
import { apiClient, sessionHooks, setApiClient } from '../../src/stores/api-client.ts';
import { $auth, $currentUser, $profile, signedIn } from '../../src/stores/auth.ts';
import { $cart, clearCart } from '../../src/stores/cart.ts';
import { $sessionToken } from '../../src/stores/session.ts';
import {
  $wishlist,
  $wishlistProducts,
  addToWishlist,
  loadWishlistPage,
  moveToCart,
  removeFromWishlist,
  settleWishlistIntent,
} from '../../src/stores/wishlist.ts';
import { wishlistItemsOf } from '../../src/stores/wishlist-hearts.ts';
import { send } from './support/accounts.ts';
import { useReferenceApi } from './support/reference-api.ts';

// `$wishlist` and its actions against the real reference API; the build's `_payload.json` files are
// served from the API's own products, as a build made from it would hold them.
const api = useReferenceApi({ demoProducts: 24 });
useTestStorageEngine();
const session = new Map<string, string>();
let products: Product[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  setApiClient(createApiClient({ baseURL: api.origin, apiKey: 'demo-storefront-key', deviceId: 'test', retryDelay: 1, ...sessionHooks }));
  Object.assign(globalThis, {
    sessionStorage: { getItem: (k: string) => session.get(k) ?? null, setItem: (k: string, v: string) => session.set(k, v), removeItem: (k: string) => session.delete(k) },
  });
  const page = await listProducts(apiClient(), { size: 24 });
  if (!page.ok) throw new Error('no catalogue');
  products = page.body.list;
  // The site's own files: `/products/{id}/_payload.json` for every product of the catalogue.
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = /^\/products\/(\d+)\/_payload\.json$/.exec(String(input));
    if (!path) return realFetch(input, init);
    const product = products.find((p) => p.id === Number(path[1]));
    return product ? Response.json({ product: { ...product, discount: null }, category: null, related: [] }) : new Response('<h1>Not found</h1>', { status: 404 });
  });
});
afterAll(() => {
  setApiClient(undefined);
  vi.unstubAllGlobals();
});
beforeEach(async () => {
  const sent = await send(api, 'POST', '/api/signup', { body: { name: 'Rina Akter', email: `rina-${crypto.randomUUID()}@example.com`, password: 'correct horse battery' } });
  signedIn(sent.json as SignInAnswer);
});
afterEach(() => {
  cleanTestStorage();
  cleanStores($auth, $currentUser, $profile, $sessionToken, $wishlist, $wishlistProducts, $cart);
  $wishlist.set({ list: [], total: 0, page: 1, status: 'idle' });
  $wishlistProducts.set({});
  clearCart();
  session.clear();
});

const option = (i: number, stocked = true) => {
  const product = products.filter((p) => p.skus.some((s) => (s.stock > 0) === stocked))[i]!;
  return { itemId: product.id, skuCode: product.skus.find((s) => (s.stock > 0) === stocked)!.code };
};

describe('addToWishlist and wishlistItemsOf', () => {
  it('keeps an option once and finds the customer’s items of that product only', async () => {
    const first = await addToWishlist(option(0));
    const again = await addToWishlist(option(0));
    await addToWishlist(option(1));
    expect(first.ok && again.ok && again.body.wishlistId === first.body.wishlistId).toBe(true);
    const found = await wishlistItemsOf(option(0).itemId);
    expect(found.ok && found.body.map((item) => item.itemId)).toEqual([option(0).itemId]);
  });
});

describe('loadWishlistPage', () => {
  it('loads 10 a page, newest first, with the total and each card’s product', async () => {
    for (let i = 0; i < 11; i++) await addToWishlist(option(i));
    await loadWishlistPage(1);
    const first = $wishlist.get();
    expect(first).toMatchObject({ total: 11, page: 1, status: 'ready' });
    expect(first.list.map((item) => item.itemId)).toEqual(Array.from({ length: 10 }, (_, i) => option(10 - i).itemId));
    expect($wishlistProducts.get()[option(10).itemId]?.name).toBe(products.find((p) => p.id === option(10).itemId)!.name);
    await loadWishlistPage(2);
    expect($wishlist.get().list.map((item) => item.itemId)).toEqual([option(0).itemId]);
  });

  it('adds a press made as a guest first, once', async () => {
    rememberWishlistIntent(option(2));
    await loadWishlistPage(1);
    expect($wishlist.get().list.map((item) => item.itemId)).toEqual([option(2).itemId]);
    expect(session.has(WISHLIST_PENDING_KEY)).toBe(false);
  });

  it('says it failed when the API refuses, keeping what it showed', async () => {
    setApiClient({ request: async () => ({ ok: false, status: 500, error: { status: 500, message: 'down', fieldErrors: {}, showable: true, network: false } }) });
    try {
      await loadWishlistPage(1);
      expect($wishlist.get().status).toBe('failed');
    } finally {
      setApiClient(createApiClient({ baseURL: api.origin, apiKey: 'demo-storefront-key', deviceId: 'test', retryDelay: 1, ...sessionHooks }));
    }
  });
});

describe('settleWishlistIntent', () => {
  it('does nothing for a guest, and keeps the press for after sign-in', async () => {
    cleanTestStorage();
    $sessionToken.set(undefined);
    rememberWishlistIntent(option(3));
    expect(await settleWishlistIntent()).toBeNull();
    expect(session.has(WISHLIST_PENDING_KEY)).toBe(true);
  });
});

describe('removeFromWishlist', () => {
  it('removes the item and moves the next page’s first item up', async () => {
    for (let i = 0; i < 11; i++) await addToWishlist(option(i));
    await loadWishlistPage(1);
    const newest = $wishlist.get().list[0]!;
    expect(await removeFromWishlist(newest.wishlistId)).toBe(true);
    const after = $wishlist.get();
    expect(after.total).toBe(10);
    expect(after.list.map((item) => item.wishlistId)).not.toContain(newest.wishlistId);
    expect(after.list.at(-1)!.itemId).toBe(option(0).itemId);
  });

  it('goes back a page when the last item of the last page is removed', async () => {
    for (let i = 0; i < 11; i++) await addToWishlist(option(i));
    await loadWishlistPage(2);
    expect(await removeFromWishlist($wishlist.get().list[0]!.wishlistId)).toBe(true);
    expect($wishlist.get()).toMatchObject({ page: 1, total: 10 });
  });
});

describe('moveToCart', () => {
  it('adds the kept option to the cart after the live check, then removes it from the wishlist', async () => {
    await addToWishlist(option(4));
    await loadWishlistPage(1);
    const outcome = await moveToCart($wishlist.get().list[0]!);
    expect(outcome).toEqual({ status: 'added', verified: true });
    expect($cart.get().items.map((line) => line.sku.code)).toEqual([option(4).skuCode]);
    expect($wishlist.get().total).toBe(0);
  });

  it('keeps a sold-out option in the wishlist and the cart unchanged', async () => {
    await addToWishlist(option(0, false));
    await loadWishlistPage(1);
    expect(await moveToCart($wishlist.get().list[0]!)).toEqual({ status: 'sold-out' });
    expect($cart.get().items).toEqual([]);
    expect($wishlist.get().total).toBe(1);
  });
});
