/**
 * Orders a product list can be sorted in. Kept apart from the zod schemas so browser code can
 * import it without bundling zod.
 */
export const PRODUCT_SORTS = ['relevance', 'price_asc', 'price_desc', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
