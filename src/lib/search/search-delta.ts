import type { SearchDelta } from './delta-file.ts';
import type { SortOrder, SortValues } from './sort-keys.ts';

/*
 * A release's search index may be two Pagefind indexes (scripts/releases/search-delta.ts): the base,
 * built from the whole catalogue some releases ago, and a small delta of the products changed,
 * added or removed since, so a one-product rebuild does not index 10,000 products again. Pagefind
 * searches both at once (`mergeIndex`); this file makes the answer read as one index's would:
 * the base's hits of products the delta replaces or that are gone are dropped, and under a sort
 * the delta's hits are placed among the base's by their sort values.
 */


const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSortValues = (value: unknown): value is SortValues => isRecord(value) && typeof value['price'] === 'string' && typeof value['newest'] === 'string';

/** Reads `SEARCH_DELTA_FILE`; throws on anything else (a search over half an answer would be wrong). */
export function parseSearchDelta(value: unknown): SearchDelta {
  if (!isRecord(value)) throw new Error('the search delta is not an object');
  const { index, superseded, keys } = value;
  if (index !== null && (typeof index !== 'string' || !/^(?:[\w-]+\/)+$/.test(index))) throw new Error('the search delta names a bad folder');
  if (!Array.isArray(superseded) || !superseded.every((id) => typeof id === 'string')) throw new Error('the search delta has bad superseded ids');
  if (!isRecord(keys) || !Object.values(keys).every(isSortValues)) throw new Error('the search delta has bad sort values');
  const { replaces = {} } = value;
  if (!isRecord(replaces) || !Object.values(replaces).every((id) => typeof id === 'string')) throw new Error('the search delta has bad replaced ids');
  return { index, superseded: superseded as string[], keys: keys as Record<string, SortValues>, replaces: replaces as Record<string, string> };
}

/**
 * Pagefind's merged answer without a sort, with each delta hit in the place of the base hit it
 * replaces when both are in it. Pagefind ranks each index's hits by that index's own word counts,
 * which for a small delta are not the catalogue's, so a changed product's own score would place
 * it anywhere; the place of its last version is where one index would rank it when its words did
 * not change (a price, stock or picture edit), and close to it when few did.
 */
export function rankedInPlace<T extends { id: string }>(results: readonly T[], delta: SearchDelta): T[] {
  const byId = new Map(results.map((hit) => [hit.id, hit]));
  const inPlaceOf = new Map<string, T>();
  for (const [freshId, baseId] of Object.entries(delta.replaces ?? {})) {
    const fresh = byId.get(freshId);
    if (fresh && byId.has(baseId)) inPlaceOf.set(baseId, fresh);
  }
  const moved = new Set([...inPlaceOf.values()]);
  return results.flatMap((hit) => inPlaceOf.get(hit.id) ?? (moved.has(hit) ? [] : hit));
}

/**
 * The hits of a merged search without the superseded ones (`kept`), and split by index, in
 * Pagefind's order; without either index's hits when `drop` says so (see `unevenWords`).
 */
export function splitHits<T extends { id: string }>(
  results: readonly T[],
  delta: SearchDelta,
  drop: { dropBase: boolean; dropFresh: boolean } = { dropBase: false, dropFresh: false },
): { kept: T[]; base: T[]; fresh: T[] } {
  const superseded = new Set(delta.superseded);
  const kept: T[] = [];
  const base: T[] = [];
  const fresh: T[] = [];
  for (const hit of results) {
    const isFresh = Object.hasOwn(delta.keys, hit.id);
    if (isFresh ? drop.dropFresh : drop.dropBase || superseded.has(hit.id)) continue;
    kept.push(hit);
    (isFresh ? fresh : base).push(hit);
  }
  return { kept, base, fresh };
}

/** Which indexes have a word: the base (any hit, a superseded one too), the base without its superseded hits, the delta. */
export interface WordKnown { base: boolean; live: boolean; fresh: boolean }

/** `WordKnown` from the hits of a search for the word alone. */
export function knownIn(results: readonly { id: string }[], delta: SearchDelta): WordKnown {
  const superseded = new Set(delta.superseded);
  const known: WordKnown = { base: false, live: false, fresh: false };
  for (const hit of results) {
    if (Object.hasOwn(delta.keys, hit.id)) known.fresh = true;
    else {
      known.base = true;
      if (!superseded.has(hit.id)) known.live = true;
    }
  }
  return known;
}

/**
 * How to search several words over the two indexes so that the answer is one index's. Pagefind
 * leaves out of a query a word its index does not have at all, and one index of everything would
 * leave out only the words none of its products has. So:
 * - a word only superseded base hits have (an old name) is one the whole catalogue no longer has:
 *   it is left out of the query (`forget`), as one index would leave it out;
 * - a word only the delta has (a new name) would make the base answer for the other words alone,
 *   where one index would require it and so have no base hit: the base's hits go (`dropBase`);
 * - a word the base has and the delta lacks does the same to the delta (`dropFresh`).
 */
export function unevenWords(known: readonly WordKnown[]): { forget: boolean[]; dropBase: boolean; dropFresh: boolean } {
  const forget = known.map((word) => !word.live && !word.fresh && word.base);
  const kept = known.filter((_, i) => !forget[i]);
  return { forget, dropBase: kept.some((word) => word.fresh && !word.base), dropFresh: kept.some((word) => word.base && !word.fresh) };
}

/** One position of a merged list: the `index`th of the base hits or of the fresh (delta) ones. */
export type MergedSlot = { from: 'base' | 'fresh'; index: number };

/**
 * Which base hits' sort values `mergedWindow` needs for positions `start`..`end`: each fresh hit
 * placed before them moves the base hits one place on, so at most `freshCount` from before `start`.
 */
export function baseWindow(start: number, end: number, freshCount: number, baseCount: number): { from: number; to: number } {
  return { from: Math.max(0, start - freshCount), to: Math.min(baseCount, end) };
}

/**
 * Positions `start`..`end` of the union of two lists that are each in `order` already (Pagefind's
 * sorted answer per index): the base hits, whose values are known from `window.from` on only
 * (`baseValues[i]` is base hit `window.from + i`), and the fresh hits, all known. A base hit goes
 * before a fresh one with the same value. Exact: a fresh hit before the window is before `start`.
 */
export function mergedWindow(
  window: { from: number; baseCount: number },
  baseValues: readonly SortValues[],
  freshValues: readonly SortValues[],
  order: SortOrder,
  start: number,
  end: number,
): MergedSlot[] {
  const placed: { at: number; slot: MergedSlot }[] = [];
  baseValues.forEach((values, i) => {
    const freshBefore = freshValues.filter((fresh) => order(fresh, values) < 0).length;
    placed.push({ at: window.from + i + freshBefore, slot: { from: 'base', index: window.from + i } });
  });
  const windowEnd = window.from + baseValues.length;
  freshValues.forEach((values, m) => {
    const baseBefore = baseValues.filter((base) => order(base, values) <= 0).length;
    // Before the whole window with base hits ahead of it: somewhere before `start` (see baseWindow).
    if (baseBefore === 0 && window.from > 0) return;
    // After the whole window with base hits after it: at `end` or later.
    if (baseBefore === baseValues.length && windowEnd < window.baseCount) return;
    placed.push({ at: m + window.from + baseBefore, slot: { from: 'fresh', index: m } });
  });
  return placed.filter(({ at }) => at >= start && at < end).sort((a, b) => a.at - b.at).map(({ slot }) => slot);
}
