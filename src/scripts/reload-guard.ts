import { allowReload, isChunkLoadError } from '../lib/releases/reload-guard.ts';
import { restoreFields, saveFields, type FieldLike } from '../lib/releases/form-keep.ts';

/*
 * The chunk-load reload guard (spec §4, §9; rules in src/lib/releases/). Installed by the header's
 * script, which runs before any island wakes (module scripts run in order; an island imports its
 * code after, and Astro retries a failed import once, a second later). Cart and session live in
 * localStorage and outlast a reload by themselves; the fields' typed values are saved to
 * sessionStorage just before it and put back after.
 */

/** sessionStorage: `[path, saved fields]` of the page that reloaded, until it is back. */
const FIELDS_KEY = 'reload-fields';

const fields = () => [...document.querySelectorAll('input,textarea,select')] as unknown as FieldLike[];

/**
 * Reloads the page for a failed chunk unless this path did less than 10 s ago, and then keeps the
 * browser from reporting the error. Seen: Vite's `vite:preloadError` (a dynamic import's chunks
 * and styles; the error in `payload`), Astro's `astro:hydration-error` (an island whose code failed
 * to load after Astro's retry: astro-island.js, handleHydrationError; in `detail.error`), and an
 * unhandled rejection of any other dynamic import (in `reason`).
 */
function onFailure(event: Event & { payload?: unknown; detail?: { error?: unknown }; reason?: unknown }): void {
  const path = location.pathname;
  if (!isChunkLoadError(event.payload ?? event.detail?.error ?? event.reason)) return;
  try {
    if (!allowReload(sessionStorage, path, Date.now())) return;
    sessionStorage.setItem(FIELDS_KEY, JSON.stringify([path, saveFields(fields())]));
  } catch {
    // No sessionStorage: without its record a chunk that stays missing would reload the page forever.
    return;
  }
  event.preventDefault();
  location.reload();
}

/** Puts back what the page's fields held before the guard reloaded it; from now on reloads on a chunk that failed to load. */
export function initReloadGuard(): void {
  try {
    const [path, saved] = JSON.parse(sessionStorage.getItem(FIELDS_KEY)!) as unknown[];
    sessionStorage.removeItem(FIELDS_KEY);
    if (path == location.pathname) restoreFields(fields(), saved);
  } catch {
    // Nothing kept, or no sessionStorage.
  }
  for (const type of ['vite:preloadError', 'astro:hydration-error', 'unhandledrejection']) addEventListener(type, onFailure);
}
