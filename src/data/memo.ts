import { outsideAnyRender } from '../lib/i18n/render-locale.ts';

/**
 * Build-time memoisation, one way for every loader: `load` runs once per key (its first argument;
 * once in all without one) for the whole build, and every page that asks shares its promise. It
 * runs outside the asking page's render, so what it holds is in no page's language, whichever page
 * asked first: a page words its own text (a discount's badge, a date) as it renders.
 */
export function memo<A extends [] | [string | number, ...unknown[]], T>(load: (...args: A) => Promise<T>): (...args: A) => Promise<T> {
  const loaded = new Map<string | number | undefined, Promise<T>>();
  return (...args) => {
    let promise = loaded.get(args[0]);
    if (!promise) loaded.set(args[0], (promise = outsideAnyRender(() => load(...args))));
    return promise;
  };
}
