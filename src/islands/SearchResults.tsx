import type { OptionWords } from '../lib/i18n/option-words.ts';
import type { BuildPricing } from '../lib/search/api-listing.ts';
import type { ListingCategory } from '../stores/listing.ts';
import { searchListingPage } from '../stores/search-listing.ts';
import ProductListing from './ProductListing.tsx';

interface Props {
  /** `nameBn` on Bangla pages only (ProductListing). */
  categories: (ListingCategory & { nameBn?: string | undefined })[];
  /** The build's discounts: API cards are priced as the static pages are. */
  pricing: BuildPricing;
  /** The options products may be filtered by, and their Bangla words on a Bangla page. */
  optionNames: string[];
  optionWords?: OptionWords;
}

/**
 * The search shell's listing: the text and category it was opened with (from the header search)
 * come from the commerce API, a few kilobytes instead of the search library and its index; what
 * the shopper types in the refine box, and the price sorts, then run on the static index (see
 * `apiPage` in src/stores/listing.ts). An island of its own, so the API code ships on the search
 * shell only, not with every category page's listing.
 */
export default function SearchResults({ categories, pricing, optionNames, optionWords }: Props) {
  return <ProductListing initial={null} categories={categories} optionNames={optionNames} {...(optionWords ? { optionWords } : {})}
    apiPage={(listing) => searchListingPage(listing, pricing)} />;
}
