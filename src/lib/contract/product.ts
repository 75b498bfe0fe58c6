import * as v from 'valibot';
import { bdt, count, httpUrl, positiveInteger } from './common.ts';

export { PRODUCT_SORTS, type ProductSort } from './sorts.ts';

/*
 * Products as the API sends them (spec §3: snake_case `sale_price`, `images[].image`). Past
 * `src/lib/api` the shop sees the domain shapes of `domain.ts` instead.
 */

/** The two attributes a sku varies by (spec §3). */
export const ATTRIBUTE_NAMES = ['Size', 'Color'] as const;

/** A sku's value for one attribute, with the labels the storefront shows (spec §3), and their Bangla. */
export const attributeValueSchema = v.object({
  attribute: v.picklist(ATTRIBUTE_NAMES),
  option: v.pipe(v.string(), v.minLength(1)),
  displayLabel: v.pipe(v.string(), v.minLength(1)),
  optionDisplayLabel: v.pipe(v.string(), v.minLength(1)),
  /** The same labels in Bangla (issue 24 §4), where the API has them: "সাইজ", "নীল". */
  displayLabelBn: v.optional(v.pipe(v.string(), v.minLength(1))),
  optionDisplayLabelBn: v.optional(v.pipe(v.string(), v.minLength(1))),
});
export type AttributeValue = v.InferOutput<typeof attributeValueSchema>;

/** A sku's picture: no alt text of its own (the product's name describes it). */
export const skuImageSchema = v.object({ src: httpUrl, width: positiveInteger, height: positiveInteger });

/**
 * A purchasable variant of a product, on the wire (spec §3). `price` is the normal price;
 * `sale_price` and `regular_price` are set together when the sku is on sale (see `unitPrice`).
 */
export const skuWireSchema = v.object({
  id: positiveInteger,
  code: v.pipe(v.string(), v.minLength(1)),
  price: bdt,
  sale_price: v.nullable(bdt),
  regular_price: v.nullable(bdt),
  stock: count,
  image: skuImageSchema,
  attributes: v.array(v.object({ name: v.string(), option: v.string() })),
  attributeValues: v.array(attributeValueSchema),
});
export type SkuWire = v.InferOutput<typeof skuWireSchema>;
