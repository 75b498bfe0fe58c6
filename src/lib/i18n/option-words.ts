import type { AttributeValue } from '../contract/product.ts';
import { localText, onBanglaPage, textLang } from './names.ts';

/*
 * The words of the options a listing filters by (Size, Color and their values) in the page's
 * language (issue 24 §4). The listing's filters and URLs keep the English values the index files
 * (listing-filters.ts): only what the shopper reads changes. The Bangla is the API's
 * (`displayLabelBn`, `optionDisplayLabelBn`); a word without one shows in English, marked so.
 */

/** Each option's Bangla, by its English name: its own name's and its values' (by English value). */
export type OptionWords = Record<string, { nameBn?: string; valuesBn: Record<string, string> }>;

/** The Bangla words of the options `values` (every sku's values of a listing's products) name. */
export function optionWordsOf(values: Iterable<Pick<AttributeValue, 'displayLabel' | 'displayLabelBn' | 'optionDisplayLabel' | 'optionDisplayLabelBn'>>): OptionWords {
  const words: OptionWords = {};
  for (const value of values) {
    const option = (words[value.displayLabel] ??= { valuesBn: {} });
    if (value.displayLabelBn && !option.nameBn) option.nameBn = value.displayLabelBn;
    if (value.optionDisplayLabelBn) option.valuesBn[value.optionDisplayLabel] ??= value.optionDisplayLabelBn;
  }
  return words;
}

/** `words` where the page shows Bangla (a Bangla page), else nothing: an English page's island props stay as they were. */
export function optionWordsForPage(words: OptionWords): OptionWords | undefined {
  return onBanglaPage() ? words : undefined;
}

/** What a shopper reads for an option's name, and its `lang` (`'en'` on a Bangla page without Bangla). */
export function optionName(option: string, words: OptionWords | undefined): { text: string; lang: 'en' | undefined } {
  const bangla = words?.[option]?.nameBn;
  return { text: localText(option, bangla), lang: textLang(bangla) };
}

/** What a shopper reads for a value of an option, and its `lang`. */
export function optionValue(option: string, value: string, words: OptionWords | undefined): { text: string; lang: 'en' | undefined } {
  const bangla = words?.[option]?.valuesBn[value];
  return { text: localText(value, bangla), lang: textLang(bangla) };
}
