import { describe, expect, it } from 'vitest';
import { localHref, localeOfPath, pathInLocale, pathWithoutLocale } from '../../src/lib/i18n/href.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';

describe('links in the page’s language (issue 24 §1)', () => {
  it('put a Bangla page’s links under /bn, query and fragment kept', () => {
    expect(renderIn('bn', () => localHref('/products/12'))).toBe('/bn/products/12');
    expect(renderIn('bn', () => localHref('/'))).toBe('/bn');
    expect(renderIn('bn', () => localHref('/products?query=pen#top'))).toBe('/bn/products?query=pen#top');
    expect(renderIn('bn', () => localHref('/?x=1'))).toBe('/bn?x=1');
  });

  it('leave an English page’s links as they are', () => {
    expect(renderIn('en', () => localHref('/products/12'))).toBe('/products/12');
    expect(localHref('/cart')).toBe('/cart');
  });

  it('move a path from one language to the other, never doubling the prefix', () => {
    expect(pathInLocale('/bn/cart', 'bn')).toBe('/bn/cart');
    expect(pathInLocale('/bn/cart?x=1', 'en')).toBe('/cart?x=1');
    expect(pathInLocale('/bn', 'en')).toBe('/');
    expect(pathInLocale('/bnx', 'bn')).toBe('/bn/bnx'); // a page whose name starts with bn is not Bangla
  });

  it('tell a path’s language, and the path without it', () => {
    expect(localeOfPath('/bn')).toBe('bn');
    expect(localeOfPath('/bn/products/1')).toBe('bn');
    expect(localeOfPath('/bnx')).toBe('en');
    expect(localeOfPath('/')).toBe('en');
    expect(pathWithoutLocale('/bn/products/1')).toBe('/products/1');
    expect(pathWithoutLocale('/bn')).toBe('/');
    expect(pathWithoutLocale('/about')).toBe('/about');
  });

  it('never make a protocol-relative address of a Bangla path (a 404 page’s switch would lead off the shop)', () => {
    expect(pathWithoutLocale('/bn//evil.com')).toBe('/evil.com');
    expect(pathWithoutLocale('/bn/\\evil.com')).toBe('/evil.com');
    expect(pathInLocale('/bn//evil.com?x=1', 'en')).toBe('/evil.com?x=1');
    expect(pathInLocale('//evil.com', 'bn')).toBe('/bn/evil.com');
  });
});
