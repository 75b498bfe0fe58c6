import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { banglaStem } from './bangla-stem.ts';

/*
 * How well a product answers a shopper's words (issue 25 §4), for the items listing's relevance
 * order. A listing still finds what it found before (every word somewhere in the names, the brand
 * or the category, as a substring); this only orders what it finds, the way a shopper reads a
 * match: a whole word above the start of a word ("pen" lists pens before pencils), the start of
 * a word above a piece inside one ("ball" lists ball pens before the Uni-ball roller pen), the
 * product's own name above its brand or category.
 */

/** How one word matches a text: as a whole word (a plural counts), the start of a word, inside a word, or not. */
export const WHOLE = 3;
export const START = 2;
export const INSIDE = 1;
export const NONE = 0;

/**
 * The words of a text, lower-cased: letters with their marks (Bangla vowel signs and the hasanta
 * that joins a conjunct are marks, ZWJ/ZWNJ shape one) and digits; anything else separates them.
 */
function tokens(text: string): string[] {
  let found = tokenCache.get(text);
  if (!found) {
    if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.clear();
    found = text.toLowerCase().split(/[^\p{L}\p{M}\p{N}\u200c\u200d]+/u).filter(Boolean);
    tokenCache.set(text, found);
  }
  return found;
}

/**
 * Names split into words, kept between searches: splitting was most of the rule's cost. Measured
 * on this machine over 10,000 products, a search matching nearly all of them ("a") answers in
 * 51 ms (111 ms without this cache or the probe in `matchTyped`; 11 ms before results were ranked),
 * "pen" in 31 ms (18 ms unranked). Bounded: a catalogue's names and categories in two languages.
 */
const tokenCache = new Map<string, string[]>();
const TOKEN_CACHE_SIZE = 250_000;

/**
 * Whether `found` is the word `typed` itself, or its plural or singular ("pen"/"pens", "box"/"boxes"),
 * or in Bangla the word with an ending (`typed` comes without one, items.ts): "খাতার" is খাতা, and
 * "মার্কার", whose last letter only looks like an ending, is still the marker a shopper typed.
 */
function sameWord(found: string, typed: string): boolean {
  return found === typed || found === `${typed}s` || found === `${typed}es` || typed === `${found}s` || typed === `${found}es`
    || (found.length > typed.length && banglaStem(found) === typed);
}

/** A shopper's word, split once for all the texts it is matched against. */
interface TypedWord {
  raw: string;
  pieces: string[];
  /** What any match holds: the first piece, less a plural ending ("boxes" matches "Box"). */
  probe: string;
}

function typedWord(word: string): TypedWord {
  const pieces = tokens(word);
  const first = pieces[0] ?? '';
  return { raw: word.toLowerCase(), pieces, probe: first.replace(/(?<=.)(es|s)$/u, '') };
}

/**
 * How `word` (one of the shopper's, possibly with a hyphen or dot in it: "fx-991", "0.7") matches
 * `text`: its pieces as a run of whole words, the last one possibly only begun; else anywhere.
 */
export function wordMatch(text: string, word: string): number {
  return matchTyped(text, typedWord(word));
}

function matchTyped(text: string, { raw, pieces, probe }: TypedWord): number {
  if (pieces.length === 0) return NONE;
  const lower = text.toLowerCase();
  // Every kind of match holds the probe: most texts are ruled out here, before splitting.
  if (!lower.includes(probe)) return NONE;
  const found = tokens(text);
  const typedLast = pieces.at(-1)!;
  let best = NONE;
  for (let start = 0; start + pieces.length <= found.length && best < WHOLE; start++) {
    let leading = true;
    for (let i = 0; i < pieces.length - 1 && leading; i++) leading = sameWord(found[start + i]!, pieces[i]!);
    if (!leading) continue;
    const last = found[start + pieces.length - 1]!;
    if (sameWord(last, typedLast)) best = WHOLE;
    else if (last.startsWith(typedLast)) best = START;
  }
  if (best === NONE && lower.includes(raw)) return INSIDE;
  return best;
}

/** The fields of a product a shopper's words are matched against. */
export interface SearchedProduct {
  name: string;
  nameBn: string;
  brand: string;
  category: string;
  categoryBn: string;
}

/**
 * What a name holding the shopper's words whole, in their order, side by side, adds: "ball pen"
 * is a Ball Pen more than a Uni-ball … Roller Pen, "gift box" a Gift Box more than a Mug Gift Boxed.
 */
export const PHRASE_BONUS = 1;

/**
 * A product's relevance to `query`: for each word, how it matches the product's names (either
 * language), or, worth at most a start-of-word match, its brand or category ("কলম" names the
 * pens' category, not a pen); and a bonus when a name holds the words as typed, side by side.
 * Higher is more relevant; equal scores are equally relevant.
 */
export function relevance(product: SearchedProduct, query: string): number {
  const words = query.split(/\s+/).filter(Boolean);
  let score = 0;
  for (const word of words.map(typedWord)) {
    const inName = Math.max(matchTyped(product.name, word), matchTyped(product.nameBn, word));
    // The brand and category only count when the names do not hold the word better.
    const around = inName >= START ? NONE : Math.max(matchTyped(product.brand, word), matchTyped(product.category, word), matchTyped(product.categoryBn, word));
    score += Math.max(inName, Math.min(around, START));
  }
  if (words.length > 1) {
    const phrase = typedWord(words.join(' '));
    if (Math.max(matchTyped(product.name, phrase), matchTyped(product.nameBn, phrase)) === WHOLE) score += PHRASE_BONUS;
  }
  return score;
}

/**
 * Registers `search_relevance(name, name_bn, brand, category, category_bn, query)` on `db`: the
 * items listing orders by `relevance`, the rule above, rather than a SQL copy of it.
 */
export function registerSearchFunctions(db: DatabaseSync): void {
  db.function('search_relevance', { deterministic: true }, (name, nameBn, brand, category, categoryBn, query) =>
    relevance({ name: text(name), nameBn: text(nameBn), brand: text(brand), category: text(category), categoryBn: text(categoryBn) }, text(query)),
  );
}

function text(value: SQLOutputValue): string {
  return typeof value === 'string' ? value : '';
}
