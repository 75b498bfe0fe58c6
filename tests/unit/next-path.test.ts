import { describe, expect, it } from 'vitest';
import { DEFAULT_NEXT_PATH, nextPathOf, safeNextPath, withNext } from '../../src/lib/next-path.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';

describe('safeNextPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNextPath('/checkout')).toBe('/checkout');
    expect(safeNextPath('/products/12?sku=3#reviews')).toBe('/products/12?sku=3#reviews');
  });

  it.each(['//evil.com', '//evil.com/path', 'https://evil.com', 'http:/evil.com', '/\\evil.com', '\\\\evil.com', 'javascript:alert(1)', ' /cart', '/\t/evil.com', '/\n/evil.com', 'cart', ''])(
    'refuses %j, which could leave the site, and falls back to the profile',
    (raw) => {
      expect(safeNextPath(raw)).toBe(DEFAULT_NEXT_PATH);
    },
  );

  // Issue 22 §4: each passed the raw-text check, and the URL parser's dot-segment removal made it
  // `//evil.example`, which the browser follows to http(s)://evil.example/.
  it.each(['/.//evil.example', '/%2e//evil.example', '/%2E//evil.example', '/..//evil.example', '/%2e%2e//evil.example', '/.%2e//evil.example', '/a/..//evil.example', '/a/b/../..//evil.example', '/././/evil.example/steal?x=1#y', '/.//evil.example/', '/a/%2e%2e//evil.example'])(
    'refuses %j, which normalises to a protocol-relative //evil.example',
    (raw) => {
      expect(safeNextPath(raw)).toBe(DEFAULT_NEXT_PATH);
      expect(nextPathOf(`?next=${encodeURIComponent(raw)}`)).toBe(DEFAULT_NEXT_PATH);
    },
  );

  it('falls back when nothing is given', () => {
    expect(safeNextPath(null)).toBe('/profile');
    expect(safeNextPath(undefined, '/cart')).toBe('/cart');
  });

  it('never sends the shopper back to a sign-in screen, which would loop', () => {
    expect(safeNextPath('/signin')).toBe('/profile');
    expect(safeNextPath('/signup/?next=/cart')).toBe('/profile');
    expect(safeNextPath('/cart/../signin')).toBe('/profile');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../../cart')).toBe('/cart');
    expect(safeNextPath('/./cart')).toBe('/cart');
    expect(safeNextPath('/a/./b/../cart?x=1#top')).toBe('/a/cart?x=1#top');
  });
});

/*
 * Open-redirect payloads as they are written in the wild (encodings, backslashes, dot segments,
 * whitespace and NUL, other schemes, look-alike characters). Whatever each one is turned into, the
 * shopper must stay on the shop: the answer is the fallback or a path that, resolved against the
 * shop's address (as `location.assign` does), keeps the shop's origin, and stays the same path.
 */
const PAYLOADS = [
  // protocol-relative and absolute
  '//evil.example', '///evil.example', '////evil.example', '//evil.example/%2f..', '//evil.example@shop.example',
  'https://evil.example', 'http://evil.example', 'HTTPS://evil.example', 'http:evil.example', 'http:/evil.example', 'https:\\\\evil.example',
  '//shop.example@evil.example', 'https://shop.example.evil.example', 'https://shop.example@evil.example/',
  // backslashes
  '/\\evil.example', '\\/evil.example', '\\\\evil.example', '/\\/evil.example', '\\/\\/evil.example', '/\\\\evil.example', '/.\\/evil.example',
  '/./\\evil.example', '/a/..\\/evil.example', '/..\\\\evil.example',
  // percent-encoded slashes, backslashes and dots (once and twice)
  '/%2f%2fevil.example', '/%2F%2Fevil.example', '%2f%2fevil.example', '/%5cevil.example', '/%5c%5cevil.example', '%5c%5cevil.example',
  '/%2e//evil.example', '/%2e%2e//evil.example', '/%2e%2e%2f%2fevil.example', '/.%2f/evil.example', '/%252f%252fevil.example',
  '/%252e//evil.example', '/%25252e//evil.example', '%252f%252fevil.example',
  // dot segments
  '/.//evil.example', '/..//evil.example', '/a/..//evil.example', '/a/b/../../..//evil.example', '/././/evil.example', '/...//evil.example',
  '/.//./evil.example', '/.///evil.example',
  // whitespace, control characters and NUL inside
  '/\t/evil.example', '/\n/evil.example', '/\r/evil.example', '/\r\n/evil.example', '/.\t//evil.example', '/\u0000/evil.example',
  '/\u0000//evil.example', '\t//evil.example', ' //evil.example', '/ /evil.example', '/%09/evil.example', '/%0a/evil.example', '/%00/evil.example',
  '/%0d%0a/evil.example', '/\u000b/evil.example', '/\u000c/evil.example', '/\u007f/evil.example',
  // other schemes
  'javascript:alert(1)', 'JavaScript:alert(1)', 'java\tscript:alert(1)', '/javascript:alert(1)', 'javascript://%0aalert(1)',
  'data:text/html,<script>alert(1)</script>', 'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'vbscript:msgbox(1)',
  'blob:https://evil.example/x', 'file:///etc/passwd', 'mailto:x@evil.example', '/data:text/html,x',
  // look-alike characters: fullwidth solidus and reverse solidus, fraction and division slashes, ideographic space
  '／／evil.example', '/／evil.example', '＼＼evil.example', '/＼evil.example', '⁄⁄evil.example', '/⁄evil.example', '∕∕evil.example',
  '/\u3000/evil.example', '/\u2028/evil.example', '/\u200b/evil.example', '/\ufeff/evil.example', '/%ef%bc%8f%ef%bc%8fevil.example',
  // hosts hidden in other parts
  '/@evil.example', '/?//evil.example', '/#//evil.example', '/cart?next=//evil.example', '/cart#//evil.example',
  // long and odd
  `/${'a/'.repeat(1200)}`, '/', '/..', '/.', '/%', '/%zz', '/%2', '?next=//evil.example', '#//evil.example', '.', '..', '//', '/\\',
] as const;

/** Where the browser goes from a page of the shop when told `path`. */
const landsOn = (path: string, page = 'https://shop.example/signin?next=x') => new URL(path, page);

describe('safeNextPath against open-redirect payloads', () => {
  it.each(PAYLOADS)('keeps the shopper on the shop for %j', (raw) => {
    const next = safeNextPath(raw);
    if (next === DEFAULT_NEXT_PATH) return;
    expect(next.startsWith('/')).toBe(true);
    expect(landsOn(next).origin).toBe('https://shop.example');
    expect(landsOn(next, 'http://localhost:4321/a/b/c').origin).toBe('http://localhost:4321');
    // The browser resolves the same text again: it must not change into something else.
    expect(`${landsOn(next).pathname}${landsOn(next).search}${landsOn(next).hash}`).toBe(next);
  });

  it.each(PAYLOADS)('keeps the shopper on the shop for %j sent in the query string, raw and encoded', (raw) => {
    for (const search of [`?next=${raw}`, `?next=${encodeURIComponent(raw)}`, `?next=${encodeURIComponent(encodeURIComponent(raw))}`]) {
      const next = nextPathOf(search);
      expect(landsOn(next).origin).toBe('https://shop.example');
      expect(next.startsWith('//')).toBe(false);
    }
  });

  it('refuses every payload whose normalised form starts with two slashes or a backslash', () => {
    const refused = PAYLOADS.filter((raw) => {
      try {
        return /^[/\\]{2}/.test(new URL(raw, 'https://shop.example').pathname);
      } catch {
        return false;
      }
    });
    expect(refused.length).toBeGreaterThan(5);
    for (const raw of refused) expect(safeNextPath(raw), raw).toBe(DEFAULT_NEXT_PATH);
  });
});

describe('on a Bangla page', () => {
  const bn = <T>(run: () => T) => renderIn('bn', run);

  it('keeps the Bangla path a shopper came from, and still refuses other sites', () => {
    expect(bn(() => safeNextPath('/bn/checkout'))).toBe('/bn/checkout');
    expect(safeNextPath('/bn/products/12?sku=3#reviews')).toBe('/bn/products/12?sku=3#reviews');
    expect(bn(() => safeNextPath('//evil.com'))).toBe('/bn/profile');
    expect(bn(() => safeNextPath('/bn/..//evil.com'))).toBe('/bn/profile');
    // A path here, but its English twin (where the language switch leads) would leave the shop.
    expect(bn(() => safeNextPath('/bn//evil.com'))).toBe('/bn/profile');
    expect(bn(() => safeNextPath('/bn//evil.com/x?y=1'))).toBe('/bn/profile');
    expect(bn(() => nextPathOf('?next=%2Fbn%2Fcart'))).toBe('/bn/cart');
  });

  it("falls back to the Bangla profile, and never goes back to a Bangla sign-in screen", () => {
    expect(bn(() => safeNextPath(null))).toBe('/bn/profile');
    expect(bn(() => nextPathOf(''))).toBe('/bn/profile');
    expect(bn(() => safeNextPath('/bn/signin'))).toBe('/bn/profile');
    expect(bn(() => safeNextPath('/bn/signup/?next=/bn/cart'))).toBe('/bn/profile');
    expect(safeNextPath('/bn/signin/phone')).toBe('/profile');
  });

  it('links the sign-in screens in Bangla, leaving the Bangla default out', () => {
    expect(bn(() => withNext('/signup', '/bn/cart?x=1'))).toBe('/bn/signup?next=%2Fbn%2Fcart%3Fx%3D1');
    expect(bn(() => withNext('/signin/phone', '/bn/profile'))).toBe('/bn/signin/phone');
  });
});

describe('nextPathOf', () => {
  it('reads and checks the next parameter of a query string', () => {
    expect(nextPathOf('?next=%2Fcart')).toBe('/cart');
    expect(nextPathOf('?next=//evil.com')).toBe('/profile');
    expect(nextPathOf('?next=/.//evil.com')).toBe('/profile');
    expect(nextPathOf('?next=%2F%2E%2F%2Fevil.com')).toBe('/profile');
    expect(nextPathOf('')).toBe('/profile');
  });
});

describe('withNext', () => {
  it('carries a next path along and leaves the default out', () => {
    expect(withNext('/signup', '/cart?x=1')).toBe('/signup?next=%2Fcart%3Fx%3D1');
    expect(withNext('/signup', '/profile')).toBe('/signup');
  });
});
