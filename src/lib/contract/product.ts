import { z } from 'zod';
import { imageSchema, pageQuerySchema, pageSchema } from './common.ts';
import { PRODUCT_SORTS } from './sorts.ts';

export { PRODUCT_SORTS, type ProductSort } from './sorts.ts';

/** The two attributes a sku varies by (spec §3). */
export const ATTRIBUTE_NAMES = ['Size', 'Color'] as const;

/** A sku's value for one attribute, with the labels the storefront shows (spec §3). */
export const attributeValueSchema = z.object({
  attribute: z.enum(ATTRIBUTE_NAMES),
  option: z.string().min(1),
  displayLabel: z.string().min(1),
  optionDisplayLabel: z.string().min(1),
});
export type AttributeValue = z.infer<typeof attributeValueSchema>;

/** Money in BDT, never negative, at most two decimals. */
const bdt = z.number().min(0).multipleOf(0.01);

/**
 * A purchasable variant of a product (spec §3). `price` is the normal price; `sale_price` and
 * `regular_price` are set together when the sku is on sale (see `unitPrice`).
 */
export const skuSchema = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1),
  price: bdt,
  sale_price: bdt.nullable(),
  regular_price: bdt.nullable(),
  stock: z.number().int().min(0),
  image: z.object({ src: z.url(), width: z.number().int(), height: z.number().int() }),
  attributes: z.array(z.object({ name: z.string(), option: z.string() })),
  attributeValues: z.array(attributeValueSchema),
});
export type Sku = z.infer<typeof skuSchema>;

/** A product joined with its images and skus, as `GET /api/v3/items/joined` answers it. */
export const productSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  nameBn: z.string().min(1),
  slug: z.string().min(1),
  description: z.string(),
  categoryId: z.number().int().positive(),
  brand: z.string(),
  createdAt: z.iso.datetime(),
  images: z.array(imageSchema.extend({ image: z.url() })).min(1),
  skus: z.array(skuSchema).min(1),
});
export type Product = z.infer<typeof productSchema>;


/** Query of `GET /api/v3/items/joined`: paging, a category filter, free text and a sort. */
export const productQuerySchema = pageQuerySchema.extend({
  categoryId: z.coerce.number().int().positive().optional(),
  query: z.string().trim().max(100).optional(),
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
});
export type ProductQuery = z.input<typeof productQuerySchema>;

export const productPageSchema = pageSchema(productSchema);
