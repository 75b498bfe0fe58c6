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
 * come from the commerce API, a few kilobytes instead of the search library and its index, as
 * does what the shopper types in the refine box; filters and the price sorts run on the static
 * index (see `apiPage` in src/stores/listing.ts). An island of its own, so the API code ships at
 * load on the search shell only; a category page's listing loads it with the first text typed.
 */
export default function SearchResults({ categories, pricing, optionNames, optionWords }: Props) {
  return <ProductListing initial={null} categories={categories} optionNames={optionNames} {...(optionWords ? { optionWords } : {})}
    apiPage={(listing) => searchListingPage(listing, pricing)} />;
}
