import { atom } from 'nanostores';
import { applyCoupon, searchCoupons } from '../lib/api/coupons.ts';
import { cartTotal } from '../lib/cart.ts';
import type { Coupon } from '../lib/contract/checkout-input.ts';
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

/** The coupons running now, offered to pick from: none until the API has said (or when it could not). */
export const $runningCoupons = atom<Coupon[]>([]);

/** Reads the coupons running now; a failure leaves the list as it was (a code can still be typed). */
export async function loadRunningCoupons(): Promise<void> {
  const result = await searchCoupons(apiClient());
  if (result.ok) $runningCoupons.set(result.body.list);
}
