/*
 * The `?next=` rule of the sign-in screens (issue 10 §2): after signing in, the shopper goes back
 * to the page that sent them, but only to a page of this shop. Anything that could leave the
 * origin (`//evil.com`, `/\evil.com`, `https://evil.com`, `javascript:`) is an open redirect and
 * falls back to the profile.
 */

/** Where a signed-in shopper goes when no (acceptable) `next` was given. */
export const DEFAULT_NEXT_PATH = '/profile';

// The screens that lead to signing in: going "back" to one of them would loop.
const SIGN_IN_SCREENS = new Set(['/signin', '/signup', '/forgot-password', '/reset-password']);
const BASE = 'https://shop.invalid';

/** `raw` when it is a path on this site (with its query and hash), else `fallback`. */
export function safeNextPath(raw: string | null | undefined, fallback: string = DEFAULT_NEXT_PATH): string {
  if (!raw || raw.length > 2000) return fallback;
  // Browsers read `\` as `/` and drop tabs and newlines inside URLs: `/\evil.com` is `//evil.com`.
  if (!raw.startsWith('/') || raw.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || SIGN_IN_SCREENS.has(url.pathname.replace(/\/+$/, ''))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The `next` of a page address's query string, made safe (`?next=/cart` → `/cart`). */
export function nextPathOf(search: string, fallback: string = DEFAULT_NEXT_PATH): string {
  return safeNextPath(new URLSearchParams(search).get('next'), fallback);
}

/** `path` with `next` carried along when it is not the default (links between the sign-in screens). */
export function withNext(path: string, next: string): string {
  return next === DEFAULT_NEXT_PATH ? path : `${path}?next=${encodeURIComponent(next)}`;
}
