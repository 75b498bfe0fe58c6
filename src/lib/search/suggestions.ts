import { latestOnly } from './latest-only.ts';
import { loadPagefind, searchIndex, type FoundProducts, type SearchIndex } from './pagefind.ts';
import { SUGGESTION_LIMIT } from './suggest-rules.ts';

/*
 * The header search's suggestions (issue 23 §1): the products matching what is typed so far, from
 * the static Pagefind index the listing searches (no search server), in its relevance order. The
 * header's island imports this module when the search box first gets focus, so a page nobody
 * searches from loads neither it nor the index.
 */

/** Loads the index (the library, its WebAssembly and metadata): called on focus, before the first key. */
export async function prepareSuggestions(): Promise<void> {
  const { pagefind } = await loadPagefind();
  await pagefind.init?.();
}

/**
 * Up to SUGGESTION_LIMIT products of `index` matching `text`, within the category named `category`
 * when one is chosen (the index's `category` filter holds names); `null` once `signal` aborts.
 */
export function suggestIn(index: SearchIndex, signal: AbortSignal, text: string, category: string | null): Promise<FoundProducts | null> {
  return searchIndex(index, signal, text.trim(), category ? { filters: { category } } : {}, 1, SUGGESTION_LIMIT);
}

/**
 * `suggestIn` on the site's index; `null` when newer typing superseded this call. One search at a
 * time, of its own: the listing's searches on the same page are not cancelled by it.
 */
export const suggestProducts = latestOnly(async (signal: AbortSignal, text: string, category: string | null) =>
  suggestIn(await loadPagefind(), signal, text, category));
