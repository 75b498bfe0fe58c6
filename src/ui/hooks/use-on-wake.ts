import { useLayoutEffect, type RefObject } from 'react';

/**
 * Calls `adopt` once, as the island wakes, with its element as the page holds it then: what a
 * shopper typed, picked or pressed before the JavaScript arrived is taken up, never dropped.
 * A layout effect, so it reads the DOM before React's next render rewrites inputs from state.
 */
export function useOnWake<T extends Element>(element: RefObject<T | null>, adopt: (element: T) => void): void {
  useLayoutEffect(() => {
    if (element.current) adopt(element.current);
    // Once, on wake: later changes reach the island through its own event handlers.
  }, []);
}
