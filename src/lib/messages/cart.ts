import * as m from '../../paraglide/messages.js';
import { formatBDT, formatNumber } from './format.ts';

/**
 * Words of the cart's rules: its limits and the live check's notices on a line.
 * The words themselves are in messages/cart/<locale>.json (Paraglide JS); each is read in the
 * language of the page being shown or prerendered (messages/index.ts says how).
 */
export const cartMessages = {
  /** An add refused because the cart already holds `max` different items. */
  cartFull: (max: number) => m.cart_cartFull({ max: formatNumber(max) }),
  get itemGone() { return m.cart_itemGone(); },
  get soldOutNow() { return m.cart_soldOutNow(); },
  onlyLeft: (available: number) => m.cart_onlyLeft({ available: formatNumber(available) }),
  priceChanged: (price: number) => m.cart_priceChanged({ price: formatBDT(price) }),
};
