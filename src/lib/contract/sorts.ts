/** Orders a product list can be sorted in. */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
/** One of `PRODUCT_SORTS`. */
export type ProductSort = (typeof PRODUCT_SORTS)[number];
