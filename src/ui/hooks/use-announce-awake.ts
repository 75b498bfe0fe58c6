import { useLayoutEffect, type RefObject } from 'react';
import { ISLAND_AWAKE_EVENT } from '../../lib/island-awake.ts';

/**
 * Says the island around `element` is awake (ISLAND_AWAKE_EVENT) as hydration commits: from then on
 * its handlers answer presses, and `client:header` makes again those it held. Call it after the
 * island's `useOnWake`, so what was typed before is taken up first.
 */
export function useAnnounceAwake(element: RefObject<Element | null>): void {
  useLayoutEffect(() => {
    element.current?.dispatchEvent(new Event(ISLAND_AWAKE_EVENT, { bubbles: true }));
  }, []);
}
