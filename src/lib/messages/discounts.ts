import * as m from '../../paraglide/messages.js';
import { formatBDT, formatNumber } from './format.ts';

/**
 * How a global discount is labelled on product cards, in the page's language: as a page renders and
 * in the listing islands' cards (two short words a language).
 * The words themselves are in messages/discounts/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const discountMessages = {
  percentOff: (percent: number) => m.discounts_percentOff({ percent: formatNumber(percent) }),
  amountOff: (amountBdt: number) => m.discounts_amountOff({ amount: formatBDT(amountBdt) }),
};
