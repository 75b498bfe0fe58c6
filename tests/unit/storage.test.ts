import { describe, expect, it } from 'vitest';
import { $storageFailed, guardedStorage } from '../../src/stores/storage.ts';

function fakeStorage(quota: number) {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('guardedStorage', () => {
  it('reads, writes and deletes through to the storage', () => {
    const backing = fakeStorage(100);
    const storage = guardedStorage(backing);
    storage['cart'] = '{"a":1}';
    expect(backing.data.get('cart')).toBe('{"a":1}');
    expect('cart' in storage).toBe(true);
    expect(storage['cart']).toBe('{"a":1}');
    delete storage['cart'];
    expect('cart' in storage).toBe(false);
    expect(storage['cart']).toBeUndefined();
  });
  it('swallows a full storage and raises $storageFailed instead of throwing', () => {
    $storageFailed.set(false);
    const storage = guardedStorage(fakeStorage(3));
    expect(() => (storage['cart'] = 'too long')).not.toThrow();
    expect($storageFailed.get()).toBe(true);
  });
  it('lowers $storageFailed again once a write goes through (space was freed)', () => {
    $storageFailed.set(false);
    const storage = guardedStorage(fakeStorage(3));
    storage['cart'] = 'too long';
    expect($storageFailed.get()).toBe(true);
    storage['cart'] = 'ok';
    expect($storageFailed.get()).toBe(false);
  });
  it('treats unreadable storage as empty', () => {
    const storage = guardedStorage({ getItem: () => { throw new Error('blocked'); }, setItem: () => {}, removeItem: () => {} });
    expect('cart' in storage).toBe(false);
    expect(storage['cart']).toBeUndefined();
  });
});
