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
