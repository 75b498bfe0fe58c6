import type { Sku } from './contract/index.ts';
import { localText, textLang } from './i18n/names.ts';
import { skuMessages } from './messages/sku.ts';

/**
 * "Size: A5 · Color: Blue", for cart lines (the header's cart dropdown, the cart page, the wishlist),
 * in the page's language where the API sent the labels' Bangla: "সাইজ: এ৫ · রং: নীল".
 */
export function describeSku(sku: Pick<Sku, 'attributeValues'>): string {
  return sku.attributeValues
    .map((value) => skuMessages.attribute(localText(value.displayLabel, value.displayLabelBn), localText(value.optionDisplayLabel, value.optionDisplayLabelBn)))
    .join(skuMessages.separator);
}

/**
 * The `lang` of `describeSku(sku)`: `'en'` on a Bangla page when some label has no Bangla (a line
 * kept in the cart from before the API sent it), so the words read in English are read so.
 */
export function skuLang(sku: Pick<Sku, 'attributeValues'>): 'en' | undefined {
  return sku.attributeValues.some((value) => textLang(value.displayLabelBn) ?? textLang(value.optionDisplayLabelBn)) ? 'en' : undefined;
}
