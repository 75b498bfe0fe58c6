import * as v from 'valibot';
import { imageSchema, pageQuerySchema, pageSchema, positiveInteger, queryInteger } from './common.ts';

/*
 * `GET /api/items/cms/variants/images` (spec §7, Content): the pictures of products' variants (a
 * pen in each of its colours) that content pages show, newest products first.
 */

/** One variant's picture, with what it shows in words. */
export const variantImageSchema = v.object({
  skuId: positiveInteger,
  productId: positiveInteger,
  productName: v.string(),
  /** What sets the variant apart: its colour and size (`Blue · A5`), else the product's name. */
  label: v.string(),
  /** The product's name and the label in Bangla (issue 24 §4), where the API has them: `নীল · এ৫`. */
  productNameBn: v.optional(v.string()),
  labelBn: v.optional(v.string()),
  image: imageSchema,
});
export type VariantImage = v.InferOutput<typeof variantImageSchema>;

/** Which variants: those of one product, else every product's; paged (at most 48 at once). */
export const variantImageQuerySchema = v.strictObject({
  productId: v.optional(v.pipe(queryInteger, v.minValue(1))),
  page: pageQuerySchema.entries.page,
  size: v.optional(v.pipe(queryInteger, v.minValue(1), v.maxValue(48)), 12),
});
export const variantImageListSchema = pageSchema(variantImageSchema);
