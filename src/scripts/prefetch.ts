import { isSlowConnection } from '../lib/releases/connection.ts';
import { prefetchQueue } from '../lib/releases/prefetch-queue.ts';
import { connection } from './version-watch.ts';

/*
 * Prefetch (spec §9; the limiter in src/lib/releases/prefetch-queue.ts): a link inside
 * `[data-prefetch]` (header menu, category links, product cards) is prefetched when a shopper
 * points at it, focuses it or touches it; a link marked `data-prefetch="visible"` (a product card)
 * also when it is in view on a fast (4g) connection. At most 4 at a time, each once, none on
 * save-data or 2g. Smaller than Astro's prefetch script, which has no limit. Loaded by
 * `releases.ts` at the shopper's first move (pointer, focus, touch, scroll), not with the page.
 */

/** Prefetches with `<link rel=prefetch>` (the browser keeps the page for the next navigation); settles when loaded or failed. */
const prefetchPage = (url: string) =>
  new Promise((done) => {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    link.onload = link.onerror = done;
    document.head.append(link);
  });

/** Starts prefetching likely links, beginning with the one `first` (the event that woke it) is on; `stopped` says when not to any more. */
export function startPrefetch(stopped: () => boolean, first: Event): void {
  const add = prefetchQueue(prefetchPage);
  const consider = (event: { target: EventTarget | null }) => {
    const link = (event.target as Element).closest?.('[data-prefetch] a[href],a[data-prefetch]') as HTMLAnchorElement | null;
    if (link?.origin == location.origin && link.pathname != location.pathname && !stopped() && !isSlowConnection(connection())) add(link.origin + link.pathname + link.search);
  };
  for (const type of ['mouseover', 'focusin', 'touchstart']) addEventListener(type, consider, { passive: true });
  consider(first);
  if (connection()?.effectiveType != '4g') return;
  const view = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) view.unobserve(entry.target), consider(entry);
  });
  for (const link of document.querySelectorAll('a[data-prefetch="visible"]')) view.observe(link);
}
