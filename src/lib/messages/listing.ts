import { count, formatNumber } from './format.ts';

/** Words of the listing island: category pages, the product list, search results and the search shell. */
export const listingMessages = {
  searchInCategory: (category: string) => `Search in ${category}`,
  searchInAll: 'Search in all products',
  searchPlaceholderInCategory: (category: string) => `Search in ${category}…`,
  searchPlaceholderInAll: 'Search in all products…',
  sortBy: 'Sort by',
  sortRelevance: 'Relevance',
  sortPriceAsc: 'Price: low to high',
  sortPriceDesc: 'Price: high to low',
  sortNewest: 'Newest',
  searching: 'Searching…',
  productCount: (total: number, category?: string) => `${count(total, { one: 'product', other: 'products' })}${category ? ` in ${category}` : ''}`,
  resultCount: (total: number, query: string, category?: string) =>
    `${count(total, { one: 'result', other: 'results' })} for “${query}”${category ? ` in ${category}` : ''}`,
  searchUnavailable: 'Search is not available right now. Please check your connection and try again.',
  noneFound: (query: string, category?: string) => `No products found${query ? ` for “${query}”` : ''}${category ? ` in ${category}` : ''}`,
  noneFoundHelp: 'Check the spelling, try a shorter or more general word (for example “pen” or “খাতা”), or search all categories.',
  browseAll: 'Browse all products',
  gridProducts: 'Products',
  gridResults: 'Search results',
  gridLoading: 'Loading products',
  pages: 'Pages',
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${formatNumber(page)} of ${formatNumber(pages)}`,
} as const;

/** Words of the listing's filters (issue 25 §5): the Filters button, its panel (a sheet on phones) and the chosen filters. */
export const filterMessages = {
  filters: 'Filters',
  /** The button, with how many filters are on. */
  filtersButton: (on: number) => (on ? `Filters (${formatNumber(on)})` : 'Filters'),
  close: 'Close',
  closeFilters: 'Close filters',
  loading: 'Loading filters…',
  unavailable: 'Filters are not available right now. Please check your connection and try again.',
  availability: 'Availability',
  inStockOnly: 'In stock only',
  offers: 'Offers',
  onSale: 'On sale',
  price: 'Price',
  anyPrice: 'Any price',
  /** A price band or range, both ends included: "Up to BDT 99.99", "BDT 100 – 249.99", "BDT 1,000 and above". */
  priceRange: (min: number | null, max: number | null) =>
    min === null ? `Up to BDT ${formatNumber(max ?? 0)}` : max === null ? `BDT ${formatNumber(min)} and above` : `BDT ${formatNumber(min)} – ${formatNumber(max)}`,
  ownRange: 'Your own range',
  minPrice: 'Min (BDT)',
  maxPrice: 'Max (BDT)',
  applyPrice: 'Apply price',
  priceNotWhole: 'Enter whole taka, for example 250.',
  priceNeeded: 'Enter a minimum, a maximum or both.',
  priceUpsideDown: 'The minimum is more than the maximum.',
  brand: 'Brand',
  /** A value and how many products the listing would hold with it chosen. */
  valueCount: (label: string, n: number) => `${label} (${formatNumber(n)})`,
  showProducts: (n: number) => `Show ${count(n, { one: 'product', other: 'products' })}`,
  clearAll: 'Clear all',
  chosen: 'Chosen filters',
  /** A chosen filter's button, which removes it. */
  remove: (label: string) => `Remove filter: ${label}`,
  inStock: 'In stock',
  option: (name: string, value: string) => `${name}: ${value}`,
} as const;

/** Words of the listing pages themselves (titles, descriptions, the no-JavaScript note): HTML only, never shipped to the island. */
export const listingPageMessages = {
  allProductsTitle: 'Products',
  allProductsPageTitle: 'All products',
  allProductsDescription: 'Pens, notebooks, art supplies, office supplies and gifts, delivered across Bangladesh.',
  categoryDescription: (name: string, nameBn: string, total: number) => `${name} (${nameBn}) at Kolom: ${count(total, { one: 'product', other: 'products' })}, delivered across Bangladesh.`,
  searchTitle: 'Search results',
  searchDescription: 'Search pens, notebooks, art supplies and gifts at Kolom.',
  needsJavaScript: 'Search results are found in your browser, which needs JavaScript: please turn it on. Or browse a category:',
} as const;
