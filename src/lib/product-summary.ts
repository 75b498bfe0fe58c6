import type { Image } from './contract/index.ts';
import type { ShopProduct } from './discounts.ts';
import { lowestPrice } from './pricing.ts';

/**
 * What a product card shows, and nothing more: it ships in every search hit's fragment (fetched
 * per result) and in the listing island's props, so each field costs bytes on every listing.
 */
export interface ProductSummary {
  id: number;
  name: string;
  nameBn: string;
  image: Image;
  price: number;
  sale_price: number | null;
  regular_price: number | null;
  variants: number;
  inStock: boolean;
  discount: string | null;
}

/** The card's view of a product: its cheapest sku's prices, stock and discount. */
export function summarize(product: ShopProduct): ProductSummary {
  const cheapest = lowestPrice(product.skus)!;
  const { src, width, height, alt } = product.images[0]!;
  return {
    id: product.id,
    name: product.name,
    nameBn: product.nameBn,
    image: { src, width, height, alt },
    price: cheapest.price,
    sale_price: cheapest.sale_price,
    regular_price: cheapest.regular_price,
    variants: product.skus.length,
    inStock: product.skus.some((sku) => sku.stock > 0),
    discount: product.discount?.label ?? null,
  };
}
