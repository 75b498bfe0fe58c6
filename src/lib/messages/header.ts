import * as m from '../../paraglide/messages.js';
import { getLocale, type Locale } from '../../paraglide/runtime.js';
import { formatNumber } from './format.ts';

/**
 * Words of the header: logo, search and its suggestions, the currency picker's label, cart button and
 * its dropdown. The picker's script's own words are in header-currency.ts: that script is on every page.
 * The words themselves are in messages/header/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const headerMessages = {
  get searchCategory() { return m.header_searchCategory(); },
  get allCategories() { return m.header_allCategories(); },
  get searchLabel() { return m.header_searchLabel(); },
  get searchPlaceholder() { return m.header_searchPlaceholder(); },
  /** Shown by the browser when empty text is submitted before the search island wakes. */
  get searchHint() { return m.header_searchHint(); },
  get searchButton() { return m.header_searchButton(); },
  /** The suggestion list under the search box (a listbox), named for screen readers. */
  get suggestions() { return m.header_suggestions(); },
  /** Said (a live region) when the list opens or changes. */
  suggestionCount: (n: number) => m.header_suggestionCount({ count: n, n: formatNumber(n) }),
  get noSuggestions() { return m.header_noSuggestions(); },
  /**
   * The cart button's name in each plural form, `{n}` standing for the count: the badge's inline
   * script (src/scripts/cart-badge.ts) fills it in before the first paint, before any island wakes.
   */
  get cartLabelForms() { return cartLabelForms(); },
  cartLabel: (items: number) => m.header_cartLabel({ count: items, n: formatNumber(items) }),
  get cart() { return m.header_cart(); },
  /** A dropdown line's quantity buttons and remove, each naming its product. */
  quantityOf: (product: string) => m.header_quantityOf({ product }),
  get decreaseQuantity() { return m.header_decreaseQuantity(); },
  get increaseQuantity() { return m.header_increaseQuantity(); },
  removeNamed: (product: string) => m.header_removeNamed({ product }),
  get remove() { return m.header_remove(); },
  get cartEmpty() { return m.header_cartEmpty(); },
  get total() { return m.header_total(); },
  get viewCart() { return m.header_viewCart(); },
  get checkOut() { return m.header_checkOut(); },
};

/**
 * The header's words only the build writes (the logo, the currency picker's label): a table apart
 * from the islands', as a table's getters keep all its words in any bundle that imports it.
 */
export const headerPageMessages = {
  get logoTagline() { return m.header_logoTagline(); },
  /** Said after the logo's visible words, so its name starts with what is seen (WCAG 2.5.3). */
  get logoHome() { return m.header_logoHome(); },
  get currency() { return m.header_currency(); },
};

// Once a language: every page's header asks for them, and each plural message makes a new
// Intl.PluralRules (Paraglide's registry), ~0.1 ms a call (issue 25's profile of a 10,000-product build: 5.5 s).
const cartLabelFormsOf = new Map<Locale, { one: string; other: string }>();
function cartLabelForms(): { one: string; other: string } {
  const locale = getLocale();
  let forms = cartLabelFormsOf.get(locale);
  if (!forms) cartLabelFormsOf.set(locale, (forms = { one: m.header_cartLabel({ count: 1, n: '{n}' }), other: m.header_cartLabel({ count: 2, n: '{n}' }) }));
  return forms;
}
