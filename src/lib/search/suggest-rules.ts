/*
 * The header search's suggestion rules, apart from the search itself (suggestions.ts), so the
 * header's island knows them without loading the search code before the box gets focus.
 */

/** How many products the list shows at most. */
export const SUGGESTION_LIMIT = 8;
/** Fewer characters than this suggest nothing yet: one letter matches half the shop. */
export const SUGGEST_FROM_CHARS = 2;
/** How long typing must pause before a search starts: a fast typist's keys are ~100 ms apart. */
export const SUGGEST_DEBOUNCE_MS = 40;

/** Whether `text` is long enough to suggest for (characters as a shopper counts them: a Bangla letter with its sign is two). */
export function suggestsFor(text: string): boolean {
  return [...text.trim()].length >= SUGGEST_FROM_CHARS;
}
