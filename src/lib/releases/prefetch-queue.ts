/*
 * The prefetch limiter (spec §9): "At most 4 simultaneous route preloads", so prefetches never
 * crowd out what the shopper is loading now on a 3G connection. Each URL is prefetched once.
 */

/** Spec §9: at most 4 prefetches in flight. */
export const PREFETCH_LIMIT = 4;

/**
 * A queue of URLs to prefetch with `start`, at most `limit` in flight; a URL seen before is
 * skipped. A prefetch that fails frees its place like one that finished: it was only a guess.
 */
export function prefetchQueue(start: (url: string) => Promise<unknown>, limit: number = PREFETCH_LIMIT): (url: string) => void {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  const next = (): void => {
    if (running < limit && waiting.length) {
      running++;
      const done = () => (running--, next());
      start(waiting.shift()!).then(done, done);
      next();
    }
  };
  return (url) => {
    if (!seen.has(url)) seen.add(url), waiting.push(url), next();
  };
}
