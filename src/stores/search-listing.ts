import { searchProductPage, type ProductSearch } from '../lib/api/product-search.ts';
import type { ApiResult } from '../lib/api/types.ts';
import type { Page } from '../lib/contract/common.ts';
import type { Product } from '../lib/contract/domain.ts';
import { apiListing, apiSearch, type BuildPricing } from '../lib/search/api-listing.ts';
import { apiAnswers, parseListingQuery, type ListingQuery } from '../lib/search/listing-query.ts';
import type { FoundProducts } from '../lib/search/pagefind.ts';
import { apiClient } from './api-client.ts';
import type { ListingCategory } from './listing.ts';

/*
 * A listing's pages from the commerce API: the search shell's first results (src/pages/search.astro)
 * and the text a shopper types in any listing's refine box. The shell's own module asks for its
 * first results as soon as the page is parsed (`startSearchListing`, called by
 * src/scripts/search-early.ts), so the answer travels while React and the listing island load;
 * the island takes that answer when it wakes (`searchListingPage`). A prerendered listing loads
 * this module with the first text typed (src/stores/listing.ts). All go through the shop's one
 * API client.
 */

type PageAnswer = Promise<ApiResult<Page<Product>>>;

/** The request sent before the island woke, until the island takes it. */
let early: { key: string; page: PageAnswer } | undefined;
/** Set once the island has asked: a request sent after that would be no one's. */
let islandAsked = false;

const keyOf = (search: ProductSearch) => JSON.stringify(search);

/**
 * Sends the API request of the listing the shell's URL (`params`) asks for, as the listing island
 * will ask for it: parsed with the same categories, and only when the API answers it (`apiAnswers`:
 * not the price sorts, nor a category's first page).
 */
export function startSearchListing(params: URLSearchParams, categories: readonly Pick<ListingCategory, 'id' | 'slug'>[], optionNames: readonly string[] = []): void {
  if (islandAsked || early) return;
  const listing = parseListingQuery(params, categories, null, optionNames);
  if (!apiAnswers(listing)) return;
  const search = apiSearch(listing);
  early = { key: keyOf(search), page: searchProductPage(apiClient(), search) };
}

/**
 * One page of `listing` from the API as cards priced with the build's discounts: the early
 * request's answer when it asked for this very page (taken once: back or forward later asks the
 * API again), else a request of its own. Rejects when no valid answer came (the index answers then:
 * `UnansweredListing` says whether the API is down).
 */
export function searchListingPage(listing: ListingQuery, pricing: BuildPricing): Promise<FoundProducts> {
  islandAsked = true;
  return apiListing(listing, pricing, async (search) => {
    const taken = early;
    early = undefined;
    return taken?.key === keyOf(search) ? taken.page : searchProductPage(apiClient(), search);
  });
}
