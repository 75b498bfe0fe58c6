import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of the listing island: category pages, the product list, search results and the search shell.
 * The words themselves are in messages/listing/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const listingMessages = {
  searchInCategory: (category: string) => m.listing_searchInCategory({ category }),
  get searchInAll() { return m.listing_searchInAll(); },
  searchPlaceholderInCategory: (category: string) => m.listing_searchPlaceholderInCategory({ category }),
  get searchPlaceholderInAll() { return m.listing_searchPlaceholderInAll(); },
  get sortBy() { return m.listing_sortBy(); },
  get sortRelevance() { return m.listing_sortRelevance(); },
  get sortPriceAsc() { return m.listing_sortPriceAsc(); },
  get sortPriceDesc() { return m.listing_sortPriceDesc(); },
  get sortNewest() { return m.listing_sortNewest(); },
  get searching() { return m.listing_searching(); },
  productCount: (total: number, category?: string) =>
    m.listing_productCount({ count: total, n: formatNumber(total), category: category ?? '', where: category ? 'in' : 'all' }),
  resultCount: (total: number, query: string, category?: string) =>
    m.listing_resultCount({ count: total, n: formatNumber(total), query, category: category ?? '', where: category ? 'in' : 'all' }),
  get searchUnavailable() { return m.listing_searchUnavailable(); },
  noneFound: (query: string, category?: string) =>
    m.listing_noneFound({ query, searched: query ? 'yes' : 'no', category: category ?? '', where: category ? 'in' : 'all' }),
  get noneFoundHelp() { return m.listing_noneFoundHelp(); },
  get browseAll() { return m.listing_browseAll(); },
  get gridProducts() { return m.listing_gridProducts(); },
  get gridResults() { return m.listing_gridResults(); },
  get gridLoading() { return m.listing_gridLoading(); },
  get pages() { return m.listing_pages(); },
  get previous() { return m.listing_previous(); },
  get next() { return m.listing_next(); },
  pageOf: (page: number, pages: number) => m.listing_pageOf({ page: formatNumber(page), pages: formatNumber(pages) }),
};

/**
 * Words of the listing's filters (issue 25 §5) shown before the panel opens: the Filters button, the
 * chosen filters and the panel's frame. The panel's own words are in listing-filter-panel.ts, loaded with it.
 */
export const filterMessages = {
  get filters() { return m.listing_filters(); },
  /** The button, with how many filters are on. */
  filtersButton: (on: number) => m.listing_filtersButton({ n: formatNumber(on), active: on ? 'yes' : 'no' }),
  get close() { return m.listing_close(); },
  get closeFilters() { return m.listing_closeFilters(); },
  get unavailable() { return m.listing_unavailable(); },
  get onSale() { return m.listing_onSale(); },
  /** A price band or range, both ends included: "Up to BDT 99.99", "BDT 100 – 249.99", "BDT 1,000 and above". */
  priceRange: (min: number | null, max: number | null) =>
    m.listing_priceRange({
      min: min === null ? '' : formatNumber(min),
      max: formatNumber(max ?? 0),
      bound: min === null ? 'upTo' : max === null ? 'from' : 'between',
    }),
  get clearAll() { return m.listing_clearAll(); },
  get chosen() { return m.listing_chosen(); },
  /** A chosen filter's button, which removes it. */
  remove: (label: string) => m.listing_remove({ label }),
  get inStock() { return m.listing_inStock(); },
  option: (name: string, value: string) => m.listing_option({ name, value }),
};

/** Words of the listing pages themselves (titles, descriptions, the no-JavaScript note): HTML only, never shipped to the island. */
export const listingPageMessages = {
  get allProductsTitle() { return m.listing_allProductsTitle(); },
  get allProductsPageTitle() { return m.listing_allProductsPageTitle(); },
  get allProductsDescription() { return m.listing_allProductsDescription(); },
  categoryDescription: (name: string, nameBn: string, total: number) =>
    m.listing_categoryDescription({ name, nameBn, count: total, n: formatNumber(total) }),
  get searchTitle() { return m.listing_searchTitle(); },
  get searchDescription() { return m.listing_searchDescription(); },
  get needsJavaScript() { return m.listing_needsJavaScript(); },
};
