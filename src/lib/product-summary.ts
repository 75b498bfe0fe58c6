import * as v from 'valibot';
import { bdt, count, imageSchema, positiveInteger } from './contract/common.ts';
import { DISCOUNT_TYPES } from './contract/domain.ts';
import type { ShopProduct } from './discounts.ts';
import { lowestPrice } from './pricing.ts';

/**
 * What a product card shows, and nothing more: it ships in every search hit's fragment (fetched
 * per result), in the listing island's props and in category payloads, so each field costs bytes
 * on every listing. A schema, because the browser reads it back from `_payload.json`.
 */
export const productSummarySchema = v.object({
  id: positiveInteger,
  name: v.string(),
  nameBn: v.string(),
  // No alt text: the card's picture is decorative (its name, in the same link, says what it shows),
  // and the alt rode along unused in every listing's props and search record (~100 B of a category
  // page's compressed HTML, where the first 14.6 KB is what arrives in the first round trip).
  image: v.pick(imageSchema, ['src', 'width', 'height']),
  price: bdt,
  salePrice: v.nullable(bdt),
  regularPrice: v.nullable(bdt),
  variants: count,
  inStock: v.boolean(),
  // What the build's discount takes off, not its label: the card words it in the page's language.
  // Not named `discount`, which held the English label before: a tab opened before a release that
  // reads the new index's cards sees no discount (its plain sale badge) rather than an object it
  // would try to print.
  off: v.nullable(v.object({ type: v.picklist(DISCOUNT_TYPES), value: v.number() })),
});
/** A product card's data. */
export type ProductSummary = v.InferOutput<typeof productSummarySchema>;

/** The card's view of a product: its cheapest sku's prices, stock and discount. */
export function summarize(product: ShopProduct): ProductSummary {
  return summaryOver(product, product.skus);
}

/**
 * The card's view of a product over some of its skus (the option a wishlist keeps): the cheapest
 * one's prices, whether any is in stock, and the discount.
 */
export function summaryOver(product: ShopProduct, skus: readonly ShopProduct['skus'][number][]): ProductSummary {
  const cheapest = lowestPrice(skus)!;
  const { src, width, height } = product.images[0]!;
  return {
    id: product.id,
    name: product.name,
    nameBn: product.nameBn,
    image: { src, width, height },
    price: cheapest.price,
    salePrice: cheapest.salePrice,
    regularPrice: cheapest.regularPrice,
    variants: skus.length,
    inStock: skus.some((sku) => sku.stock > 0),
    off: product.discount ? { type: product.discount.type, value: product.discount.value } : null,
  };
}
