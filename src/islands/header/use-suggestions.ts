import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductSummary } from '../../lib/product-summary.ts';
import { SUGGEST_DEBOUNCE_MS, suggestsFor } from '../../lib/search/suggest-rules.ts';

/** The search code and the index load when the box first gets focus, never with the page. */
const loadSuggestions = () => import('../../lib/search/suggestions.ts');

/** What the list shows: the products found for `text` (trimmed) in `category`. */
export interface Suggested { text: string; category: string | null; products: ProductSummary[] }

/**
 * The header search's suggestions for `text` typed so far in `category` (a name, or null for all):
 * searched once typing pauses (SUGGEST_DEBOUNCE_MS), the last answer kept on screen until the next
 * one comes, so the list never flickers empty between keys. Should the search code or the index
 * fail to load, there are no suggestions for the rest of the page's life and the form still
 * searches as plain HTML does. `prepare` starts loading them (on focus, before the first key).
 */
export function useSuggestions(text: string, category: string | null): { suggested: Suggested | null; prepare: () => void } {
  const [suggested, setSuggested] = useState<Suggested | null>(null);
  const broken = useRef(false);

  const prepare = useCallback(() => {
    if (!broken.current) loadSuggestions().then((module) => module.prepareSuggestions()).catch(() => (broken.current = true));
  }, []);

  useEffect(() => {
    const term = text.trim();
    if (broken.current || !suggestsFor(term)) {
      setSuggested(null);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      loadSuggestions()
        .then((module) => module.suggestProducts(term, category))
        .then((found) => {
          // null: newer typing superseded it (that search's answer is the one to show).
          if (current && found) setSuggested({ text: term, category, products: found.products });
        })
        .catch(() => {
          broken.current = true;
          if (current) setSuggested(null);
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [text, category]);

  return { suggested, prepare };
}
