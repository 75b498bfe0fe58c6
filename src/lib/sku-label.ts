import type { Sku } from './contract/index.ts';
import { skuMessages } from './messages/sku.ts';

/** "Size: A5 · Color: Blue", for cart lines (the header's cart dropdown, the cart page, the wishlist). */
export function describeSku(sku: Pick<Sku, 'attributeValues'>): string {
  return sku.attributeValues.map((value) => skuMessages.attribute(value.displayLabel, value.optionDisplayLabel)).join(skuMessages.separator);
}
