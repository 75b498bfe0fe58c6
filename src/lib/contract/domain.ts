import * as v from 'valibot';
import { bdt, count, imageSchema, positiveInteger } from './common.ts';
import { attributeValueSchema, productFields, skuImageSchema } from './product.ts';

/*
 * The shop's own shapes: what `src/lib/api` reshapes the API's answers into, once (as
 * vercel/commerce's `reshapeProduct` does), and what rules, islands and the stored cart use. The
 * wire may rename a field; only the reshaping in `src/lib/api/reshape.ts` changes then.
 */

/** The kinds of global discount (spec §7): a percentage, or a fixed amount in BDT. */
export const DISCOUNT_TYPES = ['percent', 'fixed'] as const;

/** A purchasable variant of a product; `salePrice`/`regularPrice` as in spec §3's sale rule. */
export const skuSchema = v.object({
  id: positiveInteger,
  code: v.pipe(v.string(), v.minLength(1)),
  price: bdt,
  salePrice: v.nullable(bdt),
  regularPrice: v.nullable(bdt),
  stock: count,
  image: skuImageSchema,
  attributeValues: v.array(attributeValueSchema),
});
export type Sku = v.InferOutput<typeof skuSchema>;

/** The three prices of spec §5's unit-price rule. */
export type Priced = Pick<Sku, 'price' | 'salePrice' | 'regularPrice'>;

/** A product with its pictures and skus. */
export const productSchema = v.object({
  ...productFields,
  images: v.pipe(v.array(imageSchema), v.minLength(1)),
  skus: v.pipe(v.array(skuSchema), v.minLength(1)),
});
export type Product = v.InferOutput<typeof productSchema>;

/** One sku's live stock and prices. */
export interface SkuStock extends Priced {
  skuId: number;
  stock: number;
}
