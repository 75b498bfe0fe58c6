import { getLocale, type Locale } from '../../paraglide/runtime.js';

/*
 * The catalogue's names in the page's language (issue 24 §4). Products, categories and outlets have
 * an English `name` and a Bangla `nameBn`; nothing else of theirs (descriptions, option labels such
 * as "Color: Blue", addresses) has Bangla. A Bangla page shows the Bangla name where there is one,
 * and marks English it has to show with `lang="en"`, so a screen reader reads it in an English voice.
 * An English page is as it always was. The server renders and the browser hydrates in the same
 * language (`getLocale()`: the page being rendered, or the URL shown), so islands match.
 */

/** Anything with an English name and perhaps a Bangla one. */
export interface Named {
  name: string;
  nameBn?: string | undefined;
}

/** The language a `lang` attribute is given: absent where the text is in the page's own language. */
export type TextLang = 'en' | 'bn' | undefined;

const onBanglaPage = (): boolean => getLocale() === 'bn';
const banglaOf = (item: Named): string => item.nameBn?.trim() ?? '';

/** The name a shopper sees: the Bangla one on a Bangla page when it has one, else the English one. */
export function localName(item: Named): string {
  return onBanglaPage() && banglaOf(item) ? item.nameBn! : item.name;
}

/** The `lang` of an element showing `localName(item)`: `'en'` on a Bangla page without a Bangla name. */
export function nameLang(item: Named): 'en' | undefined {
  return onBanglaPage() && !banglaOf(item) ? 'en' : undefined;
}

/** The `lang` of text that exists only in English (a description, "Color: Blue"): `'en'` on a Bangla page. */
export function englishLang(): 'en' | undefined {
  return onBanglaPage() ? 'en' : undefined;
}

/**
 * The `lang` of the page's own words set inside an element marked English (a hidden "sold out"
 * after the option "Blue"): the page's language on a Bangla page, absent on an English one.
 */
export function pageLangWithinEnglish(): Locale | undefined {
  return onBanglaPage() ? getLocale() : undefined;
}

/**
 * The name shown beneath `localName(item)`, in the other language, with its `lang`: the Bangla name
 * on an English page (as it always was, empty when there is none), the English one on a Bangla
 * page, or empty there when the item has no Bangla name (the English one is already above).
 */
export function otherName(item: Named): { text: string; lang: 'en' | 'bn' } {
  if (!onBanglaPage()) return { text: item.nameBn ?? '', lang: 'bn' };
  return { text: banglaOf(item) ? item.name : '', lang: 'en' };
}

/**
 * `item` as the browser needs it to name it: with its Bangla name on a Bangla page only, so an
 * English page's island props stay as they were. For lists an island names (categories).
 */
export function withLocalNames<T extends Named>(item: T): Omit<T, 'nameBn'> & Named {
  const { nameBn, ...rest } = item;
  return onBanglaPage() && nameBn ? { ...rest, nameBn } : rest;
}
