/** Words every page shares: the page frame, breadcrumbs, the error page, the home page's sections. */
export const commonMessages = {
  skipToContent: 'Skip to content',
  breadcrumb: 'Breadcrumb',
  home: 'Home',
  products: 'Products',
  browseProducts: 'Browse products',
  backToHome: 'Back to home',
  notFoundTitle: 'Page Not Found',
  /** Spec §8: the error page's message for an unmatched path. */
  notFound: 'Page not found:',
  serverErrorTitle: 'Internal Server Error',
  homeHeading: (shop: string) => `${shop}: stationery and gifts in Bangladesh`,
  shopByCategory: 'Shop by category',
  allProducts: 'All products',
  newArrivals: 'New arrivals',
  onSaleNow: 'On sale now',
  seeAll: 'See all',
  categories: 'Categories',
  /** The shop's one-line promise: the footer's words and the pages' default description. */
  tagline: 'Stationery & gifts for every desk and every occasion, delivered across Bangladesh.',
  /** The home page's `<title>`. */
  homeTitle: (shop: string) => `${shop} — Stationery & Gifts`,
  /** Every other page's `<title>`. */
  pageTitle: (title: string, shop: string) => `${title} | ${shop}`,
  /** What the shop's share card shows (public/social-card.png): its `og:image:alt`. */
  socialCardAlt: (shop: string) => `${shop}: stationery and gifts, delivered across Bangladesh`,
} as const;
