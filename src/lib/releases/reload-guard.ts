/*
 * The chunk-load reload guard's rule (spec §4 "Navigation", §9): when a script chunk fails to load
 * (a release replaced the files an open page still asks for), the page reloads to get the new
 * build's, at most once per 10 seconds per path, so a chunk that stays missing never loops.
 */

/** Spec §9: "Page reload guard window is 10 seconds." */
export const RELOAD_WINDOW_MS = 10_000;

/** The part of sessionStorage the rule uses. */
export type ReloadRecord = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * Whether `path` may reload itself at `now` (epoch ms): not when it did less than 10 s before by
 * `record` (one entry per path, `reload:{path}`); when it may, the reload is recorded. A time from
 * the future (a clock set back) or a damaged entry does not stop it.
 */
export function allowReload(record: ReloadRecord, path: string, now: number): boolean {
  const key = `reload:${path}`;
  const last = Number(record.getItem(key));
  if (now - last < RELOAD_WINDOW_MS && now >= last) return false;
  record.setItem(key, String(now));
  return true;
}

/**
 * Whether an error is one of the build's bundles (`/_astro/`) or its styles failing to load, which a
 * newer release may have replaced: Chromium says "Failed to fetch dynamically imported module",
 * Firefox "error loading dynamically imported module", Safari "Importing a module script failed"
 * (naming no file), Vite "Unable to preload CSS for …". A component's own exception is not one:
 * reloading would not help. Nor is a file outside the bundles that the code loading it copes
 * without (the search index's library: the header then searches as plain HTML does); reloading
 * for it would lose what the shopper was doing.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = (error as Error | undefined)?.message;
  if (!/dynamically imported module|Importing a module script failed|Unable to preload/.test(message!)) return false;
  const named = /(?:https?:\/\/\S+|\/\S+)\.(?:m?js|css)\b/.exec(message!)?.[0];
  return !named || named.includes('/_astro/');
}
