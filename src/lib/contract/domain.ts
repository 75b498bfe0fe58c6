import * as v from 'valibot';
import { bdt, count, positiveInteger } from './common.ts';
import { attributeValueSchema, skuImageSchema } from './product.ts';
import type { productSchema } from './product-schema.ts';

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

/** A product with its pictures and skus (its schema: ./product-schema.ts, which the header's code does not load). */
export type Product = v.InferOutput<typeof productSchema>;

/** One sku's live stock and prices. */
export interface SkuStock extends Priced {
  skuId: number;
  stock: number;
}
