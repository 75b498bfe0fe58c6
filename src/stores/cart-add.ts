import * as rules from '../lib/cart.ts';
import type { CartProduct } from '../lib/cart.ts';
import { searchSkuStock } from '../lib/api/stocks.ts';
import type { Sku } from '../lib/contract/index.ts';
import { cartMessages } from '../lib/messages/cart.ts';
import { apiClient } from './api-client.ts';
import { $cart, addToCart } from './cart.ts';

/*
 * The cart action that asks the API first. Apart from `cart.ts` so that the header's cart button,
 * on every page, never loads the API client: only the product page's buying box imports this.
 */

/** What happened to an add-to-cart after the live stock check. */
export type AddOutcome =
  | { status: 'added'; verified: boolean }
  | { status: 'sold-out' }
  | { status: 'limited'; available: number }
  | { status: 'cart-full'; message: string }
  | { status: 'no-sku' };

/** What a shopper is told when a full cart refuses a new sku. */
export const cartFullMessage = (): string => cartMessages.cartFull(rules.MAX_CART_LINES);

/**
 * Adds a sku after checking its live stock (`POST /api/stocks/items/skus/search`). Sold out: not
 * added. Fewer left than asked: not added, the shopper is told how many remain. The API out of
 * reach: added anyway (the cart is local), unverified; checkout checks again on the server.
 */
export async function addToCartChecked(product: CartProduct, sku: Sku | null | undefined, quantity = 1): Promise<AddOutcome> {
  if (!sku) {
    addToCart(product, sku, quantity);
    return { status: 'no-sku' };
  }
  if (!rules.hasRoomFor($cart.get(), sku.id)) return { status: 'cart-full', message: cartFullMessage() };
  const live = await searchSkuStock(apiClient(), [sku.id]);
  const row = live.ok ? live.body.find((item) => item.skuId === sku.id) : undefined;
  if (live.ok && row) {
    const inCart = $cart.get().items.find((item) => item.sku.id === sku.id)?.quantity ?? 0;
    if (row.stock <= 0) return { status: 'sold-out' };
    if (inCart + quantity > row.stock) return { status: 'limited', available: Math.max(0, row.stock - inCart) };
  }
  addToCart(product, sku, quantity);
  return { status: 'added', verified: live.ok && row !== undefined };
}
