import * as v from 'valibot';
import { bdt, count, httpUrl, imageSchema, pageSchema, pageQuerySchema, plainText, positiveInteger, queryInteger } from './common.ts';
import { PRODUCT_SORTS } from './sorts.ts';

export { PRODUCT_SORTS, type ProductSort } from './sorts.ts';

/*
 * Products as the API sends them (spec §3: snake_case `sale_price`, `images[].image`). Past
 * `src/lib/api` the shop sees the domain shapes of `domain.ts` instead.
 */

/** The two attributes a sku varies by (spec §3). */
export const ATTRIBUTE_NAMES = ['Size', 'Color'] as const;

/** A sku's value for one attribute, with the labels the storefront shows (spec §3). */
export const attributeValueSchema = v.object({
  attribute: v.picklist(ATTRIBUTE_NAMES),
  option: v.pipe(v.string(), v.minLength(1)),
  displayLabel: v.pipe(v.string(), v.minLength(1)),
  optionDisplayLabel: v.pipe(v.string(), v.minLength(1)),
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

/** A product's own fields, the same on the wire and in the shop (its pictures and skus differ). */
export const productFields = {
  id: positiveInteger,
  name: v.pipe(v.string(), v.minLength(1)),
  nameBn: v.pipe(v.string(), v.minLength(1)),
  slug: v.pipe(v.string(), v.minLength(1)),
  description: v.string(),
  categoryId: positiveInteger,
  brand: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When the product or one of its skus last changed; an API without it sends none. */
  updatedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
};

/** A product joined with its images and skus, as `GET /api/v3/items/joined` sends it. */
export const productWireSchema = v.object({
  ...productFields,
  images: v.pipe(v.array(v.object({ ...imageSchema.entries, image: httpUrl })), v.minLength(1)),
  skus: v.pipe(v.array(skuWireSchema), v.minLength(1)),
});
export type ProductWire = v.InferOutput<typeof productWireSchema>;
/** A page of products on the wire. */
export const productWirePageSchema = pageSchema(productWireSchema);

/** Query of `GET /api/v3/items/joined`: paging, a category filter, free text and a sort. */
export const productQuerySchema = v.object({
  ...pageQuerySchema.entries,
  categoryId: v.optional(v.pipe(queryInteger, v.minValue(1))),
  query: v.optional(v.pipe(plainText, v.trim(), v.maxLength(100))),
  sort: v.optional(v.picklist(PRODUCT_SORTS), 'relevance'),
});
export type ProductQuery = v.InferInput<typeof productQuerySchema>;
