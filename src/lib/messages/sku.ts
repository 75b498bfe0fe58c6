import * as m from '../../paraglide/messages.js';

/**
 * How a chosen sku is named in the cart: "Size: A5 · Color: Blue".
 * The words themselves are in messages/sku/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const skuMessages = {
  attribute: (label: string, option: string) => m.sku_attribute({ label, option }),
  // Punctuation, not words: the same in every language.
  separator: ' · ',
};
