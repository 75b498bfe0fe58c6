import type { ReadableAtom } from 'nanostores';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/**
 * A nanostores store's value in a React component, re-rendering when it changes: what
 * `@nanostores/react`'s `useStore` does for a whole store, without its per-key listening (which
 * no island uses, and which brought ~0.6 KB of nanostores' deep-map code onto every island page).
 * The snapshot is taken at render and compared again when React subscribes, so a change between
 * the two is never missed.
 */
export function useStore<T>(store: ReadableAtom<T>): T {
  const snapshot = useRef<T>(undefined as T);
  snapshot.current = store.get();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const changed = (value: T) => {
        if (snapshot.current === value) return;
        snapshot.current = value;
        onChange();
      };
      const stop = store.listen(changed);
      changed(store.get());
      return stop;
    },
    [store],
  );
  const get = () => snapshot.current;
  return useSyncExternalStore(subscribe, get, get);
}
