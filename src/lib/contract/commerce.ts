import * as v from 'valibot';
import { DISCOUNT_TYPES } from './domain.ts';
import { bdt, count, isoInstant, pageBodySchema, pageSchema, positiveInteger } from './common.ts';
import { MAX_SKUS_PER_STOCK_SEARCH } from './limits.ts';

/** `POST /api/stocks/items/skus/search`: live stock and price of the skus asked for. */
export const skuStockQuerySchema = v.object({
  skuIds: v.pipe(v.array(positiveInteger), v.minLength(1), v.maxLength(MAX_SKUS_PER_STOCK_SEARCH)),
});
export type SkuStockQuery = v.InferOutput<typeof skuStockQuerySchema>;

/** One sku's live stock and prices, on the wire. */
export const skuStockWireSchema = v.object({
  skuId: positiveInteger,
  stock: count,
  price: bdt,
  sale_price: v.nullable(bdt),
  regular_price: v.nullable(bdt),
});
export type SkuStockWire = v.InferOutput<typeof skuStockWireSchema>;
/** The answer of the stock search. */
export const skuStockListWireSchema = v.object({ list: v.array(skuStockWireSchema) });

/** `POST /api/items/linked/search`: products related to `itemId`. */
export const linkedSearchSchema = v.object({
  itemId: positiveInteger,
  size: v.optional(v.pipe(positiveInteger, v.maxValue(24)), 8),
});
export type LinkedSearch = v.InferInput<typeof linkedSearchSchema>;

/**
 * A global discount (spec §7): a percentage or a fixed amount in BDT off the unit price, for the
 * whole shop or one category, between two instants.
 */
export const discountSchema = v.object({
  id: positiveInteger,
  name: v.pipe(v.string(), v.minLength(1)),
  type: v.picklist(DISCOUNT_TYPES),
  value: v.pipe(v.number(), v.finite(), v.gtValue(0)),
  categoryId: v.nullable(positiveInteger),
  startsAt: isoInstant,
  endsAt: isoInstant,
});
export type Discount = v.InferOutput<typeof discountSchema>;

/** `POST /api/global/discounts/search`: the discounts active at `activeAt` (default now). */
export const discountSearchSchema = v.object({
  ...pageBodySchema.entries,
  activeAt: v.optional(isoInstant),
});
export type DiscountSearch = v.InferInput<typeof discountSearchSchema>;
/** A page of discounts. */
export const discountPageSchema = pageSchema(discountSchema);
