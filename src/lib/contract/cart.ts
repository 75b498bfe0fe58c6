import { z } from 'zod';
import { skuSchema } from './product.ts';

/** The product as a cart line remembers it: enough to show the line without the catalogue. */
export const cartProductSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().min(1),
  slug: z.string(),
  image: z.url(),
});
export type CartProduct = z.infer<typeof cartProductSchema>;

/** A cart line (spec §3): product, sku, quantity, subTotal. */
export const cartItemSchema = z.object({
  product: cartProductSchema,
  sku: skuSchema,
  quantity: z.number().int().min(1).max(999),
  subTotal: z.number().min(0),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** Cart state (spec §3): items, total quantity, and a coupon that is only stored (spec §4). */
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  quantity: z.number().int().min(0),
  coupon: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;
