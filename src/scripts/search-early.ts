import { startSearchListing } from '../stores/search-listing.ts';

/*
 * The search shell's first results, asked for as soon as the page is parsed (src/pages/search.astro
 * loads this as a module in its head): the API's answer travels while React and the listing island
 * load, instead of after they have woken. The island takes it when it asks for the same page.
 * A module through the shop's API client rather than an inline `fetch`: one client for every call
 * (retries, the session's token, the errors), at the cost of starting after the module arrives
 * (README, "API client", for what that costs the search page's LCP).
 */

/** The shop's categories (ids and slugs), written by the page, so the URL is read as the island reads it. */
function categories(): { id: number; slug: string }[] {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="search-categories"]');
  try {
    return meta ? (JSON.parse(meta.content) as { id: number; slug: string }[]) : [];
  } catch {
    return []; // then a URL naming a category asks for something else, and the island asks again
  }
}

startSearchListing(new URLSearchParams(location.search), categories());
