import * as m from '../../paraglide/messages.js';

/**
 * Words every page shares: the page frame, breadcrumbs, the error page, the home page's sections.
 * The words themselves are in messages/common/<locale>.json (Paraglide JS), read in the language of the page.
 */
export const commonMessages = {
  get skipToContent() { return m.common_skipToContent(); },
  get breadcrumb() { return m.common_breadcrumb(); },
  get home() { return m.common_home(); },
  get products() { return m.common_products(); },
  get browseProducts() { return m.common_browseProducts(); },
  get backToHome() { return m.common_backToHome(); },
  get notFoundTitle() { return m.common_notFoundTitle(); },
  /** Spec §8: the error page's message for an unmatched path. */
  get notFound() { return m.common_notFound(); },
  homeHeading: (shop: string) => m.common_homeHeading({ shop }),
  get shopByCategory() { return m.common_shopByCategory(); },
  get allProducts() { return m.common_allProducts(); },
  get newArrivals() { return m.common_newArrivals(); },
  get onSaleNow() { return m.common_onSaleNow(); },
  get seeAll() { return m.common_seeAll(); },
  get categories() { return m.common_categories(); },
  /** The shop's one-line promise: the footer's words and the pages' default description. */
  get tagline() { return m.common_tagline(); },
  /** The home page's `<title>`. */
  homeTitle: (shop: string) => m.common_homeTitle({ shop }),
  /** Every other page's `<title>`. */
  pageTitle: (title: string, shop: string) => m.common_pageTitle({ title, shop }),
  /** What the shop's share card shows (public/social-card.png): its `og:image:alt`. */
  socialCardAlt: (shop: string) => m.common_socialCardAlt({ shop }),
};
