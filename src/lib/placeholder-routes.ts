/**
 * Routes of spec §2 whose screens arrive with later issues. Each is prerendered now as a styled
 * placeholder, so every link in the shop leads somewhere. Remove a route here when its page lands.
 */
export interface PlaceholderRoute {
  path: string;
  title: string;
  purpose: string;
  /** Pages about a shopper's own data are not for search engines. */
  noindex?: boolean;
}

// Every route of spec §2 has its page now (the content pages: issue 13; payment results: issue 12).
export const PLACEHOLDER_ROUTES: readonly PlaceholderRoute[] = [];
