import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetKept, KEPT_FRESH_MS, pressWaiting, readKept, writeKept } from '../../src/lib/wishlist-kept.ts';

// The device's record of a customer's kept products (the card hearts paint it instead of loading
// the wishlist code): read back only for its own customer, only while fresh, never from junk.

/** A Storage on a Map, as the browser's (vitest runs in Node, which has none by default). */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() { return items.size; },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const NOW = Date.parse('2026-11-23T10:00:00Z');

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('readKept and writeKept', () => {
  it('read back what was written for the same customer while it is fresh', () => {
    writeKept(7, new Map([[12, [101, 102]], [30, [103]]]), NOW);
    expect(readKept(7, NOW + KEPT_FRESH_MS - 1)).toEqual(new Map([[12, [101, 102]], [30, [103]]]));
  });
  it('leave out products with nothing kept', () => {
    writeKept(7, new Map([[12, []], [30, [103]]]), NOW);
    expect(readKept(7, NOW)).toEqual(new Map([[30, [103]]]));
  });
  it('give another customer nothing of it', () => {
    writeKept(7, new Map([[12, [101]]]), NOW);
    expect(readKept(8, NOW)).toBeNull();
  });
  it('give nothing once it is old, or dated in the future (a clock set back)', () => {
    writeKept(7, new Map([[12, [101]]]), NOW);
    expect(readKept(7, NOW + KEPT_FRESH_MS)).toBeNull();
    expect(readKept(7, NOW - 1)).toBeNull();
  });
  it.each([
    ['not JSON', '{'],
    ['another shape', JSON.stringify({ userId: 7, at: NOW, kept: { 12: [101] } })],
    ['ids that are not ids', JSON.stringify({ userId: 7, at: NOW, kept: [[12, ['101']]] })],
    ['negative ids', JSON.stringify({ userId: 7, at: NOW, kept: [[-1, [101]]] })],
    ['too many products', JSON.stringify({ userId: 7, at: NOW, kept: Array.from({ length: 251 }, (_, i) => [i + 1, [i + 1]]) })],
  ])('read junk (%s) as no record, without an error', (_, raw) => {
    localStorage.setItem('wishlist-kept', raw);
    expect(readKept(7, NOW)).toBeNull();
  });
  it('is gone after forgetKept', () => {
    writeKept(7, new Map([[12, [101]]]), NOW);
    forgetKept();
    expect(readKept(7, NOW)).toBeNull();
  });
  it('survive storage that refuses (private mode): nothing is remembered, nothing throws', () => {
    vi.stubGlobal('localStorage', { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); }, getItem: () => { throw new Error('SecurityError'); } });
    expect(() => writeKept(7, new Map([[12, [101]]]), NOW)).not.toThrow();
    expect(readKept(7, NOW)).toBeNull();
  });
});

describe('pressWaiting', () => {
  it('says whether a guest’s press waits to be added', () => {
    expect(pressWaiting()).toBe(false);
    sessionStorage.setItem('wishlist-pending', JSON.stringify({ itemId: 1, skuCode: 'A' }));
    expect(pressWaiting()).toBe(true);
  });
});
