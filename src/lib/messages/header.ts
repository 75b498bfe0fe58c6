/** Words of the header: logo, search, currency picker, cart button and its dropdown. */
export const headerMessages = {
  logoTagline: 'Stationery & Gifts',
  /** Said after the logo's visible words, so its name starts with what is seen (WCAG 2.5.3). */
  logoHome: ', home',
  searchCategory: 'Category',
  allCategories: 'All Categories',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search pens, notebooks, gifts…',
  /** Shown by the browser when empty text is submitted before the search island wakes. */
  searchHint: 'Type what you are looking for',
  searchButton: 'Search',
  currency: 'Currency',
  cartLabel: (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  cart: 'Cart',
  cartEmpty: 'YOUR CART IS EMPTY',
  total: 'Total',
  viewCart: 'View Cart',
  checkOut: 'Check Out',
} as const;
