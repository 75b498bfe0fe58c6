import { AsyncLocalStorage } from 'node:async_hooks';
import { overwriteServerAsyncLocalStorage, type Locale } from '../../paraglide/runtime.js';

/*
 * The language a page is rendered in, on the server (the prerendering build, scripts, units).
 * Paraglide's messages and format.ts ask `getLocale()`, which reads it from here. The build renders
 * several pages at once, so it is each render's own (AsyncLocalStorage), never a global. In the
 * browser the page's URL says it (project.inlang/paraglide.config.js).
 */
const rendering = new AsyncLocalStorage<{ locale?: Locale; origin?: string; messageCalls?: Set<string> }>();
overwriteServerAsyncLocalStorage(rendering);

/** Runs `render` with every message and number it reads in `locale`. */
export function renderIn<T>(locale: Locale, render: () => T, origin?: string): T {
  return rendering.run(origin === undefined ? { locale } : { locale, origin }, render);
}

/**
 * Runs `load` as part of no page's render: every message and number it reads is in the base
 * language (English). For what the build loads once and every page shares (src/data/memo.ts):
 * else it would be in the language of whichever page asked first, an order the build does not fix.
 */
export function outsideAnyRender<T>(load: () => T): T {
  return rendering.exit(load);
}
