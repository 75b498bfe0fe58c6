import { describe, expect, it } from 'vitest';
import { addItem, clearCart, EMPTY_CART, MAX_CART_LINES, type Cart } from '../../src/lib/cart.ts';
import { CART_VERSION, parseStoredCart, serializeCart } from '../../src/lib/cart-storage.ts';
import { pen, sku } from './fixtures.ts';

const blue = sku({ id: 1, price: 20 });
const valid = addItem(EMPTY_CART, pen, blue, 2);
/** The stored form of `cart`, as an object a test can tamper with. */
const stored = (cart: Cart = valid) => JSON.parse(serializeCart(cart));
/** `stored(valid)` with its one line changed. */
const withLine = (change: Record<string, unknown>) => JSON.stringify({ ...stored(), items: [{ ...stored().items[0], ...change }] });

describe('serializeCart', () => {
  it('stores a versioned cart of lines without derived totals', () => {
    expect(stored({ ...valid, coupon: 'EID10' })).toEqual({ version: CART_VERSION, items: [{ product: pen, sku: blue, quantity: 2 }], coupon: 'EID10' });
  });
});

describe('parseStoredCart', () => {
  it('restores a stored cart', () => {
    expect(parseStoredCart(serializeCart({ ...valid, coupon: 'EID10' }))).toEqual({ ...valid, coupon: 'EID10' });
  });
  it('turns corrupt JSON into an empty cart without throwing', () => {
    expect(parseStoredCart('{not json')).toEqual(clearCart());
    expect(parseStoredCart('null')).toEqual(clearCart());
    expect(parseStoredCart(undefined)).toEqual(clearCart());
  });
  it('turns a tampered shape into an empty cart', () => {
    expect(parseStoredCart(JSON.stringify({ items: [{ sku: 1, quantity: -5 }], quantity: 'x' }))).toEqual(clearCart());
  });
  it('recomputes subtotals and quantity instead of trusting stored ones', () => {
    const tampered = { ...stored(), quantity: 99, items: [{ ...stored().items[0], subTotal: 0.01 }] };
    const restored = parseStoredCart(JSON.stringify(tampered));
    expect(restored.items[0]!.subTotal).toBe(40);
    expect(restored.quantity).toBe(2);
  });
  it('drops a cart of a version it does not know, without an error', () => {
    expect(parseStoredCart(JSON.stringify({ ...stored(), version: 3 }))).toEqual(clearCart());
  });
});

describe('parseStoredCart, an unversioned cart saved before version 2', () => {
  // Today's shape in shoppers' localStorage: the API's wire sku, the cart's derived totals beside it.
  const wireSku = { id: 1, code: 'PEN-BLU-1', price: 30, sale_price: 25, regular_price: 30, stock: 10, image: blue.image,
    attributes: [{ name: 'Color', option: 'Blue' }], attributeValues: blue.attributeValues };
  const legacy = { items: [{ product: pen, sku: wireSku, quantity: 2, subTotal: 50 }], quantity: 2, coupon: null };

  it('is migrated when it parses: wire prices become domain prices', () => {
    const cart = parseStoredCart(JSON.stringify(legacy));
    expect(cart.items[0]!.sku).toEqual({ ...blue, price: 30, salePrice: 25, regularPrice: 30 });
    expect(cart).toMatchObject({ quantity: 2, coupon: null, items: [{ subTotal: 50 }] });
  });
  it('is dropped when it does not parse', () => {
    const broken = { ...legacy, items: [{ ...legacy.items[0], sku: { ...wireSku, sale_price: 'cheap' } }] };
    expect(parseStoredCart(JSON.stringify(broken))).toEqual(clearCart());
  });
});

describe('parseStoredCart, hostile input', () => {
  it('rejects a quantity below 1 or above the line limit', () => {
    for (const quantity of [0, -1, 1.5, 1000]) expect(parseStoredCart(withLine({ quantity }))).toEqual(clearCart());
  });
  it('rejects a negative or non-numeric price', () => {
    expect(parseStoredCart(withLine({ sku: { ...blue, price: -5 } }))).toEqual(clearCart());
    expect(parseStoredCart(withLine({ sku: { ...blue, salePrice: '1' } }))).toEqual(clearCart());
  });
  it('keeps one line per sku', () => {
    const doubled = { ...stored(), items: [stored().items[0], stored().items[0]] };
    expect(parseStoredCart(JSON.stringify(doubled)).items).toHaveLength(1);
  });
  it('drops a coupon that is not text', () => {
    expect(parseStoredCart(JSON.stringify({ ...stored(), coupon: 42 })).coupon).toBeNull();
  });
  it('rejects image addresses that are not http(s) URLs (rendering would throw on them)', () => {
    for (const src of ['x', '', '/media/skus/1.webp', 'javascript:alert(1)', 'data:image/png;base64,AA']) {
      expect(parseStoredCart(withLine({ sku: { ...blue, image: { ...blue.image, src } } }))).toEqual(clearCart());
      expect(parseStoredCart(withLine({ product: { ...pen, image: src } }))).toEqual(clearCart());
    }
  });
  it('rejects pictures from any host but the shop’s media service', () => {
    for (const src of ['https://evil.example/media/skus/1.webp', 'http://localhost:8787/health', 'http://localhost:8787/media/../health']) {
      expect(parseStoredCart(withLine({ sku: { ...blue, image: { ...blue.image, src } } })), src).toEqual(clearCart());
      expect(parseStoredCart(withLine({ product: { ...pen, image: src } })), src).toEqual(clearCart());
    }
  });
  it('keeps a line saved with or without its category, and rejects a bad one', () => {
    const withCategory = addItem(EMPTY_CART, { ...pen, categoryId: 3 }, blue, 1);
    expect(parseStoredCart(serializeCart(withCategory)).items[0]!.product.categoryId).toBe(3);
    expect(parseStoredCart(serializeCart(valid)).items).toHaveLength(1);
    expect(parseStoredCart(withLine({ product: { ...pen, categoryId: 'pens' } }))).toEqual(clearCart());
  });
  it('cuts a stored cart of 10,000 lines to its first MAX_CART_LINES', () => {
    const line = stored().items[0];
    const huge = { ...stored(), items: Array.from({ length: 10_000 }, (_, i) => ({ ...line, sku: { ...line.sku, id: i + 1 } })) };
    const cart = parseStoredCart(JSON.stringify(huge));
    expect(cart.items.map((item) => item.sku.id)).toEqual(Array.from({ length: MAX_CART_LINES }, (_, i) => i + 1));
  });
  it('cuts before checking lines: a bad line past the cap cannot empty the cart', () => {
    const line = stored().items[0];
    const items = Array.from({ length: MAX_CART_LINES }, (_, i) => ({ ...line, sku: { ...line.sku, id: i + 1 } }));
    expect(parseStoredCart(JSON.stringify({ ...stored(), items: [...items, { junk: true }] })).items).toHaveLength(MAX_CART_LINES);
  });
});
