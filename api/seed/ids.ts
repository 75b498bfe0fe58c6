/**
 * Demo ids that carry meaning, so the media service can draw a matching picture from an image
 * key alone (`products/{id}-{n}`, `skus/{id}`) without reading the database:
 * - product `id` belongs to category `CATEGORIES[(id - 1) % CATEGORIES.length]`;
 * - sku id = productId × 10 000 + colour number × 100 + size number (see `options.ts`).
 */
const PRODUCT_FACTOR = 10_000;
const OPTION_FACTOR = 100;

/** The id of the sku of `productId` with the given colour and size numbers (0 = none). */
export function skuIdOf(productId: number, colorNumber: number, sizeNumber: number): number {
  return productId * PRODUCT_FACTOR + colorNumber * OPTION_FACTOR + sizeNumber;
}

/** Splits a demo sku id back into its product id and option numbers. */
export function decodeSkuId(skuId: number): { productId: number; colorNumber: number; sizeNumber: number } {
  return {
    productId: Math.floor(skuId / PRODUCT_FACTOR),
    colorNumber: Math.floor(skuId / OPTION_FACTOR) % OPTION_FACTOR,
    sizeNumber: skuId % OPTION_FACTOR,
  };
}

/** Index in `CATEGORIES` of the category a demo product id belongs to. */
export function categoryIndexOfProduct(productId: number, categoryCount: number): number {
  return (((productId - 1) % categoryCount) + categoryCount) % categoryCount;
}
