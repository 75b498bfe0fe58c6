import { describe, expect, it } from 'vitest';
import { RELEASE_ID_PATTERN } from '../../src/lib/contract/build-status.ts';
import { BUILD_ID_PATTERN, buildManifest, chooseBuildId, locateBuildId, newBuildId, routeOf } from '../../src/lib/releases/manifest.ts';

const at = new Date('2026-11-23T19:09:29.123Z');

describe('newBuildId', () => {
  it('is the UTC time to the millisecond and four random hex digits, URL-safe, like a release id', () => {
    const id = newBuildId(at, () => 0.5);
    expect(id).toBe('20261123-190929-123-8000');
    expect(id).toMatch(RELEASE_ID_PATTERN);
    expect(id).toMatch(BUILD_ID_PATTERN);
  });
  it('differs between two builds in the same millisecond', () => {
    expect(newBuildId(at, () => 0.1)).not.toBe(newBuildId(at, () => 0.2));
  });
});

describe('chooseBuildId', () => {
  it('takes the id the release pipeline set in BUILD_ID', () => {
    expect(chooseBuildId('release-42', at)).toBe('release-42');
  });
  it('makes one when BUILD_ID is unset or empty', () => {
    expect(chooseBuildId(undefined, at)).toMatch(/^20261123-190929-123-[0-9a-f]{4}$/);
    expect(chooseBuildId('', at)).toMatch(/^20261123-190929-123-/);
  });
  it('refuses an id that cannot name a file or ride in a URL', () => {
    expect(() => chooseBuildId('../../etc', at)).toThrow(/BUILD_ID/);
    expect(() => chooseBuildId('a b', at)).toThrow(/BUILD_ID/);
    expect(() => chooseBuildId('x'.repeat(65), at)).toThrow(/BUILD_ID/);
  });
});

describe('routeOf', () => {
  it('serves a folder index at its folder, another HTML file without .html, and nothing else', () => {
    expect(routeOf('index.html')).toBe('/');
    expect(routeOf('products/12/index.html')).toBe('/products/12/');
    expect(routeOf('404.html')).toBe('/404');
    expect(routeOf('products/12/_payload.json')).toBeUndefined();
    expect(routeOf('_astro/common.X1.js')).toBeUndefined();
  });
});

describe('buildManifest', () => {
  const files = [
    'products/12/index.html', 'products/12/_payload.json', 'index.html', '404.html', 'about/index.html',
    '_astro/common.BWAdp_xk.js', '_astro/react.BoylBmmz.js', 'pagefind/pagefind.js', 'robots.txt', '_redirects',
  ];
  const { latest, meta } = buildManifest('b1', at, files);

  it('makes latest.json the id and the time of the build', () => {
    expect(latest).toEqual({ id: 'b1', timestamp: '2026-11-23T19:09:29.123Z' });
  });
  it('lists the built pages by route and the hashed _astro files by path, sorted', () => {
    expect(meta).toEqual({
      id: 'b1',
      timestamp: '2026-11-23T19:09:29.123Z',
      pages: ['/', '/404', '/about/', '/products/12/'],
      assets: ['/_astro/common.BWAdp_xk.js', '/_astro/react.BoylBmmz.js'],
    });
  });
  it('is empty lists for an empty build', () => {
    expect(buildManifest('b2', at, []).meta).toMatchObject({ pages: [], assets: [] });
  });
});

describe('locateBuildId', () => {
  it('finds the id and its offset in a page', () => {
    const html = '<!DOCTYPE html><html><head><meta charset="utf-8"><meta name="build-id" content="old-1"><title>x</title>';
    const found = locateBuildId(html);
    expect(found).toEqual({ at: html.indexOf('old-1'), id: 'old-1' });
  });
  it('is undefined for a page without one', () => {
    expect(locateBuildId('<html><head><title>x</title></head></html>')).toBeUndefined();
  });
});
