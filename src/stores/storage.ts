import { setPersistentEngine, windowPersistentEvents } from '@nanostores/persistent';
import { atom } from 'nanostores';

/**
 * Set when the browser refused to save (storage full or blocked). State keeps working in memory
 * for this page; the UI tells the shopper it may not be kept (never a crash).
 */
export const $storageFailed = atom(false);

/**
 * localStorage behind a guard: @nanostores/persistent writes with a plain assignment, which throws
 * QuotaExceededError (or SecurityError when storage is blocked) inside a store update.
 */
export function guardedStorage(storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): Record<string, string> {
  return new Proxy({} as Record<string, string>, {
    get: (_target, key) => (typeof key === 'string' ? (safely(() => storage.getItem(key)) ?? undefined) : undefined),
    has: (_target, key) => typeof key === 'string' && safely(() => storage.getItem(key)) != null,
    set: (_target, key, value: string) => {
      // A write that goes through again means space was freed: the warning is over.
      if (typeof key === 'string') $storageFailed.set(safely(() => (storage.setItem(key, value), true)) === undefined);
      return true;
    },
    deleteProperty: (_target, key) => {
      if (typeof key === 'string') safely(() => storage.removeItem(key));
      return true;
    },
  });
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

if (typeof window !== 'undefined') {
  const storage = safely(() => window.localStorage);
  if (storage) setPersistentEngine(guardedStorage(storage), windowPersistentEvents);
}
