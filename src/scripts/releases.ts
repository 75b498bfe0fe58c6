import { isSlowConnection } from '../lib/releases/connection.ts';
import { initReloadGuard } from './reload-guard.ts';
import { connection, initVersionWatch } from './version-watch.ts';

/** What wakes prefetch: the shopper pointing, focusing, touching or scrolling. */
const FIRST_MOVES = ['mouseover', 'focusin', 'touchstart', 'scroll'];

/**
 * The browser's side of releases, on every page (run by the header's script, so it costs no
 * request of its own): the chunk-load reload guard first, then the version watch. Prefetch
 * (src/scripts/prefetch.ts) loads at the shopper's first move: a page nobody touches fetches
 * neither its code nor other pages, and on save-data or 2g it never loads. Its code failing to
 * load is a failed chunk like any other (Vite's `vite:preloadError`: the reload guard acts on it);
 * the rejection is caught here so it is not reported twice.
 */
export function initReleases(): void {
  initReloadGuard();
  let newer = false;
  initVersionWatch(() => (newer = true));
  const wake = (event: Event) => {
    for (const type of FIRST_MOVES) removeEventListener(type, wake, true);
    if (!isSlowConnection(connection())) import('./prefetch.ts').then(({ startPrefetch }) => startPrefetch(() => newer, event), () => {});
  };
  for (const type of FIRST_MOVES) addEventListener(type, wake, { capture: true, passive: true });
}
