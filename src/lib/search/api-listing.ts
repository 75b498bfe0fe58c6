import type { ProductSearch } from '../api/product-search.ts';
import type { ApiResult } from '../api/types.ts';
import type { Page } from '../contract/common.ts';
import type { Discount } from '../contract/index.ts';
import type { Product } from '../contract/domain.ts';
import { biggestSaving, coversCategory, discountedProduct, type ShopProduct } from '../discounts.ts';
import { unitPrice } from '../pricing.ts';
import { summarize } from '../product-summary.ts';
import { LISTING_PAGE_SIZE, type ListingQuery } from './listing-query.ts';
import type { FoundProducts } from './pagefind.ts';

/** A global discount running when the site was built, as a listing page holds it (its payload, its island's props). */
export type ListedDiscount = Pick<Discount, 'id' | 'name' | 'type' | 'value' | 'categoryId'>;

/**
 * The prices every static page shows: the global discounts running when the site was built
 * (`loadDiscounts`). Cards from the API get them too, so a product costs the same on every page.
 */
export interface BuildPricing {
  discounts: ListedDiscount[];
}

/**
 * `withDiscount(product, discounts, builtAt)` for discounts known to run at the build's instant,
 * from the rules the cart's live check also uses: the shopper's browser then shares their code with
 * the cart page instead of adding the choosing and the time check to it.
 * tests/unit/search-api-listing.test.ts holds the two together.
 */
export function withBuildDiscount(product: Product, pricing: BuildPricing): ShopProduct {
  const reference = Math.min(...product.skus.map(unitPrice));
  return discountedProduct(product, biggestSaving(pricing.discounts.filter((candidate) => coversCategory(candidate, product.categoryId)), reference));
}

/**
 * The API query of a listing. Relevance without text is the catalogue's browsing order, newest
 * first, as everywhere else in the shop (see `pagefindSort`).
 */
export function apiSearch(listing: ListingQuery): ProductSearch {
  const sort = listing.sort === 'relevance' && !listing.query ? 'newest' : listing.sort;
  return { page: listing.page, size: LISTING_PAGE_SIZE, categoryId: listing.categoryId, query: listing.query, sort };
}

/**
 * Why the commerce API gave no listing: `down` when it cannot answer listings now (no answer, a
 * server error, an answer not in the contract's shape), not when it refused this one request (a
 * 4xx: text with a control character, say), which says nothing of the next.
 */
export class UnansweredListing extends Error {
  readonly down: boolean;
  constructor(down: boolean) {
    super(down ? 'the commerce API gave no listing' : 'the commerce API refused this listing');
    this.down = down;
  }
}

/**
 * One page of a listing from the commerce API, as cards priced like the static pages: the search
 * shell's first results and the text typed in a refine box, with no search library to load.
 * `fetchPage` asks the API (the search listing's store action, src/stores/search-listing.ts); when
 * it gave no valid answer this rejects with an `UnansweredListing`.
 */
export async function apiListing(
  listing: ListingQuery,
  pricing: BuildPricing,
  fetchPage: (search: ProductSearch) => Promise<ApiResult<Page<Product>>>,
): Promise<FoundProducts> {
  const result = await fetchPage(apiSearch(listing));
  // The answer is often in before the island wakes: reading it, and drawing 24 cards, are tasks of
  // their own rather than the tail of the island's hydration (one long task blocks the page).
  await new Promise((resolve) => setTimeout(resolve, 0));
  if (!result.ok) throw new UnansweredListing(result.error.network || result.status < 400 || result.status >= 500);
  const page = result.body;
  return { total: page.total, products: page.list.map((product) => summarize(withBuildDiscount(product, pricing))) };
}
