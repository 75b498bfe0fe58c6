import { count } from './format.ts';

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
  /** A currency in the picker: `BDT — Bangladesh` (after its flag, if any). */
  currencyOption: (code: string, country: string) => `${code} — ${country}`,
  /** Shown whenever prices are displayed in another currency than BDT. */
  convertedNote: 'Prices converted from BDT; you pay in BDT.',
  cartLabel: (items: number) => `Cart, ${count(items, { one: 'item', other: 'items' })}`,
  cart: 'Cart',
  cartEmpty: 'YOUR CART IS EMPTY',
  total: 'Total',
  viewCart: 'View Cart',
  checkOut: 'Check Out',
} as const;
