import { getLocale, type Locale } from '../../paraglide/runtime.js';

/*
 * The catalogue's and the content's words in the page's language (issue 24 §4). Products,
 * categories and outlets have an English `name` and a Bangla `nameBn`; other texts the API sends
 * the same way, an English field with a `…Bn` beside it where it has Bangla (an option's label, a
 * slide's title, a content page, an outlet's address). A Bangla page shows the Bangla where there
 * is some, and marks English it has to show with `lang="en"`, so a screen reader reads it in an
 * English voice. An English page is as it always was. The server renders and the browser hydrates
 * in the same language (`getLocale()`: the page being rendered, or the URL shown), so islands match.
 */

/** Anything with an English name and perhaps a Bangla one. */
export interface Named {
  name: string;
  nameBn?: string | undefined;
}

/** The language a `lang` attribute is given: absent where the text is in the page's own language. */
export type TextLang = 'en' | 'bn' | undefined;

/** Whether the page being rendered or shown is a Bangla one. */
export const onBanglaPage = (): boolean => getLocale() === 'bn';

/** Whether the page shows `bangla` rather than the English beside it: on a Bangla page, when it is not blank. */
export function showsBangla(bangla: string | undefined): boolean {
  return onBanglaPage() && Boolean(bangla?.trim());
}

/** The text a shopper sees of `english` and its `bangla` (if any): the Bangla on a Bangla page when there is some. */
export function localText(english: string, bangla: string | undefined): string {
  return showsBangla(bangla) ? bangla! : english;
}

/** The `lang` of an element showing `localText(english, bangla)`: `'en'` on a Bangla page without Bangla. */
export function textLang(bangla: string | undefined): 'en' | undefined {
  return onBanglaPage() && !showsBangla(bangla) ? 'en' : undefined;
}

/** The name a shopper sees: the Bangla one on a Bangla page when it has one, else the English one. */
export function localName(item: Named): string {
  return localText(item.name, item.nameBn);
}

/** The `lang` of an element showing `localName(item)`: `'en'` on a Bangla page without a Bangla name. */
export function nameLang(item: Named): 'en' | undefined {
  return textLang(item.nameBn);
}

/** The `lang` of text that exists only in English (a discount's name, a sale's "Color: Blue"): `'en'` on a Bangla page. */
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
  return { text: showsBangla(item.nameBn) ? item.name : '', lang: 'en' };
}

/**
 * `item` as the browser needs it to name it: with its Bangla name on a Bangla page only, so an
 * English page's island props stay as they were. For lists an island names (categories).
 */
export function withLocalNames<T extends Named>(item: T): Omit<T, 'nameBn'> & Named {
  const { nameBn, ...rest } = item;
  return onBanglaPage() && nameBn ? { ...rest, nameBn } : rest;
}
