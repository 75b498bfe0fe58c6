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
 * something. What is left is the start of the word as typed, so anything the whole word found is
 * still found: a stripped ending only ever widens a search.
 *
 * Hand-written: no stemmer for Bangla is on the npm registry (none under bengali-, bangla- or
 * bn-stemmer, and `natural`'s stemmers are English, Russian and Spanish), Snowball has none, and
 * the rules a shop's nouns need are the few below (after Dolamic and Savoy's light stemmer for
 * Bengali, which Lucene's BengaliStemmer also follows).
 */

/** The Bangla vowel signs and independent vowels: a genitive "র" follows a vowel ("খাতার"). */
const AFTER_VOWEL = /[\u0985-\u0994\u09BE-\u09CC\u09D7]$/u;
/** A consonant: the locative "ে" follows one ("কলমে"), never a vowel sign or the virama. */
const AFTER_CONSONANT = /[\u0995-\u09B9\u09CE\u09DC-\u09DF]$/u;

/** An ending, how much of the word must be left, and what that rest must end in. */
interface Ending { text: string; minRest: number; rest?: RegExp }

/**
 * Plurals and classifiers with their case endings, then case endings alone; the longest that fits
 * is taken. "য়" is written both as one letter (U+09DF) and as য with a nukta: both are listed.
 */
const ENDINGS: readonly Ending[] = [
  ...['গুলোতে', 'গুলিতে', 'গুলোকে', 'গুলিকে', 'গুলোর', 'গুলির', 'গুলো', 'গুলি', 'গুলা', 'দেরকে', 'দের'].map((text) => ({ text, minRest: 2 })),
  ...['টাতে', 'টিতে', 'টাকে', 'টিকে', 'টার', 'টির', 'টা', 'টি', 'খানা', 'খানি'].map((text) => ({ text, minRest: 2 })),
  ...['\u09AF\u09BC\u09C7\u09B0', '\u09DF\u09C7\u09B0'].map((text) => ({ text, minRest: 2, rest: AFTER_VOWEL })), // য়ের: "বইয়ের"
  { text: '\u09C7\u09B0', minRest: 2, rest: AFTER_CONSONANT }, // ের: "কলমের"
  { text: 'কে', minRest: 2 },
  { text: 'তে', minRest: 3 },
  { text: 'র', minRest: 3, rest: AFTER_VOWEL }, // "খাতার" (not "বের")
  { text: '\u09C7', minRest: 3, rest: AFTER_CONSONANT }, // ে: "কলমে"
].sort((a, b) => [...b.text].length - [...a.text].length);

/** `word` without the one Bangla ending it carries, if any (see the top of this module). */
export function banglaStem(word: string): string {
  for (const { text, minRest, rest } of ENDINGS) {
    if (!word.endsWith(text)) continue;
    const stem = word.slice(0, -text.length);
    if ([...stem].length >= minRest && (!rest || rest.test(stem))) return stem;
  }
  return word;
}

/** A query with each word's Bangla ending taken off (`banglaStem`); other words as they are. */
export function stemSearchText(text: string): string {
  return text.split(/(\s+)/).map((part, index) => (index % 2 === 0 ? banglaStem(part) : part)).join('');
}
