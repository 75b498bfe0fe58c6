import { startSearchListing } from '../stores/search-listing.ts';

/*
 * The search shell's first results, asked for as soon as the page is parsed (src/pages/search.astro
 * loads this as a module in its head): the API's answer travels while React and the listing island
 * load, instead of after they have woken. The island takes it when it asks for the same page.
 * A module through the shop's API client rather than an inline `fetch`: one client for every call
 * (retries, the session's token, the errors), at the cost of starting after the module arrives
 * (README, "API client", for what that costs the search page's LCP).
 */

/**
 * What the page wrote in a meta tag for the URL to be read as the island reads it: the shop's
 * categories (ids and slugs), its options' names (filters).
 */
function written<T>(name: string): T[] {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  try {
    return meta ? (JSON.parse(meta.content) as T[]) : [];
  } catch {
    return []; // then the URL is read as asking for something else, and the island asks again
  }
}

startSearchListing(new URLSearchParams(location.search), written<{ id: number; slug: string }>('search-categories'), written<string>('search-options'));
