import { describe, expect, it } from 'vitest';
import { categoryHref, imageAt, srcsetOf, viaMediaBase } from '../../src/lib/links.ts';

const API = 'http://localhost:8787';

describe('viaMediaBase', () => {
  it("serves the API's own media under the media base, keeping the query", () => {
    expect(viaMediaBase(new URL(`${API}/media/products/1-1.webp?w=400`), API, '/media/')).toBe('/media/products/1-1.webp?w=400');
  });

  it('accepts a base with or without a trailing slash, and on another origin', () => {
    expect(viaMediaBase(new URL(`${API}/media/a.avif`), API, 'https://img.example.com/shop')).toBe('https://img.example.com/shop/a.avif');
  });

  it('leaves images of other origins, and API paths that are not media, alone', () => {
    expect(viaMediaBase(new URL('https://cdn.example.com/media/a.webp'), API, '/media/')).toBe('https://cdn.example.com/media/a.webp');
    expect(viaMediaBase(new URL(`${API}/files/a.webp`), API, '/media/')).toBe(`${API}/files/a.webp`);
  });
});

describe('imageAt', () => {
  it('asks for the width and format, on the media base by default', () => {
    expect(imageAt(`${API}/media/products/7-1.webp`, 300, 'avif')).toBe('/media/products/7-1.avif?w=300');
  });
});

describe('srcsetOf', () => {
  it('lists the widths the picture allows, in one format', () => {
    expect(srcsetOf(`${API}/media/products/7-1.webp`, [400, 640, 800, 1200], 800, 'avif'))
      .toBe('/media/products/7-1.avif?w=400 400w, /media/products/7-1.avif?w=640 640w, /media/products/7-1.avif?w=800 800w');
  });
});

describe('categoryHref', () => {
  it("leads to the category's own prerendered page, named by its slug", () => {
    expect(categoryHref({ slug: 'art-supplies' })).toBe('/categories/art-supplies');
  });
});
