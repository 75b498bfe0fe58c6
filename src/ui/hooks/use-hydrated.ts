import { useEffect, useState } from 'react';

/**
 * False during the server render and the first client render, true after mount. Islands that
 * show browser-only state (localStorage) render the server's version until then, so hydration
 * never mismatches.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
