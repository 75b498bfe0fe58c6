/*
 * Bangla words as a shopper types them carry endings that product names do not: "কলমের" (of the
 * pen), "খাতাটি" (the notebook), "কলমগুলো" (the pens), "ব্যাগে" (in the bag). The items search
 * matches each word anywhere in a name, so "কলমের" found no pen: the search shell's first results
 * (the header search's, from this API) said nothing matched, while the storefront's static index
 * finds pens for it (Pagefind, finding no word that starts with what was typed, backs off to the
 * longest start of it that the index holds, Pagefind/pagefind#315;
 * tests/unit/search-languages-release.test.ts holds it to that).
 *
 * Each word of a query loses one such ending here, when enough of the word is left to mean
 * something: counted in letters, not code points, since vowel signs, the hasanta, the nukta and
 * ং ঃ ঁ are marks on a letter ("কাটার", a cutter, is not "কা" with an ending), and never where
 * the rest would end in the hasanta, half a conjunct ("পোস্টার" is no "পোস্" with an ending). The
 * longest ending a word ends in decides: when it may not go, the word keeps it whole rather than
 * losing a shorter one ("কাটার" is not "কাটা" with a genitive). What is left is the start of the
 * word (in NFC), so anything the whole word found is still found: a stripped ending only ever
 * widens a search.
 *
 * Words are compared in NFC, the form the catalogue is written in (the seed is, and the editor's
 * fields normalise to it: src/lib/contract/editor.ts). NFC writes ড়, ঢ় and য় as the letter with a
 * nukta (U+09BC), whichever way the shopper's keyboard typed them.
 *
 * Hand-written: no stemmer for Bangla is on the npm registry (none under bengali-, bangla- or
 * bn-stemmer, and `natural`'s stemmers are English, Russian and Spanish), Snowball has none, and
 * the rules a shop's nouns need are the few below (after Dolamic and Savoy's light stemmer for
 * Bengali, which Lucene's BengaliStemmer also follows).
 */

/** The Bangla vowel signs and independent vowels: a genitive "র" follows a vowel ("খাতার"). */
const AFTER_VOWEL = /[\u0985-\u0994\u09BE-\u09CC\u09D7]$/u;
/** A consonant, with its nukta if it has one: the locative "ে" follows one ("কলমে", "কাপড়ে"). */
const AFTER_CONSONANT = /(?:[\u0995-\u09B9]\u09BC?|\u09CE)$/u;
/** The hasanta (virama), with the joiners that may follow it: a rest ending so is half a conjunct, not a word. */
const HALF_CONJUNCT = /\u09CD[\u200C\u200D]?$/u;
/** A word ending in a Bangla letter: only those have endings to lose. */
const ENDS_IN_BANGLA = /[\u0980-\u09FF]$/u;

/** An ending, how many letters of the word must be left, and what that rest must end in. */
interface Ending { text: string; minLetters: number; rest?: RegExp }

/** Plurals and classifiers with their case endings, then case endings alone; longest first: the longest a word ends in decides. */
const ENDINGS: readonly Ending[] = [
  ...['গুলোতে', 'গুলিতে', 'গুলোকে', 'গুলিকে', 'গুলোর', 'গুলির', 'গুলো', 'গুলি', 'গুলা', 'দেরকে', 'দের'].map((text) => ({ text, minLetters: 2 })),
  ...['টাতে', 'টিতে', 'টাকে', 'টিকে', 'টার', 'টির', 'টা', 'টি', 'খানা', 'খানি'].map((text) => ({ text, minLetters: 2 })),
  { text: '\u09AF\u09BC\u09C7\u09B0', minLetters: 2, rest: AFTER_VOWEL }, // য়ের: "বইয়ের"
  { text: '\u09AF\u09BC\u09C7', minLetters: 2, rest: AFTER_VOWEL }, // য়ে: "বইয়ে"
  { text: '\u09AF\u09BC', minLetters: 2, rest: AFTER_VOWEL }, // য়: "খাতায়"
  { text: '\u09C7\u09B0', minLetters: 2, rest: AFTER_CONSONANT }, // ের: "কলমের"
  { text: 'কে', minLetters: 2 },
  { text: 'তে', minLetters: 2 }, // "খাতাতে" (not "ফিতে", a ribbon)
  { text: 'র', minLetters: 2, rest: AFTER_VOWEL }, // "খাতার" (not "বের")
  { text: '\u09C7', minLetters: 2, rest: AFTER_CONSONANT }, // ে: "কলমে", "কাপে"
].map((ending) => ({ ...ending, text: ending.text.normalize('NFC') }))
  .sort((a, b) => [...b.text].length - [...a.text].length);

/** The letters of a Bangla text: its code points less the marks and the joiners (ZWNJ, ZWJ). */
const letterCount = (text: string) => [...text.replace(/[\p{M}\u200C\u200D]/gu, '')].length;

/** `word` (in NFC) without the one Bangla ending it carries, if any (see the top of this module). */
export function banglaStem(word: string): string {
  if (!ENDS_IN_BANGLA.test(word)) return word;
  const ending = ENDINGS.find(({ text }) => word.endsWith(text));
  if (!ending) return word;
  const stem = word.slice(0, -ending.text.length);
  const fits = letterCount(stem) >= ending.minLetters && !HALF_CONJUNCT.test(stem) && (!ending.rest || ending.rest.test(stem));
  return fits ? stem : word;
}

/** A query in NFC with each word's Bangla ending taken off (`banglaStem`); other words as they are. */
export function stemSearchText(text: string): string {
  return text.normalize('NFC').split(/(\s+)/).map((part, index) => (index % 2 === 0 ? banglaStem(part) : part)).join('');
}
