import { describe, expect, it } from 'vitest';
import { LISTING_PENDING_CLASS } from '../../src/lib/search/listing-query.ts';
import { LISTING_PENDING_SCRIPT } from '../../src/lib/search/listing-pending.ts';

/** Runs the inline script as a page would, on `search`, from a script element saying whether the page is a category's. */
function run(search: string, fixedCategory: boolean, options = '["size","color","paper size"]'): { classes: Set<string>; timers: { ms: number; run: () => void }[] } {
  const classes = new Set<string>();
  const timers: { ms: number; run: () => void }[] = [];
  const document = {
    currentScript: { dataset: { fixedCategory: String(fixedCategory), options } },
    documentElement: { classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) } },
  };
  const setTimeout = (run: () => void, ms: number) => timers.push({ ms, run });
  new Function('document', 'location', 'setTimeout', LISTING_PENDING_SCRIPT)(document, { search }, setTimeout);
  return { classes, timers };
}

describe('LISTING_PENDING_SCRIPT', () => {
  it('hides the prerendered grid, for at most 5 s, when the URL asks for another listing', () => {
    for (const search of ['?query=pen', '?sort=price_asc', '?page=2', '?categoryId=3', '?category=pens']) {
      const { classes, timers } = run(search, false);
      expect([...classes], search).toEqual([LISTING_PENDING_CLASS]);
      expect(timers.map((timer) => timer.ms)).toEqual([5000]);
      timers[0]!.run(); // should the island never run, the grid comes back
      expect([...classes]).toEqual([]);
    }
  });

  it('changes nothing for the defaults, blanks, or a category page’s own category parameters', () => {
    for (const search of ['', '?sort=relevance', '?page=1', '?query=%20', '?utm_source=x']) expect([...run(search, false).classes], search).toEqual([]);
    for (const search of ['?categoryId=3', '?category=pens']) expect([...run(search, true).classes], search).toEqual([]);
    expect([...run('?categoryId=3&query=pen', true).classes]).toEqual([LISTING_PENDING_CLASS]);
  });
});

describe('LISTING_PENDING_SCRIPT and filters (issue 25 §5)', () => {
  it('hides the grid for a filter, or an option the page names, and not for an option it does not', () => {
    for (const search of ['?brand=Deli', '?price=100-249', '?stock=in', '?sale=1', '?color=Blue', '?size=A4']) {
      expect([...run(search, true).classes], search).toEqual([LISTING_PENDING_CLASS]);
    }
    expect([...run('?size=A4', true, '["color"]').classes]).toEqual([]);
    expect([...run('?paper+size=A4', true).classes]).toEqual([LISTING_PENDING_CLASS]); // a name with a space
    expect([...run('?size=A4', true, 'not json').classes]).toEqual([]);
    expect([...run('?brand=%20', true).classes]).toEqual([]);
  });
});
