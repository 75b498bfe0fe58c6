import * as v from 'valibot';
import { positiveInteger } from './contract/common.ts';
import { skuSchema } from './contract/domain.ts';
import { skuImageSchema, skuWireSchema } from './contract/product.ts';
import { reshapeSku } from './api/reshape.ts';
import { clearCart, MAX_CART_LINES, MAX_LINE_QUANTITY, rebuildCart, type Cart, type CartItem } from './cart.ts';
import { CART_VERSION } from './cart-serialize.ts';
import { isShopMedia } from './links.ts';

/*
 * The cart as kept in localStorage (spec §4), parsed with the contract's schemas when read back.
 * Stored data is untrusted: another tab's older code, a hand edit, an attacker's script. So the
 * shape is checked, pictures must be the shop's own (a tampered cart must not make the page load
 * images from any host), and the size is bounded before anything costly runs.
 */

export { CART_VERSION, serializeCart } from './cart-serialize.ts';

/** A picture of the shop's media service, the only kind a stored line may show. */
const shopPicture = v.pipe(v.string(), v.check(isShopMedia, 'Not a picture of the shop'));

const cartProductSchema = v.object({
  id: positiveInteger,
  name: v.string(),
  nameBn: v.optional(v.string()),
  slug: v.string(),
  image: shopPicture,
  discount: v.optional(
    v.nullable(v.object({
      id: v.optional(positiveInteger),
      type: v.picklist(['percent', 'fixed']),
      value: v.pipe(v.number(), v.finite(), v.minValue(0)),
    })),
    null,
  ),
  categoryId: v.optional(positiveInteger),
});
const quantity = v.pipe(positiveInteger, v.maxValue(MAX_LINE_QUANTITY));
const storedImage = v.object({ ...skuImageSchema.entries, src: shopPicture });
const coupon = v.fallback(v.nullable(v.string()), null);
// Only the list's shape first: a stored cart over the cap is cut before its lines are parsed.
const envelope = v.object({ version: v.optional(v.number()), items: v.array(v.unknown()), coupon });

/** Version 2: domain skus, no derived totals. */
const lineV2 = v.object({ product: cartProductSchema, sku: v.object({ ...skuSchema.entries, image: storedImage }), quantity });
/** Unversioned (before issue 9): the API's wire sku as it came, subtotals beside it (recomputed anyway). */
const lineV1 = v.object({
  product: cartProductSchema,
  sku: v.pipe(v.object({ ...skuWireSchema.entries, image: storedImage }), v.transform(reshapeSku)),
  quantity,
});


/**
 * Reads a stored cart. An unversioned cart of today's shoppers is migrated if it parses; corrupt,
 * tampered, unknown-version or stale data becomes an empty cart, silently. Lines past
 * `MAX_CART_LINES` are cut; subtotals and the quantity are recomputed, never trusted.
 */
export function parseStoredCart(raw: string | null | undefined): Cart {
  if (!raw) return clearCart();
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return clearCart();
  }
  const stored = v.safeParse(envelope, data);
  if (!stored.success) return clearCart();
  const { version, items, coupon: code } = stored.output;
  const line = version === CART_VERSION ? lineV2 : version === undefined ? lineV1 : undefined;
  if (!line) return clearCart();
  const lines = v.safeParse(v.array(line), items.slice(0, MAX_CART_LINES));
  if (!lines.success) return clearCart();
  // Two lines of one sku would mean hand-edited storage: keep the first.
  const seen = new Set<number>();
  const unique = lines.output.filter((item) => !seen.has(item.sku.id) && seen.add(item.sku.id));
  return rebuildCart(unique satisfies Pick<CartItem, 'product' | 'sku' | 'quantity'>[], code);
}
