import type { SortValues } from './sort-keys.ts';

/** The file beside the base index (`/pagefind/`) that says whether a delta index is merged (search-delta.ts). */
export const SEARCH_DELTA_FILE = 'storefront-delta.json';

/** What `SEARCH_DELTA_FILE` holds. */
export interface SearchDelta {
  /** The delta index's folder, relative to the base's; null when there is none. */
  index: string | null;
  /** Base hits (Pagefind result ids) of products the delta replaces or the catalogue no longer has. */
  superseded: string[];
  /** Each delta hit's sort values, by result id. */
  keys: Record<string, SortValues>;
  /** A delta hit's id → the id of the base hit it replaces (the same product, before the change). */
  replaces?: Record<string, string>;
}

export const NO_DELTA: SearchDelta = { index: null, superseded: [], keys: {} };
