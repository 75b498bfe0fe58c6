import type { ShopProduct } from './discounts.ts';
import { newestFirst } from './catalogue-order.ts';
import { isOnSale } from './pricing.ts';

/** How many products each home section shows. */
export const HOME_SECTION_SIZE = 10;

/** The home page's product sections: the newest in-stock products, and in-stock products on sale. */
export function homeSections<T extends ShopProduct>(products: readonly T[], size = HOME_SECTION_SIZE) {
  const inStock = products.filter((product) => product.skus.some((sku) => sku.stock > 0));
  const newest = [...inStock].sort(newestFirst);
  return {
    newArrivals: newest.slice(0, size),
    onSale: newest.filter((product) => product.skus.some(isOnSale)).slice(0, size),
  };
}
