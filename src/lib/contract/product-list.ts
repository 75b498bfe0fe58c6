import * as v from 'valibot';
import { httpUrl, imageSchema, pageQuerySchema, pageSchema, plainText, queryInteger } from './common.ts';
import { skuWireSchema } from './product.ts';
import { productFields } from './product-schema.ts';
import { PRODUCT_SORTS } from './sorts.ts';

/*
 * Lists of products as the API sends them (`GET /api/v3/items/joined`, the linked items) and the
 * list's query. Apart from product.ts, which the header's code (the stored cart) reads and so every
 * page loads: only the search results and the build read these.
 */

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
