/*
 * The `?next=` rule of the sign-in screens (issue 10 §2): after signing in, the shopper goes back
 * to the page that sent them, but only to a page of this shop. Anything that could leave the
 * origin (`//evil.com`, `/\evil.com`, `https://evil.com`, `javascript:`) is an open redirect and
 * falls back to the profile.
 *
 * The decision is taken on the normalised URL, never on the raw text alone (issue 22 §4): a check
 * of the raw text passes `/.//evil.com`, `/%2e//evil.com` and `/a/..//evil.com`, which the URL
 * parser turns into `//evil.com`, a protocol-relative address the browser then leaves the shop for.
 */

import { localHref, pathWithoutLocale } from './i18n/href.ts';

/** Where a signed-in shopper goes when no (acceptable) `next` was given (in the page's language: `localHref`). */
export const DEFAULT_NEXT_PATH = '/profile';

// The screens that lead to signing in, in either language (`/bn/signin` too): going "back" to one of them would loop.
const SIGN_IN_SCREENS = new Set(['/signin', '/signin/phone', '/signup', '/forgot-password', '/reset-password']);
// Two unrelated origins: a path that is really a path lands on each one's own origin, unchanged.
const BASE = 'https://shop.invalid';
const OTHER_BASE = 'http://other.invalid:8080/some/deep/page?q=1#h';
// Browsers read `\` as `/` and drop tabs and newlines inside URLs: `/\evil.com` is `//evil.com`.
const UNSAFE_CHARACTERS = /[\\\u0000-\u001f\u007f]/;
/** One `/` and then anything but another `/` or `\`: a path on this origin, not `//host`. */
const PATH_ABSOLUTE = /^\/(?![/\\])/;

/** The path, query and hash of `url`: what the shopper is sent to. */
const pathOf = (url: URL) => `${url.pathname}${url.search}${url.hash}`;

/**
 * Whether `path` (already normalised) stays on whichever origin it is resolved against: it starts
 * with exactly one `/`, holds no character a browser reads as a separator, and resolving it again
 * gives the same text back on the base's own origin (so no second normalisation can change it).
 */
function staysOnOrigin(path: string): boolean {
  if (!PATH_ABSOLUTE.test(path) || UNSAFE_CHARACTERS.test(path)) return false;
  for (const base of [BASE, OTHER_BASE]) {
    let again: URL;
    try {
      again = new URL(path, base);
    } catch {
      return false;
    }
    if (again.origin !== new URL(base).origin || pathOf(again) !== path) return false;
  }
  return true;
}

/**
 * `raw` when it is a path on this site (with its query and hash), normalised; else `fallback`, by
 * default the profile in the page's language. A Bangla page's path (`/bn/checkout`) is kept as it is.
 */
export function safeNextPath(raw: string | null | undefined, fallback: string = localHref(DEFAULT_NEXT_PATH)): string {
  if (!raw || raw.length > 2000) return fallback;
  // Cheap refusals first; the decision that counts is on the normalised URL below.
  if (!PATH_ABSOLUTE.test(raw) || UNSAFE_CHARACTERS.test(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = pathOf(url);
  // Checked in both languages: `/bn//evil.com` is a path here, but its English twin (the language switch's link) is not.
  if (!staysOnOrigin(path) || !staysOnOrigin(path.replace(/^\/bn(?=\/|$)/, '') || '/')) return fallback;
  if (SIGN_IN_SCREENS.has(pathWithoutLocale(url.pathname.replace(/\/+$/, '')))) return fallback;
  return path;
}

/** The `next` of a page address's query string, made safe (`?next=/cart` → `/cart`). */
export function nextPathOf(search: string, fallback: string = localHref(DEFAULT_NEXT_PATH)): string {
  return safeNextPath(new URLSearchParams(search).get('next'), fallback);
}

/**
 * The sign-in screen `path`, in the page's language, with `next` carried along when it is not the
 * default (links between the sign-in screens).
 */
export function withNext(path: string, next: string): string {
  const here = localHref(path);
  return next === localHref(DEFAULT_NEXT_PATH) ? here : `${here}?next=${encodeURIComponent(next)}`;
}
