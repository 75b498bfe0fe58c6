import { describe, expect, it } from 'vitest';
import * as browser from '../../src/lib/i18n/browser-runtime.ts';
import * as runtime from '../../src/paraglide/runtime.js';

// The browser's stand-in for Paraglide's runtime (src/lib/i18n/browser-runtime.ts) must name the
// same languages as the compiled project, and read the page's language from <html lang>.
describe('the browser runtime stand-in', () => {
  it('has the project’s languages and base language', () => {
    expect([...browser.locales]).toEqual([...runtime.locales]);
    expect(browser.baseLocale).toBe(runtime.baseLocale);
    expect(browser.experimentalStaticLocale).toBe(runtime.experimentalStaticLocale);
  });

  it('reads the page’s language from <html lang>, English for anything else', () => {
    const global = globalThis as { document?: unknown };
    for (const [lang, expected] of [['bn', 'bn'], ['en', 'en'], ['', 'en'], ['fr', 'en']] as const) {
      global.document = { documentElement: { lang } };
      expect(browser.getLocale()).toBe(expected);
    }
    delete global.document;
  });
});
