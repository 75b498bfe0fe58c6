import { z } from 'zod';
import { pageQuerySchema, pageSchema } from './common.ts';
import { MAX_SKUS_PER_STOCK_SEARCH } from './limits.ts';

/** `POST /api/stocks/items/skus/search`: live stock and price of the skus asked for. */
export const skuStockQuerySchema = z.object({
  skuIds: z.array(z.number().int().positive()).min(1).max(MAX_SKUS_PER_STOCK_SEARCH),
});
export type SkuStockQuery = z.infer<typeof skuStockQuerySchema>;

export const skuStockSchema = z.object({
  skuId: z.number().int().positive(),
  stock: z.number().int().min(0),
  price: z.number().min(0),
  sale_price: z.number().min(0).nullable(),
  regular_price: z.number().min(0).nullable(),
});
export type SkuStock = z.infer<typeof skuStockSchema>;
export const skuStockListSchema = z.object({ list: z.array(skuStockSchema) });

/** `POST /api/items/linked/search`: products related to `itemId`. */
export const linkedSearchSchema = z.object({
  itemId: z.number().int().positive(),
  size: z.number().int().min(1).max(24).default(8),
});
export type LinkedSearch = z.input<typeof linkedSearchSchema>;

/**
 * A global discount (spec §7): a percentage or a fixed amount in BDT off the unit price, for the
 * whole shop or one category, between two instants.
 */
export const discountSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  type: z.enum(['percent', 'fixed']),
  value: z.number().positive(),
  categoryId: z.number().int().positive().nullable(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
});
export type Discount = z.infer<typeof discountSchema>;

/** `POST /api/global/discounts/search`: the discounts active at `activeAt` (default now). */
export const discountSearchSchema = pageQuerySchema.extend({
  activeAt: z.iso.datetime().optional(),
});
export type DiscountSearch = z.input<typeof discountSearchSchema>;
export const discountPageSchema = pageSchema(discountSchema);
