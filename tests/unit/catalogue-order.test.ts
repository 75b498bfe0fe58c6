import { describe, expect, it } from 'vitest';
import { newestFirst, newestSortKey } from '../../src/lib/catalogue-order.ts';

const products = [
  { id: 7, createdAt: '2026-03-01T10:00:00.000Z' },
  { id: 12, createdAt: '2026-05-20T08:30:00.000Z' },
  { id: 3, createdAt: '2026-05-20T08:30:00.000Z' },
  { id: 120, createdAt: '2025-12-31T23:59:59.000Z' },
  { id: 45, createdAt: '2026-03-01T10:00:00.000Z' },
];

describe('newestFirst', () => {
  it('puts later products first and breaks ties by the higher id', () => {
    expect([...products].sort(newestFirst).map((p) => p.id)).toEqual([12, 3, 45, 7, 120]);
  });
});

describe('newestSortKey', () => {
  it('gives a unique key per product', () => {
    expect(new Set(products.map(newestSortKey)).size).toBe(products.length);
  });

  it('sorted descending as strings, gives the same order as newestFirst', () => {
    // Pagefind sorts non-numeric keys as strings; the listing asks for them descending.
    const byKey = [...products].sort((a, b) => newestSortKey(b).localeCompare(newestSortKey(a)));
    expect(byKey.map((p) => p.id)).toEqual([...products].sort(newestFirst).map((p) => p.id));
  });
});
