import { describe, expect, it } from 'vitest';
import { analyticsLoader, analyticsOrigins } from '../../src/lib/seo/analytics.ts';
import { inSitemap, withLanguageLinks } from '../../src/lib/seo/sitemap-rules.ts';

// Spec §1 and issue 13 §4: the analytics tag exists only when an id is configured, and loads after the page is idle.
describe('analyticsLoader', () => {
  it('is nothing at all without an id', () => {
    expect(analyticsLoader({ id: undefined })).toBeUndefined();
    expect(analyticsLoader({ id: '  ' })).toBeUndefined();
  });

  it('loads GA4’s gtag for the id once the page has loaded and the browser is idle', () => {
    const loader = analyticsLoader({ id: 'G-ABC123' })!;
    expect(loader).toContain('"https://www.googletagmanager.com/gtag/js?id=G-ABC123"');
    expect(loader).toContain(`gtag('config',"G-ABC123")`);
    expect(loader).toMatch(/^addEventListener\('load'/);
    expect(loader).toContain('requestIdleCallback');
    expect(loader).toContain('s.async=true');
  });

  it('loads Plausible for the site’s domain when asked to', () => {
    const loader = analyticsLoader({ id: 'kolom.com.bd', provider: 'plausible' })!;
    expect(loader).toContain('"https://plausible.io/js/script.js"');
    expect(loader).toContain('s.dataset.domain="kolom.com.bd"');
    expect(loader).not.toContain('gtag');
  });

  it('refuses an id that could break out of the script', () => {
    expect(() => analyticsLoader({ id: 'G-1");alert(1);("' })).toThrow(/not an analytics id/);
  });
});

describe('analyticsOrigins', () => {
  it('names no origin without an id, so the policy allows no third party', () => {
    expect(analyticsOrigins({ id: undefined })).toBeUndefined();
    expect(analyticsOrigins({ id: ' ', provider: 'plausible' })).toBeUndefined();
  });

  it('names where each provider’s tag loads from and reports to', () => {
    expect(analyticsOrigins({ id: 'G-ABC123' })?.script).toEqual(['https://*.googletagmanager.com']);
    expect(analyticsOrigins({ id: 'G-ABC123' })?.connect).toContain('https://*.google-analytics.com');
    expect(analyticsOrigins({ id: 'kolom.com.bd', provider: 'plausible' })).toEqual({ script: ['https://plausible.io'], connect: ['https://plausible.io'], img: [] });
  });
});

describe('inSitemap', () => {
  it('keeps public pages and leaves out shoppers’ own pages, payment results and aliases', () => {
    for (const url of ['https://kolom.com.bd/', 'https://kolom.com.bd/products/1/', 'https://kolom.com.bd/categories/pens/', 'https://kolom.com.bd/about/']) expect(inSitemap(url)).toBe(true);
    for (const url of ['https://kolom.com.bd/cart/', 'https://kolom.com.bd/checkout/', 'https://kolom.com.bd/payments/response/success/', 'https://kolom.com.bd/contact-us/', 'https://kolom.com.bd/signin/', 'https://kolom.com.bd/wishlist/']) expect(inSitemap(url)).toBe(false);
    expect(inSitemap('https://kolom.com.bd/cartoons/')).toBe(true); // a prefix of a word is not the page
  });

  it('judges a Bangla page as its English twin (issue 24)', () => {
    for (const url of ['https://kolom.com.bd/bn/', 'https://kolom.com.bd/bn/products/1/', 'https://kolom.com.bd/bn/about/']) expect(inSitemap(url)).toBe(true);
    for (const url of ['https://kolom.com.bd/bn/cart/', 'https://kolom.com.bd/bn/checkout/', 'https://kolom.com.bd/bn/signin/', 'https://kolom.com.bd/bn/404/']) expect(inSitemap(url)).toBe(false);
  });
});

describe('withLanguageLinks', () => {
  it('names a page’s English and Bangla twins and x-default, from either twin', () => {
    const links = (url: string) => withLanguageLinks({ url }).links;
    const product = [
      { url: 'https://kolom.com.bd/products/1/', lang: 'en-BD' },
      { url: 'https://kolom.com.bd/bn/products/1/', lang: 'bn-BD' },
      { url: 'https://kolom.com.bd/products/1/', lang: 'x-default' },
    ];
    expect(links('https://kolom.com.bd/products/1/')).toEqual(product);
    expect(links('https://kolom.com.bd/bn/products/1/')).toEqual(product);
    const home = [
      { url: 'https://kolom.com.bd/', lang: 'en-BD' },
      { url: 'https://kolom.com.bd/bn/', lang: 'bn-BD' },
      { url: 'https://kolom.com.bd/', lang: 'x-default' },
    ];
    expect(links('https://kolom.com.bd/')).toEqual(home);
    expect(links('https://kolom.com.bd/bn/')).toEqual(home);
    expect(withLanguageLinks({ url: 'https://kolom.com.bd/about/', priority: 0.5 }).priority).toBe(0.5);
  });
});
