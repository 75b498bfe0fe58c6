import { describe, expect, it } from 'vitest';
import { searchUrl } from '../../src/lib/search-url.ts';
import { autoplayLabel, shouldAutoplay, swipeStep, wrapIndex } from '../../src/lib/carousel.ts';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';

describe('searchUrl', () => {
  it('never submits empty or blank text', () => {
    expect(searchUrl('', '3')).toBeNull();
    expect(searchUrl('   ', null)).toBeNull();
  });
  it('adds categoryId only when a category is chosen', () => {
    expect(searchUrl('pen', '')).toBe('/products?query=pen');
    expect(searchUrl('pen', null)).toBe('/products?query=pen');
    expect(searchUrl('pen', 3)).toBe('/products?query=pen&categoryId=3');
  });
  it('searches in the language of the page', () => {
    expect(renderIn('bn', () => searchUrl('pen', 3))).toBe('/bn/products?query=pen&categoryId=3');
  });
  it('encodes Bangla and spaces', () => {
    expect(searchUrl(' বল পেন ', undefined)).toBe(`/products?query=${encodeURIComponent('বল পেন').replace(/%20/g, '+')}`);
  });
});

describe('wrapIndex', () => {
  it('wraps forwards and backwards', () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
    expect(wrapIndex(0, -1, 4)).toBe(3);
    expect(wrapIndex(1, 0, 4)).toBe(1);
  });
  it('is 0 for an empty carousel', () => {
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe('swipeStep', () => {
  it('ignores moves shorter than 40 px', () => {
    expect(swipeStep(39)).toBe(0);
    expect(swipeStep(-39)).toBe(0);
  });
  it('goes to the next slide on a left swipe and back on a right swipe', () => {
    expect(swipeStep(-40)).toBe(1);
    expect(swipeStep(40)).toBe(-1);
  });
  it('ignores a move more vertical than sideways: that is a page scroll', () => {
    expect(swipeStep(-50, 60)).toBe(0);
    expect(swipeStep(-50, -20)).toBe(1);
  });
});

describe('shouldAutoplay', () => {
  const free = { paused: false, hovered: false, focused: false };
  it('plays with two or more slides and nothing holding them', () => {
    expect(shouldAutoplay(4, free)).toBe(true);
  });
  it('never plays a single slide', () => {
    expect(shouldAutoplay(1, free)).toBe(false);
  });
  it('stops for Pause, a resting mouse or keyboard focus, each on its own', () => {
    expect(shouldAutoplay(4, { ...free, paused: true })).toBe(false);
    expect(shouldAutoplay(4, { ...free, hovered: true })).toBe(false);
    expect(shouldAutoplay(4, { ...free, focused: true })).toBe(false);
  });
});

describe('autoplayLabel', () => {
  it('names what the button will do', () => {
    expect(autoplayLabel(false)).toBe('Pause slides');
    expect(autoplayLabel(true)).toBe('Play slides');
  });
});
