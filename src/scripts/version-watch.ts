import type { ConnectionHint } from '../lib/releases/connection.ts';
import { isPageNavigation, newerBuild } from '../lib/releases/version-check.ts';
import { whenIdle } from './when-idle.ts';

/*
 * The version watch (spec §1, §8; rules in src/lib/releases/version-check.ts): asks
 * `builds/latest.json` which build is live, first once the page is idle, then every
 * PUBLIC_VERSION_CHECK_INTERVAL ms while the tab is seen, and when it is seen again. Both the build
 * and the interval come in the page's `<meta name="build-id" data-interval>` (BaseLayout): the
 * bundle stays the same from build to build and carries no configuration.
 *
 * Once a newer build is live, a page brought back from the back/forward cache reloads, and the
 * next link followed loads the new build's page, never a prefetched copy of the old one. Chromium's
 * HTTP cache has served a `<link rel=prefetch>`ed response once within 5 minutes without
 * revalidating it, whatever its Cache-Control said (net/http/http_cache_transaction.cc:
 * `unused_since_prefetch`, `kPrefetchReuseMins`); the Chromium 156 the tests run revalidates it.
 * Not to depend on either, the page is first fetched with `cache: 'reload'`, which bypasses the
 * cache and puts the fresh copy in place of the prefetched one; the navigation then revalidates it
 * as HTML always is (a 304) and shows the new build, at its own URL.
 */

/** What the browser says of the connection (Chromium only). */
export const connection = (): ConnectionHint | undefined => (navigator as { connection?: ConnectionHint }).connection;

const fetchLatest = () =>
  fetch('/builds/latest.json', { cache: 'no-store' }).then((response) => {
    if (!response.ok) throw response.status;
    return response.json() as Promise<{ id?: unknown }>;
  });

/** Starts the watch; `onNewer` is told once a newer build is live. A page without a build id (`astro dev`) is not watched. */
export function initVersionWatch(onNewer: () => void): void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="build-id"]');
  const pageId = meta?.content;
  if (!pageId) return;
  let newer: string | undefined;
  const check = async () => {
    if (!document.hidden && !newer && (newer = await newerBuild(pageId, connection(), fetchLatest, console.warn))) onNewer();
    return newer;
  };
  whenIdle(check);
  setInterval(check, Number(meta!.dataset['interval']) || 600_000);
  document.addEventListener('visibilitychange', check);
  addEventListener('pageshow', async (event) => event.persisted && (await check()) && location.reload());
  document.addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.('a[href]') as HTMLAnchorElement | null;
    if (newer && link && isPageNavigation(event, link, location)) {
      event.preventDefault();
      const go = () => location.assign(link.href);
      fetch(link.href, { cache: 'reload' }).then(go, go);
    }
  });
}
