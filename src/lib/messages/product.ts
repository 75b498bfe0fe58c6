import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of the product page's buying box: picker, stock, quantity, Add to cart and its outcome.
 * The words themselves are in messages/product/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const productMessages = {
  get from() { return m.product_from(); },
  get chooseOne() { return m.product_chooseOne(); },
  get soldOutOption() { return m.product_soldOutOption(); },
  get stockUnchosen() { return m.product_stockUnchosen(); },
  get stockOut() { return m.product_stockOut(); },
  stockLow: (left: number) => m.product_stockLow({ n: formatNumber(left) }),
  get stockIn() { return m.product_stockIn(); },
  get quantity() { return m.product_quantity(); },
  get decreaseQuantity() { return m.product_decreaseQuantity(); },
  get increaseQuantity() { return m.product_increaseQuantity(); },
  get addToCart() { return m.product_addToCart(); },
  get adding() { return m.product_adding(); },
  /** `attributes` are the picker's labels in lower case, e.g. ['size', 'color']. */
  chooseFirst: (attributes: readonly string[]) => m.product_chooseFirst({ attributes: attributes.join(m.product_chooseFirst_and()) }),
  added: (quantity: number) => m.product_added({ n: formatNumber(quantity) }),
  addedNotSaved: (quantity: number) => m.product_addedNotSaved({ n: formatNumber(quantity) }),
  get justSoldOut() { return m.product_justSoldOut(); },
  onlyMore: (available: number) => m.product_onlyMore({ n: formatNumber(available) }),
  get allInCart() { return m.product_allInCart(); },
  get viewCart() { return m.product_viewCart(); },
};

/**
 * The product page's own headings, written into its HTML as it is built: a table apart from the
 * buying box's, whose island would otherwise carry them (a table's getters keep all its words in
 * any bundle that imports it).
 */
export const productPageMessages = {
  get brand() { return m.product_brand(); },
  get about() { return m.product_about(); },
  get related() { return m.product_related(); },
  get relatedList() { return m.product_relatedList(); },
};
