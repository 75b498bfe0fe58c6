import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ChosenFilters, { chosenFilters } from '../../src/islands/listing/ChosenFilters.tsx';
import FilterPanel from '../../src/islands/listing/FilterPanel.tsx';
import { renderIn } from '../../src/lib/i18n/render-locale.ts';
import { optionName, optionValue, optionWordsForPage, optionWordsOf, type OptionWords } from '../../src/lib/i18n/option-words.ts';
import { NO_FILTERS } from '../../src/lib/search/listing-filters.ts';
import type { FacetCounts } from '../../src/lib/search/pagefind.ts';

/*
 * Issue 24 §4: the options a listing filters by (Size, Color) in the page's language. Filters and
 * URLs keep the English values the index files; a Bangla page's panel and chips read the API's
 * Bangla, and English where it has none, marked so.
 */

const blue = { displayLabel: 'Color', displayLabelBn: 'রং', optionDisplayLabel: 'Blue', optionDisplayLabelBn: 'নীল' };
const teal = { displayLabel: 'Color', displayLabelBn: 'রং', optionDisplayLabel: 'Teal' }; // no Bangla for this one
const a4 = { displayLabel: 'Size', displayLabelBn: 'সাইজ', optionDisplayLabel: 'A4', optionDisplayLabelBn: 'এ৪' };
const finish = { displayLabel: 'Finish', optionDisplayLabel: 'Matte' }; // an option the API has no Bangla for at all

const words: OptionWords = optionWordsOf([blue, teal, a4, { ...blue }, finish]);

describe('optionWordsOf', () => {
  it("gathers each option's Bangla name and its values' Bangla, by their English", () => {
    expect(words).toEqual({
      Color: { nameBn: 'রং', valuesBn: { Blue: 'নীল' } },
      Size: { nameBn: 'সাইজ', valuesBn: { A4: 'এ৪' } },
      Finish: { valuesBn: {} },
    });
  });

  it('are given to a Bangla page only', () => {
    expect(renderIn('bn', () => optionWordsForPage(words))).toBe(words);
    expect(renderIn('en', () => optionWordsForPage(words))).toBeUndefined();
  });
});

describe('optionName and optionValue', () => {
  it('read Bangla on a Bangla page, English marked as such where there is none', () => {
    expect(renderIn('bn', () => optionName('Color', words))).toEqual({ text: 'রং', lang: undefined });
    expect(renderIn('bn', () => optionValue('Color', 'Blue', words))).toEqual({ text: 'নীল', lang: undefined });
    expect(renderIn('bn', () => optionValue('Color', 'Teal', words))).toEqual({ text: 'Teal', lang: 'en' });
    expect(renderIn('bn', () => optionName('Finish', words))).toEqual({ text: 'Finish', lang: 'en' });
    expect(renderIn('bn', () => optionValue('Color', 'Blue', undefined))).toEqual({ text: 'Blue', lang: 'en' });
  });

  it('read English on an English page, unmarked', () => {
    expect(renderIn('en', () => optionName('Color', words))).toEqual({ text: 'Color', lang: undefined });
    expect(renderIn('en', () => optionValue('Color', 'Blue', words))).toEqual({ text: 'Blue', lang: undefined });
  });
});

const counts: FacetCounts = {
  scope: { 'option:Color': { Blue: 3, Teal: 1 }, brand: { Deli: 4 } },
  counts: { 'option:Color': { Blue: 3, Teal: 1 }, brand: { Deli: 4 } },
  total: 4,
};
const panel = (optionWords: OptionWords | undefined) => renderToStaticMarkup(createElement(FilterPanel, {
  dialog: { current: null }, filters: NO_FILTERS, status: counts, facets: counts, optionNames: ['Color'], optionWords, total: 4, onChange: () => undefined,
}));

describe('the filter panel and the chosen filters', () => {
  it("name a Bangla page's options and values in Bangla, an English one left marked", () => {
    const html = renderIn('bn', () => panel(words));
    expect(html).toMatch(/<legend>রং<\/legend>/);
    expect(html).toContain('নীল (৩)');
    expect(html).toMatch(/<span lang="en">Teal<\/span> \(১\)/);
    expect(html).not.toContain('>Color<');
  });

  it('without Bangla words, mark the English options on a Bangla page as before', () => {
    const html = renderIn('bn', () => panel(undefined));
    expect(html).toMatch(/<legend lang="en">Color<\/legend>/);
    expect(html).toMatch(/<span lang="en">Blue<\/span>/);
  });

  it('are as they were on an English page', () => {
    const html = renderIn('en', () => panel(undefined));
    expect(html).toMatch(/<legend>Color<\/legend>/);
    expect(html).toContain('Blue (3)');
    expect(html).not.toContain('lang="en"');
  });

  it("chips say a Bangla page's option in Bangla, and filter by the English value still", () => {
    const filters = { ...NO_FILTERS, options: { Color: ['Blue', 'Teal'] } };
    const chips = renderIn('bn', () => chosenFilters(filters, words));
    expect(chips.map((chip) => chip.label)).toEqual(['রং: নীল', 'রং: Teal']);
    expect(chips[0]!.without.options).toEqual({ Color: ['Teal'] });
    expect(renderIn('en', () => chosenFilters(filters)).map((chip) => chip.label)).toEqual(['Color: Blue', 'Color: Teal']);
    const html = renderIn('bn', () => renderToStaticMarkup(createElement(ChosenFilters, { filters, optionWords: words, onChange: () => undefined, onEmptied: () => undefined })));
    expect(html).toContain('রং: নীল');
  });
});
