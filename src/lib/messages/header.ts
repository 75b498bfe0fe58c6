import { formatNumber, plural } from './format.ts';

/**
 * The cart button's name in each plural form, `{n}` standing for the count: the badge's inline
 * script (src/scripts/cart-badge.ts) fills it in before the first paint, before any island wakes.
 */
const cartLabelForms = { one: 'Cart, {n} item', other: 'Cart, {n} items' } as const;

/** Words of the header: logo, search and its suggestions, currency picker, cart button and its dropdown. */
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
  /** The suggestion list under the search box (a listbox), named for screen readers. */
  suggestions: 'Suggested products',
  /** Said (a live region) when the list opens or changes. */
  suggestionCount: (n: number) => `${formatNumber(n)} ${plural(n, { one: 'suggestion', other: 'suggestions' })}; use the up and down arrows to choose`,
  noSuggestions: 'No products match',
  currency: 'Currency',
  /** A currency in the picker: `BDT — Bangladesh` (after its flag, if any). */
  currencyOption: (code: string, country: string) => `${code} — ${country}`,
  /** Shown whenever prices are displayed in another currency than BDT. */
  convertedNote: 'Prices converted from BDT; you pay in BDT.',
  cartLabelForms,
  cartLabel: (items: number) => plural(items, cartLabelForms).replace('{n}', formatNumber(items)),
  cart: 'Cart',
  /** A dropdown line's quantity buttons and remove, each naming its product. */
  quantityOf: (product: string) => `Quantity of ${product}`,
  decreaseQuantity: 'Decrease quantity',
  increaseQuantity: 'Increase quantity',
  removeNamed: (product: string) => `Remove ${product}`,
  remove: 'Remove',
  cartEmpty: 'YOUR CART IS EMPTY',
  total: 'Total',
  viewCart: 'View Cart',
  checkOut: 'Check Out',
} as const;
