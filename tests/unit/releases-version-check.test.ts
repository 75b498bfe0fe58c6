import { describe, expect, it, vi } from 'vitest';
import { isSlowConnection } from '../../src/lib/releases/connection.ts';
import { isPageNavigation, newerBuild } from '../../src/lib/releases/version-check.ts';

describe('isSlowConnection', () => {
  it('is slow on save-data and on 2g or slow-2g', () => {
    expect(isSlowConnection({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: '2g' })).toBe(true);
    expect(isSlowConnection({ effectiveType: 'slow-2g' })).toBe(true);
  });
  it('is not on 3g or 4g, nor when the browser says nothing', () => {
    expect(isSlowConnection({ saveData: false, effectiveType: '3g' })).toBe(false);
    expect(isSlowConnection({ effectiveType: '4g' })).toBe(false);
    expect(isSlowConnection(undefined)).toBe(false);
  });
});

describe('newerBuild', () => {
  const fast = { saveData: false, effectiveType: '4g' };
  const answer = (latest: unknown) => vi.fn(async () => latest as { id?: unknown });

  it('answers the newer id when latest.json names another build (the next navigation is then a full load)', async () => {
    const warn = vi.fn();
    expect(await newerBuild('b1', fast, answer({ id: 'b2', timestamp: 'x' }), warn)).toBe('b2');
    expect(warn).not.toHaveBeenCalled();
  });
  it('answers nothing when the ids agree: nothing changes', async () => {
    const fetchLatest = answer({ id: 'b1' });
    expect(await newerBuild('b1', fast, fetchLatest, vi.fn())).toBeUndefined();
    expect(fetchLatest).toHaveBeenCalledTimes(1);
  });
  it('only logs a failed fetch, and answers nothing', async () => {
    const error = new TypeError('Failed to fetch');
    const warn = vi.fn();
    expect(await newerBuild('b1', fast, vi.fn(async () => { throw error; }), warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(error);
  });
  it('logs an answer without an id, and does not take it for a new build', async () => {
    for (const latest of [null, {}, { id: '' }, { id: 42 }]) {
      const warn = vi.fn();
      expect(await newerBuild('b1', fast, answer(latest), warn)).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(1);
    }
  });
  it('fetches nothing on save-data or 2g', async () => {
    for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
      const fetchLatest = answer({ id: 'b2' });
      expect(await newerBuild('b1', connection, fetchLatest, vi.fn())).toBeUndefined();
      expect(fetchLatest).not.toHaveBeenCalled();
    }
  });
});

describe('isPageNavigation', () => {
  const place = (href: string) => {
    const { origin, pathname, search, hash } = new URL(href);
    return { origin, pathname, search, hash };
  };
  const here = place('https://shop.test/products/12/');
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  const link = (href: string, target = '', download = false) => ({ ...place(href), target, hasAttribute: () => download });

  it('is a plain left click on a link to another page of the shop', () => {
    expect(isPageNavigation(click, link('https://shop.test/about/'), here)).toBe(true);
    expect(isPageNavigation(click, link('https://shop.test/products/12/?sku=3'), here)).toBe(true);
    expect(isPageNavigation(click, link('https://shop.test/products/12/'), here)).toBe(true);
  });
  it('is not a click that opens a new tab or window, or one a script already handled', () => {
    for (const keys of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }, { defaultPrevented: true }]) {
      expect(isPageNavigation({ ...click, ...keys }, link('https://shop.test/about/'), here)).toBe(false);
    }
    expect(isPageNavigation(click, link('https://shop.test/about/', '_blank'), here)).toBe(false);
  });
  it('is not a download, a jump within the page, or a link to another site', () => {
    expect(isPageNavigation(click, link('https://shop.test/invoice.pdf', '', true), here)).toBe(false);
    expect(isPageNavigation(click, link('https://shop.test/products/12/#reviews'), here)).toBe(false);
    expect(isPageNavigation(click, link('https://other.test/about/'), here)).toBe(false);
  });
});
