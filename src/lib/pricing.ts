import type { Priced } from './contract/domain.ts';

/**
 * The price a shopper pays for one unit (spec §5): the sale price when both sale and regular
 * prices exist and the regular price is greater; otherwise the normal price.
 */
export function unitPrice(sku: Priced): number {
  return isOnSale(sku) ? sku.salePrice! : sku.price;
}

/** Whether `sku` is on sale by the rule of `unitPrice`. */
export function isOnSale(sku: Priced): boolean {
  return sku.salePrice != null && sku.regularPrice != null && sku.regularPrice > sku.salePrice;
}

/** The lowest unit price among a product's skus ("from" price on cards). */
export function lowestPrice(skus: readonly Priced[]): Priced | undefined {
  let best: Priced | undefined;
  for (const sku of skus) if (!best || unitPrice(sku) < unitPrice(best)) best = sku;
  return best;
}
