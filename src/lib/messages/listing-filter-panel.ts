import * as m from '../../paraglide/messages.js';
import { formatNumber } from './format.ts';

/**
 * Words of the listing's filter panel itself (issue 25 §5; a sheet on phones): its groups, the price
 * form and its errors, the counts and the "Show N products" button. Apart from listing.ts's words
 * because the panel's code loads when the shopper first reaches for it, and its words with it: a
 * listing page does not carry them at load (0.4 KiB brotli less on the search page, measured).
 * The words themselves are in messages/listing/<locale>.json (Paraglide JS), read in the page's language.
 */
export const filterPanelMessages = {
  get loading() { return m.listing_loading(); },
  get availability() { return m.listing_availability(); },
  get inStockOnly() { return m.listing_inStockOnly(); },
  get offers() { return m.listing_offers(); },
  get price() { return m.listing_price(); },
  get anyPrice() { return m.listing_anyPrice(); },
  get ownRange() { return m.listing_ownRange(); },
  get minPrice() { return m.listing_minPrice(); },
  get maxPrice() { return m.listing_maxPrice(); },
  get applyPrice() { return m.listing_applyPrice(); },
  get priceNotWhole() { return m.listing_priceNotWhole(); },
  get priceNeeded() { return m.listing_priceNeeded(); },
  get priceUpsideDown() { return m.listing_priceUpsideDown(); },
  get brand() { return m.listing_brand(); },
  /** A value and how many products the listing would hold with it chosen. */
  valueCount: (label: string, n: number) => m.listing_valueCount({ label, n: formatNumber(n) }),
  showProducts: (n: number) => m.listing_showProducts({ count: n, n: formatNumber(n) }),
};
