import { cardOf, cardsOf, type Hit, type HitData } from './hit-cards.ts';
import { unlessAborted } from './latest-only.ts';
import type { FoundProducts, Pagefind, SearchOptions } from './pagefind.ts';
import type { SearchDelta } from './delta-file.ts';
import { baseWindow, knownIn, mergedWindow, rankedInPlace, splitHits, unevenWords } from './search-delta.ts';
import { priceSortKey, sortOrder, type SortValues } from './sort-keys.ts';

/*
 * Searching a release's index when a delta is merged in (search-delta.ts says why and how). Loaded
 * only then: a site without a delta (a plain build, a release whose base is new) never fetches it.
 */

export { parseSearchDelta } from './search-delta.ts';

/** One page of a search over the base and the delta, read as one index's answer. */
export async function searchMerged(
  pagefind: Pagefind,
  delta: SearchDelta,
  signal: AbortSignal,
  term: string | null,
  options: SearchOptions,
  start: number,
  end: number,
): Promise<FoundProducts | null> {
  const words = term?.split(/\s+/).filter(Boolean) ?? [];
  const [first, uneven] = await Promise.all([pagefind.search(term, options), unevenOver(pagefind, delta, words)]);
  if (signal.aborted) return null;
  const { forget, ...drop } = uneven;
  const left = words.filter((_, i) => !forget[i]);
  // Words the catalogue no longer has are left out, as one index would; with none left, nothing matches.
  if (!left.length && words.length) return { total: 0, products: [] };
  const found = left.length < words.length ? await pagefind.search(left.join(' '), options) : first;
  if (signal.aborted) return null;
  const order = sortOrder(options.sort);
  const results = found?.results ?? [];
  const { kept, base, fresh } = splitHits(order ? results : rankedInPlace(results, delta), delta, drop);
  let hits: Hit[];
  let reading = new Map<Hit, Promise<HitData>>();
  if (!fresh.length || !order) {
    // Without a sort: Pagefind's ranking, a changed product in its last version's place (rankedInPlace).
    hits = kept.slice(start, end);
  } else {
    // Sorted, each index's hits come in order but Pagefind interleaves them by rank: the base hits
    // around this page are read for their sort values and the delta's placed among them.
    const window = baseWindow(start, end, fresh.length, base.length);
    const around = base.slice(window.from, window.to);
    reading = new Map(around.map((hit) => [hit, hit.data()]));
    const values = await unlessAborted(Promise.all(around.map(async (hit) => sortValuesOf(await reading.get(hit)!))), signal);
    if (!values) return null;
    const slots = mergedWindow({ from: window.from, baseCount: base.length }, values, fresh.map((hit) => delta.keys[hit.id]!), order, start, end);
    hits = slots.map((slot) => (slot.from === 'base' ? base : fresh)[slot.index]!);
  }
  const products = await cardsOf(hits, signal, reading);
  return products && { total: kept.length, products };
}

/** For a query of several words: the words to leave out, and whose hits cannot be right (`unevenWords`). */
async function unevenOver(pagefind: Pagefind, delta: SearchDelta, words: readonly string[]): Promise<ReturnType<typeof unevenWords>> {
  if (words.length < 2) return { forget: words.map(() => false), dropBase: false, dropFresh: false };
  const known = await Promise.all(words.map(async (word) => knownIn((await pagefind.search(word, {}))?.results ?? [], delta)));
  return unevenWords(known);
}

/** A hit's sort values, read back from its record (records.ts): its card's price key and `newest`. */
function sortValuesOf(data: HitData): SortValues {
  const card = cardOf(data); // none: not a product, sorted first as an empty key is
  return { price: card ? priceSortKey(card) : '', newest: data.meta['newest'] ?? '' };
}
