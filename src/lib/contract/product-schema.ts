import * as v from 'valibot';
import { imageSchema, positiveInteger } from './common.ts';
import { skuSchema } from './domain.ts';

/*
 * A product's fields and a whole product in the shop's shape (the wishlist reads one from its page's
 * `_payload.json`; the search results and the build, from the API). Apart from domain.ts and
 * product.ts, which the header's code (the stored cart) reads and so every page loads.
 */

/** A product's own fields, the same on the wire and in the shop (its pictures and skus differ). */
export const productFields = {
  id: positiveInteger,
  name: v.pipe(v.string(), v.minLength(1)),
  nameBn: v.pipe(v.string(), v.minLength(1)),
  slug: v.pipe(v.string(), v.minLength(1)),
  description: v.string(),
  /** The description in Bangla (issue 24 §4), where the API has it; the shop shows `description` without it. */
  descriptionBn: v.optional(v.pipe(v.string(), v.minLength(1))),
  categoryId: positiveInteger,
  brand: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  /** When the product or one of its skus last changed; an API without it sends none. */
  updatedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
};

/** A product with its pictures and skus. */
export const productSchema = v.object({
  ...productFields,
  images: v.pipe(v.array(imageSchema), v.minLength(1)),
  skus: v.pipe(v.array(skuSchema), v.minLength(1)),
});
