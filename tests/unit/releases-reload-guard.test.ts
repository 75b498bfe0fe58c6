import { describe, expect, it } from 'vitest';
import { allowReload, isChunkLoadError, RELOAD_WINDOW_MS, type ReloadRecord } from '../../src/lib/releases/reload-guard.ts';

/** sessionStorage as the rule uses it. */
function record(entries: Record<string, string> = {}): ReloadRecord & { entries: Record<string, string> } {
  return {
    entries,
    getItem: (key) => entries[key] ?? null,
    setItem: (key, value) => void (entries[key] = value),
  };
}

describe('allowReload', () => {
  // An injectable clock: each call is given "now".
  const t0 = 1_700_000_000_000;

  it('lets a path reload the first time and records when', () => {
    const r = record();
    expect(allowReload(r, '/cart', t0)).toBe(true);
    expect(r.entries).toEqual({ 'reload:/cart': String(t0) });
  });
  it('refuses the same path again within 10 seconds, and keeps the first time', () => {
    const r = record();
    allowReload(r, '/cart', t0);
    expect(allowReload(r, '/cart', t0 + 1)).toBe(false);
    expect(allowReload(r, '/cart', t0 + RELOAD_WINDOW_MS - 1)).toBe(false);
    expect(r.entries['reload:/cart']).toBe(String(t0));
  });
  it('lets it reload again once 10 seconds have passed', () => {
    const r = record();
    allowReload(r, '/cart', t0);
    expect(allowReload(r, '/cart', t0 + RELOAD_WINDOW_MS)).toBe(true);
    expect(r.entries['reload:/cart']).toBe(String(t0 + RELOAD_WINDOW_MS));
  });
  it('keeps the window per path: another path may reload at once', () => {
    const r = record();
    allowReload(r, '/cart', t0);
    expect(allowReload(r, '/checkout', t0 + 1)).toBe(true);
    expect(allowReload(r, '/cart', t0 + 2)).toBe(false);
  });
  it('is not stopped by a damaged entry or a time from the future (a clock set back)', () => {
    expect(allowReload(record({ 'reload:/cart': 'yesterday' }), '/cart', t0)).toBe(true);
    expect(allowReload(record({ 'reload:/cart': String(t0 + 60_000) }), '/cart', t0)).toBe(true);
  });
});

describe('isChunkLoadError', () => {
  it('recognises a script or its styles failing to load, in Chromium, Firefox, Safari and Vite words', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop.test/_astro/CartPage.X.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: https://shop.test/_astro/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /_astro/wishlist.X.css'))).toBe(true);
  });
  it('is not a file outside the build\'s bundles, whose code copes without it (the search index\'s library)', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop.test/pagefind/pagefind.js'))).toBe(false);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /pagefind/pagefind.js'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://shop.test/_astro/X.js?astro-retry=17'))).toBe(true);
  });
  it('is not a component\'s own error, a failed API call, or nothing at all', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError('offline')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
