import { PRODUCT_SORTS, type ProductSort } from '../contract/sorts.ts';
import { listingMessages } from '../messages/listing.ts';
import { hasFilters, normalizeFilters, parseListingFilters, writeListingFilters, type ListingFilters } from './listing-filters.ts';

/** What a product listing shows: free text, a category, filters, a sort and a page (from the URL). */
export interface ListingQuery {
  query: string;
  categoryId: number | null;
  sort: ProductSort;
  page: number;
  /** Absent when nothing is filtered (listing-filters.ts), so an unfiltered listing keeps its old shape and URL. */
  filters?: ListingFilters;
}

/** `listing` with `filters` (absent when there are none), in canonical form so listings compare by value. */
export function withFilters<T extends ListingQuery>(listing: T, filters: ListingFilters | undefined): T {
  const { filters: _, ...rest } = listing;
  return (hasFilters(filters) ? { ...rest, filters: normalizeFilters(filters) } : rest) as T;
}

export const LISTING_PAGE_SIZE = 24;

/**
 * Set on `<html>` before first paint when the URL asks for a listing other than the prerendered one
 * (ListingPage.astro), so the wrong grid never flashes; the listing island removes it.
 */
export const LISTING_PENDING_CLASS = 'listing-pending';

/**
 * On `<html>` while the listing island shows the results of the very listing the URL asks for, its
 * count and grid final; off while one loads or is still being rendered, and on an error.
 * `LISTING_PENDING_CLASS` also goes after a 5 s fallback, so it cannot say that: this can (the e2e
 * tests wait for it before reading a count).
 */
export const LISTING_SHOWN_ATTRIBUTE = 'data-listing-shown';

/** Shopper-facing names of the sorts, in the page's language (read when shown, not when this module loads). */
export const sortLabels = (): Record<ProductSort, string> => ({
  relevance: listingMessages.sortRelevance,
  price_asc: listingMessages.sortPriceAsc,
  price_desc: listingMessages.sortPriceDesc,
  newest: listingMessages.sortNewest,
});

interface CategoryRef { id: number; slug: string }

/**
 * Reads a listing from URL parameters (spec §2: query, categoryId, category; issue 25: filters, with
 * `optionNames` the options a product may have). `category` may name a category by slug or id;
 * unknown values are ignored rather than showing an empty shop.
 */
export function parseListingQuery(params: URLSearchParams, categories: readonly CategoryRef[], fixedCategoryId: number | null = null, optionNames: readonly string[] = []): ListingQuery {
  const byId = (value: string | null) => categories.find((c) => String(c.id) === value)?.id ?? null;
  const bySlug = (value: string | null) => categories.find((c) => c.slug === value)?.id ?? null;
  const category = params.get('category');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return withFilters({
    query: (params.get('query') ?? '').trim().slice(0, 100),
    categoryId: fixedCategoryId ?? byId(params.get('categoryId')) ?? bySlug(category) ?? byId(category),
    sort: (PRODUCT_SORTS as readonly string[]).includes(sort ?? '') ? (sort as ProductSort) : 'relevance',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  }, parseListingFilters(params, optionNames));
}

/** Fewer typed characters than this search nothing yet: one letter matches half the shop. */
export const REFINE_MIN_CHARS = 2;

/** The query a refine box's text searches for: trimmed, at most 100 characters, '' while too short. */
export function refineQuery(typed: string): string {
  const query = typed.trim().slice(0, 100);
  return [...query].length >= REFINE_MIN_CHARS ? query : '';
}

/** The URL parameters of a listing, leaving defaults out so URLs stay short and shareable. */
export function listingParams(listing: ListingQuery, fixedCategory: boolean): URLSearchParams {
  const params = new URLSearchParams();
  if (listing.query) params.set('query', listing.query);
  if (listing.categoryId !== null && !fixedCategory) params.set('categoryId', String(listing.categoryId));
  if (listing.filters) writeListingFilters(params, listing.filters);
  if (listing.sort !== 'relevance') params.set('sort', listing.sort);
  if (listing.page > 1) params.set('page', String(listing.page));
  return params;
}

/**
 * The Pagefind sort for a listing. Relevance with text is Pagefind's own ranking; without text
 * it is the catalogue's browsing order (newest first), the order the prerendered first page uses.
 */
export function pagefindSort(listing: Pick<ListingQuery, 'query' | 'sort'>): Record<string, 'asc' | 'desc'> | undefined {
  switch (listing.sort) {
    case 'price_asc': return { price: 'asc' };
    case 'price_desc': return { price: 'desc' };
    case 'newest': return { newest: 'desc' };
    default: return listing.query ? undefined : { newest: 'desc' };
  }
}

/** Whether this listing is a category's first page in browsing order, which its own page prerendered. */
export function isCategoryFirstPage(listing: ListingQuery): boolean {
  return listing.categoryId !== null && isPrerendered(listing, listing.categoryId);
}

/** Whether the prerendered first page already shows this listing (no search needed). */
export function isPrerendered(listing: ListingQuery, fixedCategoryId: number | null): boolean {
  return !listing.query && !listing.filters && listing.sort === 'relevance' && listing.page === 1 && listing.categoryId === fixedCategoryId;
}

/**
 * The sorts the commerce API answers. Its price sorts order by prices before the build's discounts,
 * which the cards show taken off: those come from the index, whose price key is the card's price.
 */
const API_SORTS: readonly ProductSort[] = ['relevance', 'newest'];

/**
 * Whether the commerce API can answer `listing` (the listing store's `show` asks it for text, and
 * on the search shell for the listing it opened at): not for a filter or a price sort, nor a
 * category's first page in browsing order (that category's payload answers). The shell's early
 * request (src/stores/search-listing.ts) goes out only when this holds.
 */
export function apiAnswers(listing: ListingQuery): boolean {
  // The commerce API does not filter: a filtered listing is the static index's.
  return API_SORTS.includes(listing.sort) && !listing.filters && !isCategoryFirstPage(listing);
}
