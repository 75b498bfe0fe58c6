import { applyCoupon } from '../lib/api/coupons.ts';
import { cartTotal } from '../lib/cart.ts';
import { checkoutReviewMessages as say } from '../lib/messages/checkout-review.ts';
import { apiClient } from './api-client.ts';
import { $cart } from './cart.ts';
import { $quote, refreshQuote } from './checkout.ts';

/** Keeps `code` as the cart's coupon (spec §4) once the server says it applies; otherwise says why. */
export async function tryCoupon(code: string): Promise<{ ok: boolean; message: string }> {
  // The server's subtotal once quoted; until then the cart's own, which the quote then corrects.
  const subtotal = $quote.get().quote?.subtotal ?? cartTotal($cart.get());
  const result = await applyCoupon(apiClient(), { code, subtotal });
  if (!result.ok) return { ok: false, message: result.error.fieldErrors['code'] ?? result.error.message };
  const check = result.body;
  if (check.status !== 'applied') {
    const message = check.status === 'below_minimum' && check.minSubtotal !== null ? say.belowMinimum(check.minSubtotal) : say.couponStatus[check.status];
    return { ok: false, message };
  }
  $cart.set({ ...$cart.get(), coupon: check.code });
  await refreshQuote();
  return { ok: true, message: say.couponApplied(check.code, check.discount) };
}

/** Takes the coupon off the cart. */
export function dropCoupon(): void {
  $cart.set({ ...$cart.get(), coupon: null });
  void refreshQuote();
}
